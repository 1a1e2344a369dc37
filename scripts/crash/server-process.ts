// Starts the crash test's server entry in its own process and knows how to kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ENTRY = join(__dirname, 'server-entry.ts');
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** When (server clock) the sweep the process runs after start began; rejects if it failed. */
  swept: Promise<Date>;
  /** Resolves when the process has exited (after a kill or a stop). */
  exited: Promise<void>;
  /** SIGKILL: no handler runs, nothing is flushed or closed. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes cleanly. */
  stop(): Promise<void>;
  /** If the process died before we signalled it (a crash of its own), how, with its last errors. */
  unexpectedExit(): string | undefined;
}

export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let signalled = false;
  let unexpected: string | undefined;
  child.once('exit', (code, signalName) => {
    if (!signalled) unexpected = `exited by itself (code ${code}, signal ${signalName})`;
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`no READY line within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`crash-test server: ${reason}\n${errors}`));
    };
    const exitedEarly = (code: number | null) => fail(`exited with ${code} before it was ready`);
    child.once('exit', exitedEarly);
    let output = '';
    let started = false;
    let sweptAt: (at: Date) => void = () => undefined;
    const swept = new Promise<Date>((resolveSwept, rejectSwept) => {
      sweptAt = resolveSwept;
      void exited.then(() =>
        rejectSwept(new Error(`the server exited before its first sweep ended\n${errors}`)),
      );
    });
    // Unobserved when the process is killed before sweeping: that is not an error.
    swept.catch(() => undefined);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const sweptLine = /SWEPT (\S+)\n/.exec(output);
      if (sweptLine) sweptAt(new Date(sweptLine[1]!));
      const ready = /READY (\S+)\n/.exec(output);
      if (!ready || started) return;
      started = true;
      clearTimeout(timer);
      child.removeListener('exit', exitedEarly);
      resolve({
        url: ready[1]!,
        pid: child.pid ?? 0,
        swept,
        exited,
        kill: () => {
          signalled = true;
          return signal(child, 'SIGKILL', exited);
        },
        stop: () => {
          signalled = true;
          return signal(child, 'SIGTERM', exited);
        },
        unexpectedExit: () => (unexpected ? `${unexpected}\n${errors}` : undefined),
      });
    });
  });
}

async function signal(
  child: ChildProcess,
  name: NodeJS.Signals,
  exited: Promise<void>,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
  await exited;
}
