// Background polling numbers (docs/product.md#polling), as data. One poller implementation
// (poller.ts) runs all three.

export interface PollPolicy {
  intervalMs: number;
  /** The backed-off interval never exceeds this. */
  maxIntervalMs: number;
  /** Each consecutive error multiplies the interval by this. */
  backoff: number;
  /** Failed attempts allowed after a failure before the poller pauses until resumed. */
  maxRetries: number;
  /** Poll at once when the window regains focus. */
  refreshOnFocus: boolean;
}

export const POLL_POLICIES = {
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
} as const satisfies Record<string, PollPolicy>;

export type PollerName = keyof typeof POLL_POLICIES;

export const FOCUS_RULES = {
  /** The window counts as unfocused once it has been so for this long. */
  unfocusedAfterMs: 5_000,
  /** Unfocused, every interval is doubled and at least this long. */
  unfocusedMultiplier: 2,
  unfocusedMinIntervalMs: 120_000,
  /** Focus refreshes happen at most this often. */
  focusRefreshMinGapMs: 5_000,
} as const;

/** The backoff exponent stops growing after this many consecutive errors. */
export const MAX_BACKOFF_EXPONENT = 5;

/** The wait before the next poll. */
export function pollDelay(
  policy: PollPolicy,
  consecutiveErrors: number,
  unfocused: boolean,
): number {
  const exponent = Math.min(consecutiveErrors, MAX_BACKOFF_EXPONENT);
  const backedOff = Math.min(policy.intervalMs * policy.backoff ** exponent, policy.maxIntervalMs);
  if (!unfocused) return backedOff;
  return Math.max(backedOff * FOCUS_RULES.unfocusedMultiplier, FOCUS_RULES.unfocusedMinIntervalMs);
}
