// The summary tiles above the list describe all of the player's past rounds.
import type { PhrasesetSummary, PhrasesetSummaryItem } from '../../../../shared/api';
import type { EarnedTotal } from './earned-total';
import { isSettled } from './status';

export interface TrackingSummary {
  inProgress: number;
  finalized: number;
  totalEarned: EarnedTotal;
}

/** The listed rounds' counts: all the screen has while the server's counts are not in. */
export function countListed(
  items: readonly PhrasesetSummaryItem[],
): Pick<TrackingSummary, 'inProgress' | 'finalized'> {
  return {
    inProgress: items.filter((item) => !isSettled(item.status)).length,
    finalized: items.filter((item) => item.status === 'finalized').length,
  };
}

/**
 * The counts come from the same answer as the header's in-progress counters (the server's
 * summary covers every round, not only the listed 100), so the two always agree; the earnings
 * cover every round too (see earned-total.ts), never only the listed ones.
 */
export function summarizeWithCounts(
  items: readonly PhrasesetSummaryItem[],
  counts: PhrasesetSummary | null,
  totalEarned: EarnedTotal,
): TrackingSummary {
  if (!counts) return { ...countListed(items), totalEarned };
  return {
    inProgress: counts.in_progress.prompts + counts.in_progress.copies,
    finalized: finalizedCount(counts),
    totalEarned,
  };
}

/** Finalized sets the player contributed to, as the dashboard's summary counts them. */
export function finalizedCount(counts: PhrasesetSummary): number {
  return counts.finalized.prompts + counts.finalized.copies;
}
