import { useEffect, useState } from 'react';
import { loadResult, type ResultOutcome } from './load-result';

export type ResultState = { status: 'idle' } | { status: 'loading' } | ResultOutcome;

/** The selected result's detail; a response for an item no longer selected is dropped. */
export function useResult(id: string | null): ResultState {
  const [state, setState] = useState<ResultState>({ status: 'idle' });

  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void loadResult(id).then((outcome) => {
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [id]);

  return state;
}
