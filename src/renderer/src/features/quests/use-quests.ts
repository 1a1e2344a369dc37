import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestListResponse } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageFor } from '../../lib/errors';
import { formatCoins } from '../../lib/format';
import { usePlayerStore } from '../../stores/player';
import { useRewardsStore } from '../../stores/rewards';

type QuestsState =
  | { status: 'loading' }
  | { status: 'ready'; data: QuestListResponse }
  | { status: 'error'; message: string };

/**
 * The quest list, reloaded after every claim; it also keeps the header's chest in step. A
 * successful claim leaves a message naming the reward until dismissed.
 */
export function useQuests() {
  const [state, setState] = useState<QuestsState>({ status: 'loading' });
  // Every claim in flight, so that no quest's claim can be sent twice while another is sent.
  // The ref is the guard (it changes at once); the state redraws the buttons.
  const inFlight = useRef(new Set<string>());
  const [claimingIds, setClaimingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [claimedMessage, setClaimedMessage] = useState<string | null>(null);

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
      if (inFlight.current.has(questId)) return;
      inFlight.current.add(questId);
      setClaimingIds(new Set(inFlight.current));
      const result = await call('quests:claim', { id: questId });
      if (result.ok) {
        // The message and the header change together, both from the claim's answer (main has
        // pushed the matching dashboard before answering).
        usePlayerStore.getState().setBalance(result.data.new_balance);
        setClaimedMessage(
          `Quest reward claimed: +${formatCoins(result.data.reward_amount)} added to your balance.`,
        );
        await load();
      } else {
        // A failed claim shows nothing (docs/product.md#error-messages); the button comes back.
        console.warn('Quest claim failed', result.error);
      }
      inFlight.current.delete(questId);
      setClaimingIds(new Set(inFlight.current));
    },
    [load],
  );

  const dismissClaimed = useCallback(() => setClaimedMessage(null), []);

  /** Picks up progress made elsewhere (a daily bonus claim) without showing the spinner. */
  const reload = useCallback(() => void load(), [load]);

  return { state, retry, reload, claim, claimingIds, claimedMessage, dismissClaimed };
}
