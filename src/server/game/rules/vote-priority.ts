// Which phrase set a voter gets (docs/game-rules.md#vote-priority): sets closest to
// finalizing first, so results arrive quickly; brand-new sets at random, so no single set
// collects all early votes.
import { type Instant, toEpochMs } from './round-expiry';

export interface VoteCandidate {
  id: string;
  voteCount: number;
  thirdVoteAt: Instant | null;
  fifthVoteAt: Instant | null;
}

export interface VotePrioritySettings {
  vote_minimum_threshold: number;
  vote_closing_threshold: number;
}

/** Oldest first; a missing timestamp (inconsistent row) sorts last; ties by id, for stability. */
function byOldest(timeOf: (c: VoteCandidate) => Instant | null) {
  return (a: VoteCandidate, b: VoteCandidate): number => {
    const ta = timeOf(a);
    const tb = timeOf(b);
    const ma = ta === null ? Number.POSITIVE_INFINITY : toEpochMs(ta);
    const mb = tb === null ? Number.POSITIVE_INFINITY : toEpochMs(tb);
    if (ma !== mb) return ma < mb ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** Fisher-Yates with the injected random(); a random() of 1 (outside [0, 1)) is clamped. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Candidates in the order they should be offered. Returns a new array; the input is untouched.
 * `random` must return numbers in [0, 1), like Math.random (inject a seeded one in tests).
 */
export function orderVoteCandidates<T extends VoteCandidate>(
  candidates: readonly T[],
  random: () => number,
  settings: VotePrioritySettings,
): T[] {
  const closing = candidates.filter((c) => c.voteCount >= settings.vote_closing_threshold);
  const minimumReached = candidates.filter(
    (c) =>
      c.voteCount >= settings.vote_minimum_threshold &&
      c.voteCount < settings.vote_closing_threshold,
  );
  const fresh = candidates.filter((c) => c.voteCount < settings.vote_minimum_threshold);
  return [
    ...closing.sort(byOldest((c) => c.fifthVoteAt)),
    ...minimumReached.sort(byOldest((c) => c.thirdVoteAt)),
    ...shuffle(fresh, random),
  ];
}
