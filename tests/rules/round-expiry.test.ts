import { describe, expect, it } from 'vitest';
import {
  acceptsSubmission,
  copyCost,
  earliestAcceptedExpiry,
  expiryRefund,
  isOverdue,
  submissionDeadline,
  toEpochMs,
} from '../../src/server/game/rules/round-expiry';

const GRACE = { grace_period_seconds: 5 };
const EXPIRES = Date.UTC(2025, 0, 1, 12, 3, 0);
const COPY = { copy_cost_normal: 50, copy_cost_discount: 45, copy_discount_threshold: 10 };

describe('toEpochMs', () => {
  it('accepts Date and epoch ms', () => {
    expect(toEpochMs(new Date(EXPIRES))).toBe(EXPIRES);
    expect(toEpochMs(EXPIRES)).toBe(EXPIRES);
  });

  it('refuses invalid times instead of comparing NaN', () => {
    expect(() => toEpochMs(new Date('nope'))).toThrow(RangeError);
    expect(() => toEpochMs(Number.NaN)).toThrow(RangeError);
  });
});

describe('submission deadline', () => {
  it('is expires_at + grace', () => {
    expect(submissionDeadline(EXPIRES, GRACE)).toEqual(new Date(EXPIRES + 5000));
  });

  it.each([
    ['well before expiry', -60_000, true],
    ['at expiry', 0, true],
    ['inside the grace', 4_999, true],
    ['at the end of the grace', 5_000, true],
    ['1 ms after the grace', 5_001, false],
    ['long after', 3_600_000, false],
  ])('%s', (_label, offset, accepted) => {
    const now = new Date(EXPIRES + offset);
    expect(acceptsSubmission(new Date(EXPIRES), now, GRACE)).toBe(accepted);
    expect(isOverdue(new Date(EXPIRES), now, GRACE)).toBe(!accepted);
    // The database's form of the same rule: expires_at at or after the earliest accepted one.
    expect(EXPIRES >= earliestAcceptedExpiry(now, GRACE).getTime()).toBe(accepted);
  });

  it('uses the configured grace', () => {
    expect(acceptsSubmission(EXPIRES, EXPIRES + 1, { grace_period_seconds: 0 })).toBe(false);
    expect(acceptsSubmission(EXPIRES, EXPIRES + 30_000, { grace_period_seconds: 30 })).toBe(true);
    expect(isOverdue(EXPIRES, EXPIRES + 30_001, { grace_period_seconds: 30 })).toBe(true);
  });
});

describe('expiryRefund', () => {
  it.each([
    [100, 5, 95, 5],
    [50, 5, 45, 5],
    [45, 5, 40, 5],
    [5, 5, 0, 5],
    [3, 5, 0, 3],
    [0, 5, 0, 0],
    [100, 0, 100, 0],
  ])('cost %i, penalty %i -> refund %i, kept %i', (cost, penalty, refund, kept) => {
    expect(expiryRefund(cost, { abandoned_penalty: penalty })).toEqual({
      refund,
      penaltyKept: kept,
    });
  });
});

describe('copyCost', () => {
  it.each([0, 1, 10])('charges the normal price with %i prompts waiting', (waiting) => {
    expect(copyCost(waiting, COPY)).toEqual({ cost: 50, discountActive: false, houseSubsidy: 0 });
  });

  it.each([11, 50])('discounts with %i prompts waiting, the house paying the gap', (waiting) => {
    expect(copyCost(waiting, COPY)).toEqual({ cost: 45, discountActive: true, houseSubsidy: 5 });
  });

  it('uses the configured prices and threshold', () => {
    const custom = { copy_cost_normal: 80, copy_cost_discount: 60, copy_discount_threshold: 2 };
    expect(copyCost(2, custom)).toEqual({ cost: 80, discountActive: false, houseSubsidy: 0 });
    expect(copyCost(3, custom)).toEqual({ cost: 60, discountActive: true, houseSubsidy: 20 });
  });
});
