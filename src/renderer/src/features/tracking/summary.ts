// The summary tiles above the list describe all of the player's past rounds.
import type { PhrasesetSummaryItem } from '../../../../shared/api';
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
