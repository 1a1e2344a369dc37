// Phrase set details pushed by main while a set is watched (`app:watchPhraseset`), keyed by
// phrase set id, or by prompt round id before the set is formed.
import { create } from 'zustand';
import type { PhrasesetDetails } from '../../../shared/api';

interface PhrasesetsState {
  details: Record<string, PhrasesetDetails>;
  apply: (details: PhrasesetDetails) => void;
  reset: () => void;
}

export function phrasesetKey(details: PhrasesetDetails): string {
  return details.phraseset_id ?? details.prompt_round_id;
}

export const usePhrasesetsStore = create<PhrasesetsState>()((set, get) => ({
  details: {},
  apply: (details) => {
    const next = { ...get().details, [phrasesetKey(details)]: details };
    // The prompt-round key goes stale once the set is formed.
    if (details.phraseset_id) delete next[details.prompt_round_id];
    set({ details: next });
  },
  reset: () => set({ details: {} }),
}));
