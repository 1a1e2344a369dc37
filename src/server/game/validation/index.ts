export {
  createDictionary,
  getDictionary,
  loadDictionary,
  warmDictionaryInBackground,
  wordListPath,
} from './dictionary';
export type { Dictionary } from './dictionary';
export { collapseSpaces, extractLetterWords, normalizePhrase, splitWords } from './normalize';
export { isNearVariant, isSignificantWord, significantWords } from './significant-words';
export { phraseSimilarity } from './similarity';
export { DEFAULT_PHRASE_RULES, type PhraseRules } from '../../../shared/phrase-rules';
export { COPY_SIMILARITY_LIMIT, validateCopyPhrase, validatePromptPhrase } from './validate-phrase';
export type { CopyContext, PhraseValidationError, PhraseValidationResult } from './validate-phrase';
