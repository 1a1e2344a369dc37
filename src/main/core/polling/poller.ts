// One background poller driven by a PollPolicy: polls, waits, backs off after errors, pauses
// when its retries are used up, and slows down while the window is unfocused.
import type { Timers, TimerHandle } from '../ports';
import { MAX_BACKOFF_EXPONENT, pollDelay, type PollPolicy } from './poll-policies';

/**
 * `done` stops the poller for good (a finalized phrase set will not change again). `settling`
 * is a success whose answer is about to change by itself (a round past its deadline that the
 * server still counts during its grace): the poller asks again soon rather than a full
 * interval later.
 */
export type PollOutcome = 'ok' | 'error' | 'done' | 'settling';

/** How soon a `settling` answer is asked again, and how many times in a row at most. */
export const SETTLE_RETRY_MS = 1_000;
export const MAX_SETTLE_RETRIES = 30;

export interface Poller {
  /** Polls now and then on schedule, with a clean error record. */
  start(): void;
  stop(): void;
  /**
   * Polls now (or right after the poll in flight) and renews the retry budget. Resolves once a
   * poll started after this call has finished (at once when the poller is stopped).
   */
  pollNow(): Promise<void>;
  /** A poller paused after too many failures goes back to its schedule, counted from now. */
  resume(): void;
  /** Recomputes the wait after a focus change, counted from the last poll. */
  reschedule(): void;
  isActive(): boolean;
}

export function createPoller(options: {
  policy: PollPolicy;
  task: () => Promise<PollOutcome>;
  timers: Timers;
  now: () => number;
  isUnfocused: () => boolean;
  /**
   * Out of retries while the window is unfocused (closed to the tray), keep trying at the
   * slowest unfocused interval instead of pausing, until an answer comes (docs/product.md#polling).
   */
  keepTryingUnfocused?: boolean;
}): Poller {
  const { policy, task, timers, now, isUnfocused } = options;
  const slowestUnfocusedMs = pollDelay(policy, MAX_BACKOFF_EXPONENT, true);
  let active = false;
  let paused = false;
  let inFlight = false;
  let pollAgain = false;
  let timer: TimerHandle | undefined;
  let lastPollAt = 0;
  let consecutiveErrors = 0;
  let failuresSinceResume = 0;
  let settleRetries = 0;
  // A quick settle retry is due: a focus change must not push it back to a whole interval.
  let settlePending = false;
  // Callers of pollNow waiting for the next poll to start, and those waiting for the one in flight.
  let waitingForNext: Array<() => void> = [];
  let waitingForCurrent: Array<() => void> = [];
  // Bumped by stop(), so an answer arriving after a stop (or a restart) is ignored.
  let epoch = 0;

  const clearTimer = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    settlePending = false;
  };

  const schedule = (from: number): void => {
    clearTimer();
    const wait = Math.max(0, from + pollDelay(policy, consecutiveErrors, isUnfocused()) - now());
    timer = timers.setTimeout(() => {
      timer = undefined;
      void poll();
    }, wait);
  };

  /** Paused: nothing is scheduled, except the slow retries of an unfocused window. */
  const schedulePaused = (): void => {
    clearTimer();
    if (!options.keepTryingUnfocused || !isUnfocused()) return;
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        void poll();
      },
      Math.max(0, lastPollAt + slowestUnfocusedMs - now()),
    );
  };

  const release = (waiters: Array<() => void>): void => waiters.forEach((resolve) => resolve());

  const poll = async (): Promise<void> => {
    if (!active) return;
    if (inFlight) {
      pollAgain = true;
      return;
    }
    clearTimer();
    inFlight = true;
    waitingForCurrent = waitingForNext;
    waitingForNext = [];
    const startedIn = epoch;
    let outcome: PollOutcome;
    try {
      outcome = await task();
    } catch {
      outcome = 'error';
    }
    if (startedIn !== epoch) return;
    inFlight = false;
    lastPollAt = now();
    release(waitingForCurrent);
    waitingForCurrent = [];

    if (outcome === 'done') {
      active = false;
      return;
    }
    if (outcome === 'settling' && settleRetries < MAX_SETTLE_RETRIES && !pollAgain) {
      settleRetries += 1;
      consecutiveErrors = 0;
      failuresSinceResume = 0;
      clearTimer();
      settlePending = true;
      timer = timers.setTimeout(() => {
        timer = undefined;
        settlePending = false;
        void poll();
      }, SETTLE_RETRY_MS);
      return;
    }
    if (outcome !== 'settling') settleRetries = 0;
    if (outcome === 'ok' || outcome === 'settling') {
      consecutiveErrors = 0;
      failuresSinceResume = 0;
    } else {
      consecutiveErrors += 1;
      failuresSinceResume += 1;
    }
    if (pollAgain) {
      pollAgain = false;
      void poll();
    } else if (failuresSinceResume > policy.maxRetries) {
      paused = true;
      schedulePaused();
    } else {
      paused = false;
      schedule(lastPollAt);
    }
  };

  const stop = (): void => {
    epoch += 1;
    release([...waitingForCurrent, ...waitingForNext]);
    waitingForCurrent = [];
    waitingForNext = [];
    active = false;
    paused = false;
    inFlight = false;
    pollAgain = false;
    clearTimer();
  };

  return {
    start() {
      stop();
      active = true;
      consecutiveErrors = 0;
      failuresSinceResume = 0;
      settleRetries = 0;
      void poll();
    },
    stop,
    pollNow() {
      if (!active) return Promise.resolve();
      const polled = new Promise<void>((resolve) => waitingForNext.push(resolve));
      paused = false;
      failuresSinceResume = 0;
      void poll();
      return polled;
    },
    resume() {
      if (!active || !paused) return;
      paused = false;
      failuresSinceResume = 0;
      schedule(now());
    },
    reschedule() {
      if (!active || inFlight || settlePending) return;
      if (paused) schedulePaused();
      else schedule(lastPollAt);
    },
    isActive: () => active,
  };
}
