// A private D-Bus session bus for tests (the machine's dbus-daemon on a socket in a temporary
// folder), and a stand-in tray panel: a connection that owns the StatusNotifierWatcher name, as
// KDE's or XFCE's panel does. Where dbus-daemon is missing, tests skip with a notice.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { openSessionBus, type SessionBus } from '../../../src/main/linux/session-bus';
import { trackChild } from '../child-processes';

/** dbus-daemon's path, or null where the machine has none (Debian package `dbus-daemon`). */
export function dbusDaemonPath(): string | null {
  if (process.platform === 'win32') return null;
  const folders = (process.env.PATH ?? '').split(delimiter).concat('/usr/bin', '/bin');
  return (
    folders.map((folder) => join(folder, 'dbus-daemon')).find((file) => existsSync(file)) ?? null
  );
}

export const dbusMissingNotice = (what: string) => `dbus-daemon not found: skipping ${what}`;

export interface PrivateBus {
  /** The bus's folder: `bus` in it is the socket (a stand-in for $XDG_RUNTIME_DIR). */
  folder: string;
  /** For DBUS_SESSION_BUS_ADDRESS. */
  address: string;
  stop(): Promise<void>;
}

/** Starts a session bus of its own; resolves once it listens (it prints its address then). */
export async function startPrivateBus(): Promise<PrivateBus> {
  const daemon = dbusDaemonPath();
  if (!daemon) throw new Error('dbus-daemon is not installed');
  const folder = mkdtempSync(join(tmpdir(), 'copycat-dbus-'));
  const child = trackChild(
    spawn(
      daemon,
      [
        '--session',
        '--nofork',
        '--nopidfile',
        `--address=unix:path=${join(folder, 'bus')}`,
        '--print-address=1',
      ],
      // Its complaints (running as root, it cannot raise its file limit) matter only if it fails.
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
    { group: false },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let complaints = '';
  child.stderr.on('data', (chunk: Buffer) => (complaints += chunk.toString()));
  const address = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('\n')) resolve(printed.trim());
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`dbus-daemon exited (code ${code}): ${complaints}`)),
    );
  });
  return {
    folder,
    address,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A connection that owns `name` until closed (closing it gives the name up). */
export async function ownName(address: string, name: string): Promise<SessionBus> {
  const socket = address.replace(/^unix:path=/, '').split(',')[0]!;
  // Far enough: the connection must outlive the test, the bus answers in milliseconds.
  const bus = await openSessionBus(socket, 600_000);
  // DBUS_NAME_FLAG_DO_NOT_QUEUE (4); 1 is DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER.
  const reply = await bus.callBus('RequestName', 'su', [name, 4]);
  if (reply !== 1) throw new Error(`Could not own ${name} (reply ${String(reply)})`);
  return bus;
}
