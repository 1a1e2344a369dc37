// The child half of child-process.ts: how a bench child reports back and learns to stop.
import { isProfilerCommand, runProfilerCommand } from '../profile/in-process-profiler';
import type { ChildMessage } from './child-process';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send)
      throw new Error('This entry runs as a child of the benchmark (npm run bench)');
    process.send(message, () => resolve());
  });
}

/** Reads the JSON configuration the parent passed in BENCH_CHILD_CONFIG. */
export function childConfig<T>(): T {
  const raw = process.env.BENCH_CHILD_CONFIG;
  if (!raw) throw new Error('BENCH_CHILD_CONFIG is not set');
  return JSON.parse(raw) as T;
}

/**
 * Runs a long-lived child: `start` returns its URL and a close function; the parent's `stop`
 * message closes it and ends the process. CPU profiler commands (--profile-cpu) are obeyed in
 * between, and a profile being written is finished before the child stops.
 */
export function serveUntilStopped(
  start: () => Promise<{ url: string; close(): Promise<void> }>,
): void {
  start().then(
    async ({ url, close }) => {
      let profiling = Promise.resolve();
      process.on('message', (message: unknown) => {
        if (isProfilerCommand(message)) {
          profiling = profiling.then(() => runProfilerCommand(message));
          return;
        }
        profiling.then(close).then(
          () => process.exit(0),
          (error: unknown) => exitWithError(error),
        );
      });
      // A benchmark killed before it could send `stop` (Ctrl-C, a closed pipe) must not leave
      // its servers running and eating the CPU of the next measurements.
      process.once('disconnect', () => {
        void close().finally(() => process.exit(0));
      });
      await send({ type: 'ready', url });
    },
    (error: unknown) => exitWithError(error),
  );
}

/** Runs a one-shot child: sends what `work` returns and exits. */
export function reportResultAndExit(work: () => Promise<unknown>): void {
  work().then(
    async (result) => {
      await send({ type: 'result', result });
      process.exit(0);
    },
    (error: unknown) => exitWithError(error),
  );
}

function exitWithError(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  void send({ type: 'failed', message }).finally(() => process.exit(1));
}
