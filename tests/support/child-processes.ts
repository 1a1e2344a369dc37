// Every process a test starts is registered here, in a process group of its own where it is
// spawned by the tests (detached), so that it and everything it started can be ended at once.
// The per-file setup (tests/setup/limits-and-children.ts) ends them when a test fails or times out
// and when the file is done, and on the worker's own exit: a failed test never leaves a server
// or a writer running after the suite.
import type { ChildProcess } from 'node:child_process';

interface Tracked {
  child: ChildProcess;
  /** Spawned as the leader of its own process group: signal the group, not only the child. */
  group: boolean;
}

const running = new Set<Tracked>();

/**
 * Whether children can lead a process group of their own: on Windows `detached` opens a console
 * window instead, and there are no groups to signal.
 */
export const OWN_PROCESS_GROUPS = process.platform !== 'win32';

/** Registers a child; it leaves the registry by itself when it exits. */
export function trackChild<T extends ChildProcess>(child: T, options: { group: boolean }): T {
  const tracked: Tracked = { child, group: options.group };
  running.add(tracked);
  child.once('exit', () => running.delete(tracked));
  return child;
}

/** The children started by this test file that are still running. */
export function runningChildren(): ChildProcess[] {
  return [...running].map((tracked) => tracked.child);
}

/** Ends every registered child (and its group) with SIGKILL; synchronous, so it works on exit. */
export function endChildren(): number {
  let ended = 0;
  for (const tracked of running) {
    const { pid } = tracked.child;
    if (pid === undefined || tracked.child.exitCode !== null || tracked.child.signalCode !== null)
      continue;
    try {
      process.kill(tracked.group ? -pid : pid, 'SIGKILL');
    } catch {
      // No group to signal (Windows has none), or gone meanwhile: the child itself, then.
      tracked.child.kill('SIGKILL');
    }
    ended += 1;
  }
  running.clear();
  return ended;
}
