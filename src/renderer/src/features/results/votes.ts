// Ordering and bar sizes of a finished set's vote list (the /results detail).
import type { ResultsResponse } from '../../../../shared/api';

export type ResultVote = ResultsResponse['votes'][number];

/**
 * Most votes first. Ties put the original first, then go alphabetically, so the order
 * never depends on how the server happened to list the phrases.
 */
export function sortVotes(votes: readonly ResultVote[]): ResultVote[] {
  return [...votes].sort(
    (a, b) =>
      b.vote_count - a.vote_count ||
      Number(b.is_original) - Number(a.is_original) ||
      a.phrase.localeCompare(b.phrase),
  );
}

/** A phrase's share of all votes as a whole percent, for the width of its bar. */
export function voteShare(voteCount: number, totalVotes: number): number {
  if (totalVotes <= 0) return 0;
  return Math.round((Math.max(0, voteCount) / totalVotes) * 100);
}
