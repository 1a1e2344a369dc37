// Every time the server stores or compares comes from an injected clock (never SQL `now()`),
// so tests can move time to open daily bonuses, expire tokens and close windows on demand.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds (negative moves it back). */
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that stands still until told to move; starts at `start` (default: the real now). */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
