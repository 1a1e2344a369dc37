import type { Dictionary, PhraseRules } from '../../game/validation';
import type { BackupProvider } from '../provider';
import { writeOfflineCopy } from './copy-writer';
import { siblingCopy } from './sibling-copy';
import { chooseOfflineVote } from './vote-heuristic';
import { wordDataWhenLoaded, type WordData } from './word-data';

export interface OfflineProviderOptions {
  rules: PhraseRules;
  dictionary: Dictionary;
  /**
   * Injected by tests; by default the shipped WordNet data, read on first use in slices of the
   * event loop (about 1.5 s in all), which the first answer waits for.
   */
  wordData?: WordData;
}

/**
 * The built-in backup player: no network, deterministic, always answers validly. A backup
 * answer is copied with another answer of its category, anything else word by word.
 */
export function createOfflineProvider(options: OfflineProviderOptions): BackupProvider {
  const context = async () => ({
    rules: options.rules,
    dictionary: options.dictionary,
    wordData: options.wordData ?? (await wordDataWhenLoaded()),
  });
  return {
    name: 'offline',
    writeCopy: async (input) =>
      siblingCopy(input, options.rules, options.dictionary) ??
      writeOfflineCopy(input, await context()).phrase,
    chooseVote: async (input) => chooseOfflineVote(input, (await context()).wordData),
  };
}
