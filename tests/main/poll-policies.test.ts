import { describe, expect, it } from 'vitest';
import {
  FOCUS_RULES,
  MAX_BACKOFF_EXPONENT,
  POLL_POLICIES,
  pollDelay,
} from '../../src/main/core/polling/poll-policies';

describe('poll policies (docs/product.md#polling)', () => {
  it('holds the spec numbers as data', () => {
    expect(POLL_POLICIES).toEqual({
      dashboard: {
        intervalMs: 60_000,
        maxIntervalMs: 300_000,
        backoff: 1.5,
        maxRetries: 3,
        refreshOnFocus: true,
      },
      phraseset: {
        intervalMs: 60_000,
        maxIntervalMs: 300_000,
        backoff: 2,
        maxRetries: 3,
        refreshOnFocus: false,
      },
      balance: {
        intervalMs: 180_000,
        maxIntervalMs: 600_000,
        backoff: 1.5,
        maxRetries: 2,
        refreshOnFocus: false,
      },
    });
    expect(FOCUS_RULES).toEqual({
      unfocusedAfterMs: 5_000,
      unfocusedMultiplier: 2,
      unfocusedMinIntervalMs: 120_000,
      focusRefreshMinGapMs: 5_000,
    });
    expect(MAX_BACKOFF_EXPONENT).toBe(5);
  });

  it.each([
    ['dashboard', [60_000, 90_000, 135_000, 202_500, 300_000, 300_000]],
    ['phraseset', [60_000, 120_000, 240_000, 300_000, 300_000, 300_000]],
    ['balance', [180_000, 270_000, 405_000, 600_000, 600_000, 600_000]],
  ] as const)('%s backs off by its factor up to its maximum', (name, expected) => {
    const delays = expected.map((_, errors) => pollDelay(POLL_POLICIES[name], errors, false));
    expect(delays).toEqual(expected);
  });

  it.each([
    ['dashboard', 0, 120_000],
    ['dashboard', 2, 270_000],
    ['phraseset', 0, 120_000],
    ['balance', 0, 360_000],
    ['balance', 3, 1_200_000],
  ] as const)(
    'unfocused, %s after %i errors waits %i ms (double, at least 120 s)',
    (name, errors, expected) => {
      expect(pollDelay(POLL_POLICIES[name], errors, true)).toBe(expected);
    },
  );

  it('stops growing the backoff exponent after 5 errors', () => {
    const uncapped = {
      intervalMs: 1_000,
      maxIntervalMs: Number.MAX_SAFE_INTEGER,
      backoff: 2,
      maxRetries: 99,
      refreshOnFocus: false,
    };
    expect(pollDelay(uncapped, 5, false)).toBe(32_000);
    expect(pollDelay(uncapped, 6, false)).toBe(32_000);
    expect(pollDelay(uncapped, 40, false)).toBe(32_000);
  });
});
