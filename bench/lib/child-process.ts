// Runs a TypeScript entry of the benchmark in its own Node process (through tsx), so that its
// CPU time and memory can be read from /proc without counting the load generator's.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server/server-node-flags';

export const REPO_ROOT = join(__dirname, '..', '..');

/** Messages a bench child sends: one `ready` or `result`, or a `failed` with the reason. */
export type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'result'; result: unknown }
  | { type: 'failed'; message: string };

export interface BenchChild {
  pid: number;
  /** The child's first message (its URL, or its result for one-shot children). */
  first: Extract<ChildMessage, { type: 'ready' | 'result' }>;
  /** Sends the child a command (e.g. the CPU profiler's). */
  send(message: object): void;
  /** Asks the child to shut down cleanly, and kills it if it has not exited in time. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Forks `entry` (a path relative to the repository) with `env` and, before tsx's, the Node
 * flags `nodeFlags`, and resolves once it reports `ready` or `result`. A child that fails,
 * exits or stays silent for `startTimeoutMs` is killed and the promise rejects with what it
 * said.
 */
export function startChild(
  entry: string,
  env: NodeJS.ProcessEnv,
  {
    nodeFlags = [],
    startTimeoutMs = 120_000,
  }: { nodeFlags?: readonly string[]; startTimeoutMs?: number } = {},
): Promise<BenchChild> {
  const child = fork(join(REPO_ROOT, entry), [], {
    cwd: REPO_ROOT,
    env,
    execArgv: [...nodeFlags, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${entry}: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${startTimeoutMs} ms`), startTimeoutMs);
    const exitedEarly = (code: number | null) => fail(`exited with code ${code} before answering`);
    child.once('exit', exitedEarly);
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'failed') return fail(message.message);
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({
        pid: child.pid ?? 0,
        first: message,
        send: (command) => child.connected && child.send(command),
        stop: (timeoutMs) => stopChild(child, exited, timeoutMs),
      });
    });
  });
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<void>,
  timeoutMs = 30_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The real game server (bench/server/game-server-entry.ts), with the Node flags `npm run
 * server` gives it (src/server/server-node-flags.ts).
 */
export function startGameServer(env: NodeJS.ProcessEnv): Promise<BenchChild> {
  return startChild('bench/server/game-server-entry.ts', env, { nodeFlags: SERVER_NODE_FLAGS });
}
