// Geometry of the detail panel's votes bar (docs/product.md#timings-and-limits): it fills towards
// the 20-vote cap, with markers where the voting window starts (3rd vote) and starts closing (5th).
export const VOTE_BAR_MAX = 20;

export const VOTE_MARKERS = [
  { votes: 3, label: '3 votes: the 10-minute voting window starts' },
  { votes: 5, label: '5 votes: the set closes to new voters after 60 seconds' },
] as const;

/** Position along the bar, in percent, of a vote count (clamped to the bar). */
export function votePosition(votes: number): number {
  return (Math.min(Math.max(votes, 0), VOTE_BAR_MAX) / VOTE_BAR_MAX) * 100;
}
