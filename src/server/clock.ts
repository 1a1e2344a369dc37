// Every time the server stores or compares comes from an injected clock (never SQL `now()`),
// so tests can move time to open daily bonuses, expire tokens and close windows on demand.

export interface Clock {
  now(): Date;
  /**
   * Calls `listener` whenever the clock jumps (test clocks only; the system clock flows), so
   * that jobs sleeping until a deadline look again. Returns a function that unsubscribes.
   */
  onChange?(listener: () => void): () => void;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds (negative moves it back). */
  advance(ms: number): void;
  set(date: Date): void;
  onChange(listener: () => void): () => void;
}

/** A clock that stands still until told to move; starts at `start` (default: the real now). */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  const listeners = new Set<() => void>();
  const moved = () => {
    for (const listener of listeners) listener();
  };
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
      moved();
    },
    set: (date) => {
      current = date.getTime();
      moved();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
