import { useCallback, useEffect, useRef, useState } from 'react';
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
 * proves the server answers. The hook listens from mount and remembers the failure when the answer
 * arrives, not when React has rendered it: a push landing between the two must not be lost.
 */
export function useStatistics(): StatisticsState & { retry: () => void } {
  const [state, setState] = useState<StatisticsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const failedRef = useRef(false);

  useEffect(() => {
    let current = true;
    failedRef.current = false;
    setState({ status: 'loading' });
    void call('player:statistics').then((result) => {
      if (!current) return;
      failedRef.current = !result.ok;
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

  useEffect(() => {
    const retryIfFailed = () => {
      if (!failedRef.current) return;
      failedRef.current = false;
      retry();
    };
    const unsubscribers = [
      subscribe('dashboard:updated', retryIfFailed),
      subscribe('server:status', ({ status }) => {
        if (status === 'ready') retryIfFailed();
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [retry]);

  return { ...state, retry };
}
