// How far the game server's clock is from this machine's, learnt from the `Date` header of its
// answers (docs/product.md#timings-and-limits). Round deadlines are the server's instants: the
// renderer counts them down against this machine's clock plus this offset.

export interface ServerClock {
  /**
   * Learns from one answer: its `Date` header (null or unreadable: nothing is learnt), and when,
   * by this machine's clock, the call was sent and its answer arrived.
   */
  observe(dateHeader: string | null, sentAt: number, receivedAt: number): void;
  /** The server's clock minus this machine's, in ms; 0 until an answer carried a valid Date. */
  offsetMs(): number;
  /** Another server: what was learnt about the previous one no longer applies. */
  reset(): void;
}

/** The `Date` header counts whole seconds (RFC 9110 truncates the fraction). */
const DATE_RESOLUTION_MS = 1_000;

/**
 * Each answer bounds the offset: the server's clock read at least `date` when the answer arrived,
 * and less than `date + 1 s` when the call was sent. The bounds of successive answers are
 * intersected, so the estimate (their middle) gets steadier than one answer's ±0.5 s and does not
 * jitter from one answer to the next; an answer that contradicts them (either clock was set)
 * starts afresh from its own bounds.
 */
export function createServerClock(): ServerClock {
  let bounds: { low: number; high: number } | null = null;

  return {
    observe(dateHeader, sentAt, receivedAt) {
      if (dateHeader === null || receivedAt < sentAt) return;
      const date = Date.parse(dateHeader);
      if (!Number.isFinite(date)) return;
      const low = date - receivedAt;
      const high = date + DATE_RESOLUTION_MS - sentAt;
      if (bounds === null || low > bounds.high || high < bounds.low) bounds = { low, high };
      else bounds = { low: Math.max(low, bounds.low), high: Math.min(high, bounds.high) };
    },
    offsetMs: () => {
      // Answers that agree with this machine's clock (the embedded server shares it) correct
      // nothing: the middle of the bounds would be up to half a second off, and a countdown
      // would start at 5:01 for a five-minute wait.
      if (bounds === null || (bounds.low <= 0 && bounds.high >= 0)) return 0;
      return Math.round((bounds.low + bounds.high) / 2);
    },
    reset() {
      bounds = null;
    },
  };
}
