// The limits of a phrase. All but the least length are settings (their defaults come from the
// one declaration of the settings); the hint the round screens show is worded from them.
import { GAME_SETTINGS } from './settings/game-settings';

/** The settings (docs/game-rules.md#settings) that phrase validation reads. */
export interface PhraseRules {
  phrase_min_words: number;
  phrase_max_words: number;
  phrase_max_length: number;
  phrase_min_char_per_word: number;
  phrase_max_char_per_word: number;
  significant_word_min_length: number;
}

export const DEFAULT_PHRASE_RULES: Readonly<PhraseRules> = Object.freeze({
  phrase_min_words: GAME_SETTINGS.phrase_min_words.default,
  phrase_max_words: GAME_SETTINGS.phrase_max_words.default,
  phrase_max_length: GAME_SETTINGS.phrase_max_length.default,
  phrase_min_char_per_word: GAME_SETTINGS.phrase_min_char_per_word.default,
  phrase_max_char_per_word: GAME_SETTINGS.phrase_max_char_per_word.default,
  significant_word_min_length: GAME_SETTINGS.significant_word_min_length.default,
});

/**
 * Fixed (docs/game-rules.md#phrase-validation: 4 to phrase_max_length), unlike the other limits.
 */
export const MIN_PHRASE_LENGTH = 4;

/** The hint beside the phrase input. */
export function phraseHint(rules: PhraseRules): string {
  return `${rules.phrase_min_words}-${rules.phrase_max_words} words (${MIN_PHRASE_LENGTH}-${rules.phrase_max_length} characters), A-Z and spaces only`;
}
