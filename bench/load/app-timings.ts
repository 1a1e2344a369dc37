// How fast a simulated player lives. Every duration below is a real-world one, divided by the
// run's time scale: at scale 20 a minute of play happens in 3 s, so a short run goes through
// as many polls, rounds, voting windows and timeouts as a long one would, in proportion. The
// server's timers (round lengths, voting windows) are scaled by the same factor
// (bench/lib/bench-settings.ts), so the game keeps its shape.

/** The desktop app's background polling (docs/product.md#polling, src/main/core/polling). */
export const APP_POLLING_MS = {
  /** GET /player/dashboard together with GET /quests/claimable. */
  dashboard: 60_000,
  /** GET /player/balance. */
  balance: 180_000,
};

/** Delays the app itself adds (docs/product.md#timings-and-limits). */
export const APP_DELAYS_MS = {
  redirectAfterPhrase: 1_500,
  redirectAfterVote: 3_000,
};

/**
 * How long a person takes, on average (assumed: docs/product.md does not say). Each wait is drawn
 * uniformly between half and one and a half times its average so players never move in step.
 */
export const HUMAN_MS = {
  readDashboard: 4_000,
  writePhrase: 12_000,
  pickVote: 4_000,
  readPage: 3_000,
};

/** Chance, per turn, that a player opens a page other than the game loop's. */
export const BROWSING_CHANCES = {
  statistics: 0.03,
  quests: 0.03,
  pastRounds: 0.03,
  /** Opening the tracking page of a prompt or copy just submitted. */
  trackSubmission: 0.25,
  /** Liking or disliking the prompt of a prompt round. */
  promptFeedback: 0.2,
};

/** Relative weights of the round kinds a player starts, among those available. */
export const ROUND_WEIGHTS = { prompt: 1, copy: 3, vote: 6 };

export class TimeScale {
  constructor(readonly factor: number) {
    if (!(factor >= 1)) throw new RangeError('The time scale is a factor of 1 or more');
  }

  /** A real duration, scaled. */
  ms(realMs: number): number {
    return realMs / this.factor;
  }

  /** A scaled wait around an average (see HUMAN_MS). */
  jittered(realMs: number, random: () => number): number {
    return this.ms(realMs) * (0.5 + random());
  }

  /** A server setting in whole seconds, scaled, never below `minimum`. */
  seconds(realSeconds: number, minimum = 1): number {
    return Math.max(minimum, Math.round(realSeconds / this.factor));
  }
}
