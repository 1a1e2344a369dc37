import { useEffect, useState } from 'react';
import type { PhrasesetDetails } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';
import { usePhrasesetsStore } from '../../stores/phrasesets';
import { isSettled } from './status';

export interface DetailTarget {
  /** The id the server accepts: the set's id, or the prompt round's before the set forms. */
  requestId: string;
  /** Stable for the set's whole life, so pushed details are found after the set forms. */
  promptRoundId: string;
}

/**
 * Details of the selected set. They are loaded once; while the set can still change, main
 * polls it (`app:watchPhraseset`) and its pushes land in the phrasesets store, which this
 * reads. Leaving the set (or the screen) stops the watch.
 */
export function usePhrasesetDetail(target: DetailTarget | null) {
  const promptRoundId = target?.promptRoundId ?? null;
  const requestId = target?.requestId ?? null;
  const details = usePhrasesetsStore((state): PhrasesetDetails | undefined =>
    promptRoundId === null
      ? undefined
      : Object.values(state.details).find((entry) => entry.prompt_round_id === promptRoundId),
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (requestId === null) return;
    let current = true;
    let watching = false;
    setError(null);
    void call('phrasesets:details', { id: requestId }).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setError(messageFor(result.error, SCREEN_MESSAGES.loadDetails));
        return;
      }
      usePhrasesetsStore.getState().apply(result.data);
      if (!isSettled(result.data.status)) {
        watching = true;
        void call('app:watchPhraseset', { id: requestId });
      }
    });
    return () => {
      current = false;
      if (watching) void call('app:watchPhraseset', { id: null });
    };
  }, [requestId]);

  return { details, error };
}
