// What the Total Earned tile shows: what all of the player's past rounds paid them, not only the
// 100 the list loads.
//
// Taken from the statistics (GET /player/statistics), one call whatever the number of rounds,
// rather than by loading every page of the list (one call per 100 rounds, each reading all the
// player's rounds again to count them). It is exact: `prompt_earnings` and `copy_earnings` sum
// the ledger's prize payouts to the player over the finalized sets they wrote the prompt of or
// copied, which are the very entries each listed round's `your_payout` sums, and a player holds
// at most one place in a set (never a copy of their own prompt, never two copies of one), so no
// payout counts twice. Vote payouts and daily bonuses are not in them, as they are in no listed
// round (the list holds prompt and copy rounds only).
import type { StatisticsResponse } from '../../../../shared/api';
import type { StatisticsState } from '../statistics/use-statistics';

/** Coins, or why there is no number: still loading, or not known (the load failed). */
export type EarnedTotal = number | 'loading' | 'unknown';

/** Finalized sets the statistics' earnings cover. */
export function statisticsFinalizedCount(data: StatisticsResponse): number {
  return data.prompt_stats.total_phrasesets + data.copy_stats.total_phrasesets;
}

/**
 * The total, once it describes the same finalized sets as the Finalized tile beside it
 * (`finalizedCount`, the dashboard's count; null when the dashboard has not answered): while
 * one of the two answers has seen a set finalize that the other has not, the total is still
 * coming, never a number that disagrees with the count.
 */
export function earnedTotal(
  statistics: StatisticsState,
  finalizedCount: number | null,
): EarnedTotal {
  if (statistics.status === 'loading') return 'loading';
  if (statistics.status === 'error') return 'unknown';
  const { data } = statistics;
  if (finalizedCount !== null && statisticsFinalizedCount(data) !== finalizedCount)
    return 'loading';
  return data.earnings.prompt_earnings + data.earnings.copy_earnings;
}
