import { useCallback, useEffect, useState } from 'react';
import type { QuestListResponse } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageFor } from '../../lib/errors';
import { useDashboardStore } from '../../stores/dashboard';
import { useRewardsStore } from '../../stores/rewards';

type QuestsState =
  | { status: 'loading' }
  | { status: 'ready'; data: QuestListResponse }
  | { status: 'error'; message: string };

/** The quest list, reloaded after every claim; it also keeps the header's chest in step. */
export function useQuests() {
  const [state, setState] = useState<QuestsState>({ status: 'loading' });
  const [claimingId, setClaimingId] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await call('quests:list');
    if (result.ok) {
      useRewardsStore.getState().setClaimableCount(result.data.claimable_count);
      setState({ status: 'ready', data: result.data });
    } else {
      setState({ status: 'error', message: messageFor(result.error) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  const claim = useCallback(
    async (questId: string) => {
      setClaimingId(questId);
      const result = await call('quests:claim', { id: questId });
      if (result.ok) {
        await load();
        void useDashboardStore.getState().refresh();
      } else {
        // The spec shows nothing for a failed quest claim; the button simply comes back.
        console.warn('Quest claim failed', result.error);
      }
      setClaimingId(null);
    },
    [load],
  );

  return { state, retry, claim, claimingId };
}
