import { useCallback, useEffect, useState } from 'react';
import type { StatisticsResponse } from '../../../../shared/api';
import { call, subscribe } from '../../lib/api';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';

export type StatisticsState =
  | { status: 'loading' }
  | { status: 'ready'; data: StatisticsResponse }
  | { status: 'error'; message: string };

/**
 * Loads once per visit; an answer arriving after the player left is ignored
 * (docs/product.md#error-messages). After a failure, Retry loads again, and so does the connection
 * coming back by itself: main's next successful dashboard poll (or the embedded server's restart)
 * proves the server answers.
 */
export function useStatistics(): StatisticsState & { retry: () => void } {
  const [state, setState] = useState<StatisticsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void call('player:statistics').then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'error', message: messageFor(result.error, SCREEN_MESSAGES.statisticsLoad) },
      );
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const unsubscribers = [
      subscribe('dashboard:updated', retry),
      subscribe('server:status', ({ status }) => {
        if (status === 'ready') retry();
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [failed, retry]);

  return { ...state, retry };
}
