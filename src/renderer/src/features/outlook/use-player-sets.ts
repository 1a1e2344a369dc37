import { useEffect, useState } from 'react';
import type { PhrasesetListQuery, PhrasesetSummaryItem } from '../../../../shared/api';
import { call } from '../../lib/api';
import { useDashboardStore } from '../../stores/dashboard';

/**
 * The player's phrase sets matching `query`, read again whenever main refreshes the dashboard
 * (it polls, and refreshes after every round and claim), so the list follows the game. Null
 * until the first answer, or when it failed.
 */
export function usePlayerSets(query: PhrasesetListQuery): PhrasesetSummaryItem[] | null {
  const dashboard = useDashboardStore((state) => state.data);
  const [sets, setSets] = useState<PhrasesetSummaryItem[] | null>(null);
  const { role, status, limit } = query;
  useEffect(() => {
    let live = true;
    void call('player:phrasesets', { role, status, limit }).then((result) => {
      if (live && result.ok) setSets(result.data.phrasesets);
    });
    return () => {
      live = false;
    };
  }, [dashboard, role, status, limit]);
  return sets;
}
