// The summary tiles above the list describe all of the player's past rounds.
import type { PhrasesetSummary, PhrasesetSummaryItem } from '../../../../shared/api';
import { isSettled } from './status';

export interface TrackingSummary {
  inProgress: number;
  finalized: number;
  totalEarned: number;
}

export function summarize(items: readonly PhrasesetSummaryItem[]): TrackingSummary {
  return {
    inProgress: items.filter((item) => !isSettled(item.status)).length,
    finalized: items.filter((item) => item.status === 'finalized').length,
    totalEarned: items.reduce((sum, item) => sum + (item.your_payout ?? 0), 0),
  };
}

/**
 * The counts come from the same answer as the header's in-progress counters (the server's
 * summary covers every round, not only the listed 100), so the two always agree; the earnings
 * are what the listed rounds paid.
 */
export function summarizeWithCounts(
  items: readonly PhrasesetSummaryItem[],
  counts: PhrasesetSummary | null,
): TrackingSummary {
  const listed = summarize(items);
  if (!counts) return listed;
  return {
    ...listed,
    inProgress: counts.in_progress.prompts + counts.in_progress.copies,
    finalized: counts.finalized.prompts + counts.finalized.copies,
  };
}
