import { useEffect, useRef } from 'react';
import { useStatistics } from '../statistics/use-statistics';
import { earnedTotal, statisticsFinalizedCount, type EarnedTotal } from './earned-total';

/**
 * The Total Earned figure (earned-total.ts), loaded with the screen. A failed load is tried
 * again by `retry` and when main's next dashboard poll gets through (useStatistics). When the
 * dashboard counts more finalized sets than the loaded statistics (a set finalized while the
 * screen is open) they are loaded again, once per count: finalized sets only ever add up, and
 * an answer ahead of the dashboard waits for its next poll instead.
 */
export function useEarnedTotal(finalizedCount: number | null): {
  total: EarnedTotal;
  retry: () => void;
} {
  const statistics = useStatistics();
  const { retry } = statistics;
  const covered = statistics.status === 'ready' ? statisticsFinalizedCount(statistics.data) : null;
  const reloadedFor = useRef<number | null>(null);

  useEffect(() => {
    if (covered === null || finalizedCount === null || finalizedCount <= covered) return;
    if (reloadedFor.current === finalizedCount) return;
    reloadedFor.current = finalizedCount;
    retry();
  }, [covered, finalizedCount, retry]);

  return { total: earnedTotal(statistics, finalizedCount), retry };
}
