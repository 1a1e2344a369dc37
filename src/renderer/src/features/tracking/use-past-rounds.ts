import { useCallback, useEffect, useState } from 'react';
import type { PhrasesetDetails, PhrasesetSummaryItem } from '../../../../shared/api';
import { call } from '../../lib/api';
import { SCREEN_MESSAGES, withAction } from '../../lib/errors';
import { listQuery, type TrackingFilters } from './filters';

interface PastRoundsState {
  items: PhrasesetSummaryItem[];
  loading: boolean;
  error: string | null;
}

/**
 * The past rounds matching the filters, loaded once per filter change (never polled), unless
 * `enabled` is false. The watched set's pushed details are folded back in with `sync`, so its
 * row stays current.
 */
export function usePastRounds(filters: TrackingFilters, enabled = true) {
  const [state, setState] = useState<PastRoundsState>({ items: [], loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { role, status } = filters;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    void call('player:phrasesets', listQuery({ role, status })).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { items: result.data.phrasesets, loading: false, error: null }
          : {
              items: [],
              loading: false,
              error: withAction('loadPastRounds', result.error, SCREEN_MESSAGES.loadTracking),
            },
      );
    });
    return () => {
      current = false;
    };
  }, [role, status, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const sync = useCallback((details: PhrasesetDetails) => {
    setState((previous) => ({
      ...previous,
      items: previous.items.map((item) =>
        item.prompt_round_id === details.prompt_round_id
          ? {
              ...item,
              phraseset_id: details.phraseset_id,
              status: details.status,
              vote_count: details.vote_count,
              your_payout: details.your_payout,
              // Opening the details is what the server counts as having seen the activity.
              new_activity_count: 0,
            }
          : item,
      ),
    }));
  }, []);

  return { ...state, retry, sync };
}
