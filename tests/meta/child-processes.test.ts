// A test's children run in process groups of their own, and ending them ends what they started
// too: a server child's own children (a tsx loader, a database) must not outlive a failed test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  endChildren,
  OWN_PROCESS_GROUPS,
  runningChildren,
  trackChild,
} from '../support/child-processes';
import { scaledMs, slownessFactor } from '../support/slowness';

/** Running, not merely a zombie waiting for a parent (a container's init may never reap it). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

it.runIf(OWN_PROCESS_GROUPS)(
  'ends a child and the grandchild it started when the test setup ends the children',
  async () => {
    const parent = trackChild(
      spawn(
        process.execPath,
        [
          '-e',
          `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' });
         console.log(c.pid); setInterval(() => {}, 1e6);`,
        ],
        { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
      ),
      { group: true },
    );
    const grandchild = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(alive(grandchild)).toBe(true);
    expect(runningChildren()).toContain(parent);

    expect(endChildren()).toBe(1);
    await expect.poll(() => alive(parent.pid!) || alive(grandchild)).toBe(false);
    expect(runningChildren()).toEqual([]);
  },
);

it('stretches a quiet machine limit by a factor of at least 1', () => {
  const factor = slownessFactor();
  expect(factor).toBeGreaterThanOrEqual(1);
  expect(scaledMs(1_000)).toBeGreaterThanOrEqual(1_000);
});
