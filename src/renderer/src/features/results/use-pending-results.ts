import { useCallback, useEffect, useState } from 'react';
import { call } from '../../lib/api';
import { messageFor } from '../../lib/errors';
import { useDashboardStore } from '../../stores/dashboard';

/**
 * Said when the list of results could not be read (the detail has its own,
 * docs/product.md#error-messages).
 */
export const RESULTS_LIST_FAILED = 'Unable to load your results. Please try again.';

export type PendingResultsLoad =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * Reads the pending results afresh on each visit (they are part of the dashboard, so the
 * header's counter follows from the same answer). Until that read has succeeded the screen
 * must not claim there are no results: a failure is an error with Retry, not an empty list.
 */
export function usePendingResults(): PendingResultsLoad & { retry: () => void } {
  const [state, setState] = useState<PendingResultsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void call('player:dashboard').then((result) => {
      if (!current) return;
      if (result.ok) {
        useDashboardStore.getState().apply(result.data);
        setState({ status: 'ready' });
      } else {
        setState({ status: 'error', message: messageFor(result.error, RESULTS_LIST_FAILED) });
      }
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
