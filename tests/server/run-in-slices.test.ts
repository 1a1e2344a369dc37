// Long work written as steps runs either at once or in slices of the event loop, with other
// callbacks served between the slices (the offline backup player's WordNet data is read so).
import { describe, expect, it } from 'vitest';
import { runAtOnce, runInSlices, type Steps } from '../../src/server/run-in-slices';

/** Steps that note, at each step, how many turns another callback has had so far. */
function* noting(seen: number[], turns: () => number, count: number): Steps<string> {
  for (let step = 0; step < count; step += 1) {
    seen.push(turns());
    yield;
  }
  return 'done';
}

/** A callback that takes a turn at every pass of the event loop until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return { turns: () => turns, stop: () => (running = false) };
}

describe('work run in slices', () => {
  it('runs every step at once when asked, and returns the result', () => {
    const seen: number[] = [];
    expect(runAtOnce(noting(seen, () => 0, 5))).toBe('done');
    expect(seen).toHaveLength(5);
  });

  it('hands the event loop back between slices', async () => {
    const counter = turnCounter();
    const seen: number[] = [];
    // Slices of no length: every step is a slice of its own.
    const result = await runInSlices(noting(seen, counter.turns, 20), { sliceMs: 0 });
    counter.stop();
    expect(result).toBe('done');
    expect(seen).toHaveLength(20);
    // Another callback ran between every two steps.
    for (let step = 1; step < seen.length; step += 1)
      expect(seen[step]).toBeGreaterThan(seen[step - 1] ?? Infinity);
  });

  it('keeps stepping within a slice', async () => {
    const counter = turnCounter();
    const seen: number[] = [];
    // A slice long enough for all 20 steps (they do nothing): no other callback between them.
    await runInSlices(noting(seen, counter.turns, 20), { sliceMs: 60_000 });
    counter.stop();
    expect(new Set(seen).size).toBe(1);
  });

  it('rejects with what a step throws, and takes no step after it', async () => {
    let after = 0;
    function* failing(): Steps<void> {
      yield;
      throw new Error('broken file');
      after += 1;
    }
    await expect(runInSlices(failing(), { sliceMs: 0 })).rejects.toThrow('broken file');
    expect(after).toBe(0);
  });
});
