import { useEffect, useState } from 'react';
import type { StatisticsResponse } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';

export type StatisticsState =
  | { status: 'loading' }
  | { status: 'ready'; data: StatisticsResponse }
  | { status: 'error'; message: string };

/** Loads once per visit; an answer arriving after the player left is ignored (spec section 8). */
export function useStatistics(): StatisticsState {
  const [state, setState] = useState<StatisticsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
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
  }, []);

  return state;
}
