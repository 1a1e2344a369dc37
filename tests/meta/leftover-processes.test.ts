// `npm test` ends and counts as a failure any process the run started and left running
// (scripts/leftover-processes.mjs): a process started from the checkout after the run began is
// found, one started before it or elsewhere is not, nor the runner and its parents.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the test runner, without type declarations.
import { leftoverProcesses } from '../../scripts/leftover-processes.mjs';

interface Found {
  supported: boolean;
  processes: { pid: number; command: string }[];
}
const find = leftoverProcesses as (repo: string, since: number) => Found;

const children: ChildProcess[] = [];
const sleeper = (cwd: string) => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], {
    cwd,
    stdio: 'ignore',
  });
  children.push(child);
  return child;
};
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

it.runIf(process.platform === 'linux')(
  'finds a process of the checkout started during the run, and only that',
  async () => {
    const since = Date.now() - 2_000;
    const inCheckout = sleeper(process.cwd());
    const elsewhere = sleeper(tmpdir());
    await new Promise((resolve) => inCheckout.once('spawn', resolve));
    const found = find(process.cwd(), since);
    expect(found.supported).toBe(true);
    const pids = found.processes.map((entry) => entry.pid);
    expect(pids).toContain(inCheckout.pid);
    expect(pids).not.toContain(elsewhere.pid);
    expect(pids).not.toContain(process.pid);
    expect(pids).not.toContain(process.ppid);
    // Started an hour after the run began: not this run's.
    expect(find(process.cwd(), Date.now() + 3_600_000).processes).toEqual([]);

    inCheckout.kill('SIGKILL');
    await new Promise((resolve) => inCheckout.once('exit', resolve));
    expect(find(process.cwd(), since).processes.map((entry) => entry.pid)).not.toContain(
      inCheckout.pid,
    );
  },
);
