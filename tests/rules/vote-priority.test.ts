import { describe, expect, it } from 'vitest';
import { type VoteCandidate, orderVoteCandidates } from '../../src/server/game/rules/vote-priority';
import { mulberry32 } from '../../src/server/seeded-random';

const SETTINGS = { vote_minimum_threshold: 3, vote_closing_threshold: 5 };
const T0 = Date.UTC(2025, 0, 1);
const at = (seconds: number) => new Date(T0 + seconds * 1000);

const c = (
  id: string,
  voteCount: number,
  thirdVoteAt: Date | number | null = null,
  fifthVoteAt: Date | number | null = null,
): VoteCandidate => ({ id, voteCount, thirdVoteAt, fifthVoteAt });

const ids = (list: VoteCandidate[]) => list.map((x) => x.id);

describe('orderVoteCandidates', () => {
  const candidates = [
    c('fresh-a', 0),
    c('mid-late', 3, at(300)),
    c('closing-late', 7, at(0), at(200)),
    c('fresh-b', 2),
    c('mid-early', 4, at(100)),
    c('closing-early', 5, at(0), at(50)),
    c('fresh-c', 1),
  ];

  it('puts 5+ votes first by oldest 5th vote, then 3-4 by oldest 3rd vote, then 0-2', () => {
    const ordered = ids(orderVoteCandidates(candidates, mulberry32(1), SETTINGS));
    expect(ordered.slice(0, 4)).toEqual(['closing-early', 'closing-late', 'mid-early', 'mid-late']);
    expect(ordered.slice(4).sort()).toEqual(['fresh-a', 'fresh-b', 'fresh-c']);
  });

  it('ranks a 5th vote ahead of an older 3rd vote (tier beats age)', () => {
    const ordered = orderVoteCandidates(
      [c('mid', 4, at(0)), c('closing', 5, at(500), at(900))],
      Math.random,
      SETTINGS,
    );
    expect(ids(ordered)).toEqual(['closing', 'mid']);
  });

  // Reference sets: 'high' (5th vote at 0 s), 'medium' (3rd vote at 0 s), 'low' (no votes).
  // The probe's timestamps are later than theirs, so it lands right after its own tier's one.
  it.each([
    [2, [2, 3]],
    [3, [2]],
    [4, [2]],
    [5, [1]],
  ])('places a set with %i votes at position %j', (votes, positions) => {
    const probe = c('probe', votes, at(1), votes >= 5 ? at(2) : null);
    const others = [c('high', 6, at(0), at(0)), c('medium', 3, at(0)), c('low', 0)];
    const ordered = ids(orderVoteCandidates([probe, ...others], mulberry32(votes), SETTINGS));
    expect(positions).toContain(ordered.indexOf('probe'));
    expect(ordered[0]).toBe('high');
  });

  it('orders the random tier with the injected random(), reproducibly', () => {
    const fresh = Array.from({ length: 8 }, (_, i) => c(`f${i}`, i % 3));
    const first = ids(orderVoteCandidates(fresh, mulberry32(7), SETTINGS));
    const again = ids(orderVoteCandidates(fresh, mulberry32(7), SETTINGS));
    expect(again).toEqual(first);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        ids(orderVoteCandidates(fresh, mulberry32(seed), SETTINGS)).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(10);
  });

  it('gives every low-priority set a chance to come first', () => {
    const fresh = [c('a', 0), c('b', 1), c('c', 2)];
    const random = mulberry32(99);
    const firsts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const head = orderVoteCandidates(fresh, random, SETTINGS)[0]!.id;
      firsts.set(head, (firsts.get(head) ?? 0) + 1);
    }
    for (const id of ['a', 'b', 'c']) {
      expect(firsts.get(id)).toBeGreaterThan(800);
      expect(firsts.get(id)).toBeLessThan(1200);
    }
  });

  it('does not let random() affect the high and medium tiers', () => {
    for (const value of [0, 0.5, 0.999999]) {
      const ordered = ids(orderVoteCandidates(candidates, () => value, SETTINGS));
      expect(ordered.slice(0, 4)).toEqual([
        'closing-early',
        'closing-late',
        'mid-early',
        'mid-late',
      ]);
    }
  });

  it('survives a random() that returns exactly 1', () => {
    const ordered = orderVoteCandidates([c('a', 0), c('b', 0), c('c', 0)], () => 1, SETTINGS);
    expect(ids(ordered).sort()).toEqual(['a', 'b', 'c']);
  });

  it('breaks equal timestamps by id and puts rows missing a timestamp last in their tier', () => {
    const ordered = orderVoteCandidates(
      [c('z', 5, at(0), at(10)), c('y', 5, at(0), null), c('a', 6, at(0), at(10))],
      Math.random,
      SETTINGS,
    );
    expect(ids(ordered)).toEqual(['a', 'z', 'y']);
  });

  it('accepts epoch-ms timestamps', () => {
    const ordered = orderVoteCandidates(
      [c('later', 3, T0 + 2000), c('earlier', 3, T0 + 1000)],
      Math.random,
      SETTINGS,
    );
    expect(ids(ordered)).toEqual(['earlier', 'later']);
  });

  it('uses the configured thresholds', () => {
    const custom = { vote_minimum_threshold: 1, vote_closing_threshold: 2 };
    const ordered = orderVoteCandidates(
      [c('zero', 0), c('one', 1, at(0)), c('two', 2, at(0), at(1))],
      Math.random,
      custom,
    );
    expect(ids(ordered)).toEqual(['two', 'one', 'zero']);
  });

  it('returns a new array, keeps extra fields and leaves the input untouched', () => {
    const input = [
      { ...c('x', 0), prompt: 'p1' },
      { ...c('y', 5, at(0), at(1)), prompt: 'p2' },
    ];
    const snapshot = structuredClone(input);
    const ordered = orderVoteCandidates(input, () => 0, SETTINGS);
    expect(ordered).not.toBe(input);
    expect(input).toEqual(snapshot);
    expect(ordered[0]?.prompt).toBe('p2');
  });

  it('handles an empty list', () => {
    expect(orderVoteCandidates([], Math.random, SETTINGS)).toEqual([]);
  });
});
