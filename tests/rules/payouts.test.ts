import { describe, expect, it } from 'vitest';
import {
  COPY_POINTS_PER_VOTE,
  ORIGINAL_POINTS_PER_VOTE,
  computePayouts,
  prizePoolAfterVotes,
} from '../../src/server/game/rules/payouts';
import { mulberry32 } from '../../src/server/seeded-random';

// Defaults of docs/game-rules.md#settings.
const SETTINGS = { vote_cost: 10, vote_payout_correct: 20 };
const PRIZE_POOL_BASE = 200;
const VOTE_MAX_VOTES = 20;

describe('computePayouts', () => {
  it('scores 1 point per original vote and 2 per copy vote', () => {
    expect(ORIGINAL_POINTS_PER_VOTE).toBe(1);
    expect(COPY_POINTS_PER_VOTE).toBe(2);
    const r = computePayouts({ originalVotes: 3, copy1Votes: 4, copy2Votes: 5, pool: 0 });
    expect([r.original.points, r.copy1.points, r.copy2.points]).toEqual([3, 8, 10]);
  });

  it('splits an evenly divisible pool exactly', () => {
    // points 2 + 6 + 2 = 10, pool 200 -> 40 / 120 / 40
    expect(computePayouts({ originalVotes: 2, copy1Votes: 3, copy2Votes: 1, pool: 200 })).toEqual({
      original: { points: 2, payout: 40 },
      copy1: { points: 6, payout: 120 },
      copy2: { points: 2, payout: 40 },
      remainder: 0,
    });
  });

  it('floors each share and hands the rounding remainder to the house', () => {
    // points 1 + 2 + 0 = 3, pool 200 -> 66.67 / 133.33 / 0
    expect(computePayouts({ originalVotes: 1, copy1Votes: 1, copy2Votes: 0, pool: 200 })).toEqual({
      original: { points: 1, payout: 66 },
      copy1: { points: 2, payout: 133 },
      copy2: { points: 0, payout: 0 },
      remainder: 1,
    });
  });

  it('gives the whole pool to a single scoring role', () => {
    const r = computePayouts({ originalVotes: 7, copy1Votes: 0, copy2Votes: 0, pool: 201 });
    expect(r.original.payout).toBe(201);
    expect(r.remainder).toBe(0);
  });

  it('pays nothing and keeps the whole pool as remainder when there are no points', () => {
    expect(computePayouts({ originalVotes: 0, copy1Votes: 0, copy2Votes: 0, pool: 250 })).toEqual({
      original: { points: 0, payout: 0 },
      copy1: { points: 0, payout: 0 },
      copy2: { points: 0, payout: 0 },
      remainder: 250,
    });
  });

  it('handles an empty pool', () => {
    const r = computePayouts({ originalVotes: 1, copy1Votes: 1, copy2Votes: 1, pool: 0 });
    expect([r.original.payout, r.copy1.payout, r.copy2.payout, r.remainder]).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['originalVotes', { originalVotes: -1, copy1Votes: 0, copy2Votes: 0, pool: 200 }],
    ['copy1Votes', { originalVotes: 0, copy1Votes: 1.5, copy2Votes: 0, pool: 200 }],
    ['copy2Votes', { originalVotes: 0, copy1Votes: 0, copy2Votes: Number.NaN, pool: 200 }],
    ['pool', { originalVotes: 1, copy1Votes: 0, copy2Votes: 0, pool: -5 }],
  ])('refuses a negative or fractional %s', (name, input) => {
    expect(() => computePayouts(input)).toThrow(new RegExp(name));
  });

  it('always satisfies payouts + remainder = pool, with exact floored shares (seeded)', () => {
    const random = mulberry32(20240601);
    const int = (max: number) => Math.floor(random() * (max + 1));
    for (let i = 0; i < 5000; i++) {
      const total = int(VOTE_MAX_VOTES);
      const originalVotes = int(total);
      const copy1Votes = int(total - originalVotes);
      const copy2Votes = total - originalVotes - copy1Votes;
      const correct = originalVotes;
      const pool =
        i % 2 === 0
          ? prizePoolAfterVotes(PRIZE_POOL_BASE, total, correct, SETTINGS)
          : int(1_000_000);
      const r = computePayouts({ originalVotes, copy1Votes, copy2Votes, pool });
      const roles = [r.original, r.copy1, r.copy2];

      expect(roles.reduce((sum, x) => sum + x.payout, 0) + r.remainder).toBe(pool);
      const totalPoints = roles.reduce((sum, x) => sum + x.points, 0);
      for (const role of roles) {
        const expected =
          totalPoints === 0 ? 0n : (BigInt(role.points) * BigInt(pool)) / BigInt(totalPoints);
        expect(BigInt(role.payout)).toBe(expected);
      }
      // Each floor loses less than one coin, so the remainder is below the number of
      // scoring roles (and the whole pool when nobody scored).
      const scoringRoles = roles.filter((x) => x.points > 0).length;
      if (scoringRoles === 0) expect(r.remainder).toBe(pool);
      else {
        expect(r.remainder).toBeGreaterThanOrEqual(0);
        expect(r.remainder).toBeLessThan(scoringRoles);
      }
    }
  });
});

describe('prizePoolAfterVotes', () => {
  it('starts at the base with no votes', () => {
    expect(prizePoolAfterVotes(PRIZE_POOL_BASE, 0, 0, SETTINGS)).toBe(200);
  });

  it('adds every vote fee and subtracts every correct payout', () => {
    expect(prizePoolAfterVotes(PRIZE_POOL_BASE, 5, 2, SETTINGS)).toBe(200 + 50 - 40);
    expect(prizePoolAfterVotes(PRIZE_POOL_BASE, 5, 0, SETTINGS)).toBe(250);
  });

  it('never goes negative with the default settings, even at 20 correct votes', () => {
    expect(prizePoolAfterVotes(PRIZE_POOL_BASE, VOTE_MAX_VOTES, VOTE_MAX_VOTES, SETTINGS)).toBe(0);
  });

  it('uses the settings it is given, not the defaults', () => {
    const custom = { vote_cost: 7, vote_payout_correct: 3 };
    expect(prizePoolAfterVotes(100, 4, 3, custom)).toBe(100 + 28 - 9);
  });

  it('refuses more correct votes than votes, and negative counts', () => {
    expect(() => prizePoolAfterVotes(PRIZE_POOL_BASE, 2, 3, SETTINGS)).toThrow(RangeError);
    expect(() => prizePoolAfterVotes(PRIZE_POOL_BASE, -1, 0, SETTINGS)).toThrow(RangeError);
    expect(() => prizePoolAfterVotes(PRIZE_POOL_BASE, 1, -1, SETTINGS)).toThrow(RangeError);
  });
});
