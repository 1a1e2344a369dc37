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
export {
  COPY_SIMILARITY_LIMIT,
  DEFAULT_PHRASE_RULES,
  validateCopyPhrase,
  validatePromptPhrase,
} from './validate-phrase';
export type {
  CopyContext,
  PhraseRules,
  PhraseValidationError,
  PhraseValidationResult,
} from './validate-phrase';
