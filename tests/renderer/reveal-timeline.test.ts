// The reveal's order of landing votes and its timeline (features/results/reveal).
import { describe, expect, it } from 'vitest';
import {
  arrivalOrder,
  countsAfter,
  reached,
  revealSteps,
} from '../../src/renderer/src/features/results/reveal/reveal-timeline';

describe('reveal timeline', () => {
  it('lands every vote once, in turns from the least voted row, the leader last', () => {
    const order = arrivalOrder([4, 1, 0]);
    expect(order).toEqual([1, 0, 0, 0, 0]);
    expect(countsAfter(order, 3, order.length)).toEqual([4, 1, 0]);
    expect(countsAfter(order, 3, 2)).toEqual([1, 1, 0]);
    expect(arrivalOrder([2, 2, 1])).toEqual([2, 0, 1, 0, 1]);
    expect(arrivalOrder([0, 0, 0])).toEqual([]);
  });

  it('adds one vote per step, then unmasks, shows the net, flies the coins and ends', () => {
    const steps = revealSteps(3);
    expect(steps.map((step) => step.frame)).toEqual([
      { stage: 'votes', arrived: 0 },
      { stage: 'votes', arrived: 1 },
      { stage: 'votes', arrived: 2 },
      { stage: 'votes', arrived: 3 },
      { stage: 'unmask', arrived: 3 },
      { stage: 'net', arrived: 3 },
      { stage: 'coins', arrived: 3 },
      { stage: 'done', arrived: 3 },
    ]);
    const times = steps.map((step) => step.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('keeps a long count short: twenty votes take no longer than the budget', () => {
    const many = revealSteps(20);
    const lastVote = many.filter((step) => step.frame.stage === 'votes').at(-1)!;
    expect(lastVote.frame.arrived).toBe(20);
    expect(lastVote.atMs).toBeLessThanOrEqual(350 + 2_400);
    expect(revealSteps(0).map((step) => step.frame.stage)).toEqual([
      'votes',
      'unmask',
      'net',
      'coins',
      'done',
    ]);
  });

  it('knows which stages a frame has reached', () => {
    expect(reached({ stage: 'net', arrived: 3 }, 'unmask')).toBe(true);
    expect(reached({ stage: 'net', arrived: 3 }, 'net')).toBe(true);
    expect(reached({ stage: 'net', arrived: 3 }, 'coins')).toBe(false);
  });
});
