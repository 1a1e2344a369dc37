// A throw-away PostgreSQL server started from the machine's binaries on a free port, for the
// test suites (tests/setup/global-postgres.ts) and the benchmark (bench/). Development only:
// the data folder is temporary and durability is traded for speed unless asked otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export const DEFAULT_PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Server settings of the throw-away instance. fsync, synchronous commit and full page writes
 * are off: nothing here needs to survive a crash, and they make the disk the bottleneck.
 * 300 connections leave room for parallel test workers and several benchmark pools.
 */
const FAST_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

export interface StartPostgresOptions {
  /** Folder of initdb, pg_ctl and postgres (default: PG_BIN or DEFAULT_PG_BIN). */
  binDir?: string;
  /** Keep fsync and synchronous commit on, as a production server would. */
  durable?: boolean;
  /** More server settings (`-c name=value`), e.g. shared_preload_libraries for profiling. */
  settings?: Record<string, string>;
}

export interface PostgresServer {
  /** The maintenance database, as the `postgres` superuser (trust authentication). */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** The postmaster's process id (its children are the backends), read from postmaster.pid. */
  postmasterPid(): number | undefined;
  /** Stops the server at once and deletes its folder; safe to call twice. */
  stop(): void;
}

export function postgresBinDir(binDir?: string): string {
  return binDir ?? process.env.PG_BIN ?? DEFAULT_PG_BIN;
}

export function postgresBinariesAvailable(binDir?: string): boolean {
  return existsSync(join(postgresBinDir(binDir), 'postgres'));
}

/** initdb and starts a new server in a temporary folder; throws when the binaries fail. */
export async function startPostgresServer(
  options: StartPostgresOptions = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir(options.binDir);
  const dir = mkdtempSync(join(tmpdir(), 'copycat-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  asPostgres(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = {
    ...(options.durable ? { max_connections: FAST_SETTINGS.max_connections } : FAST_SETTINGS),
    ...options.settings,
  };
  const serverOptions = [`-p ${port}`, '-h 127.0.0.1', `-k ${dir}`];
  for (const [name, value] of Object.entries(settings)) serverOptions.push(`-c ${name}=${value}`);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    serverOptions.join(' '),
  ]);

  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    postmasterPid: () => readPostmasterPid(dataDir),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a command as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(cmd: string, args: string[]): void {
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
}

function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
