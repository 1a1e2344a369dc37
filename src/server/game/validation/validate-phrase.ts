import { MIN_PHRASE_LENGTH, type PhraseRules } from '../../../shared/phrase-rules';
import type { Dictionary } from './dictionary';
import { collapseSpaces, extractLetterWords, normalizePhrase, splitWords } from './normalize';
import { isNearVariant, significantWords } from './significant-words';
import { phraseSimilarity } from './similarity';

export type PhraseValidationError = 'invalid_phrase' | 'duplicate_phrase';

export type PhraseValidationResult =
  { ok: true; phrase: string } | { ok: false; error: PhraseValidationError; message: string };

type PhraseRejection = Extract<PhraseValidationResult, { ok: false }>;

/** What a copy is compared with: the copier never sees the prompt, but it still counts. */
export interface CopyContext {
  originalPhrase: string;
  otherCopy?: string | null;
  promptText: string;
}

/**
 * docs/game-rules.md#phrase-validation: a copy this similar to another phrase of its set is
 * refused.
 */
export const COPY_SIMILARITY_LIMIT = 0.8;

/** Single-letter words that are exempt from the word length and dictionary checks. */
const ONE_LETTER_WORDS: ReadonlySet<string> = new Set(['A', 'I']);

/** A text whose significant words a phrase may not reuse, named as in the messages. */
interface ComparedText {
  name: string;
  words: string[];
}

function reject(error: PhraseValidationError, message: string): PhraseRejection {
  return { ok: false, error, message };
}

/** Checks shared by prompt phrases and copies; returns the phrase's words when it passes. */
function checkForm(
  raw: string,
  rules: PhraseRules,
  dictionary: Dictionary,
): PhraseRejection | string[] {
  const text = collapseSpaces(raw);
  if (text.length < MIN_PHRASE_LENGTH) {
    return reject('invalid_phrase', `Phrase must be at least ${MIN_PHRASE_LENGTH} characters.`);
  }
  if (text.length > rules.phrase_max_length) {
    return reject(
      'invalid_phrase',
      `Phrase must be at most ${rules.phrase_max_length} characters.`,
    );
  }
  if (!/^[A-Za-z ]+$/.test(text)) {
    return reject('invalid_phrase', 'Phrase may contain only letters A-Z and spaces.');
  }
  const words = splitWords(text.toUpperCase());
  if (words.length < rules.phrase_min_words) {
    return reject('invalid_phrase', `Phrase must have at least ${rules.phrase_min_words} words.`);
  }
  if (words.length > rules.phrase_max_words) {
    return reject('invalid_phrase', `Phrase must have at most ${rules.phrase_max_words} words.`);
  }
  for (const word of words) {
    const problem = wordProblem(word, rules, dictionary);
    if (problem !== null) return reject('invalid_phrase', problem);
  }
  return words;
}

function wordProblem(word: string, rules: PhraseRules, dictionary: Dictionary): string | null {
  if (ONE_LETTER_WORDS.has(word)) return null;
  if (word.length < rules.phrase_min_char_per_word) {
    return `Word '${word}' is too short (at least ${rules.phrase_min_char_per_word} letters).`;
  }
  if (word.length > rules.phrase_max_char_per_word) {
    return `Word '${word}' is too long (at most ${rules.phrase_max_char_per_word} letters).`;
  }
  return dictionary.has(word) ? null : `Word '${word}' is not in the dictionary`;
}

/**
 * The first significant word of the phrase that repeats within it or reuses (as the same
 * word or a near-variant) a significant word of one of the compared texts.
 */
function reusedWordProblem(
  words: readonly string[],
  compared: readonly ComparedText[],
  rules: PhraseRules,
): string | null {
  const minLength = rules.significant_word_min_length;
  const own = significantWords(words, minLength);
  const repeated = own.find((word, index) => own.indexOf(word) !== index);
  if (repeated !== undefined) return `Word '${repeated}' is used twice.`;
  const others = compared.map(({ name, words: theirs }) => ({
    name,
    words: significantWords(theirs, minLength),
  }));
  for (const word of own) {
    for (const other of others) {
      const match = other.words.find((theirs) => isNearVariant(word, theirs));
      if (match !== undefined) return `Word '${word}' repeats '${match}' from ${other.name}.`;
    }
  }
  return null;
}

/** Validates the phrase a player writes for a prompt (docs/game-rules.md#prompt-rounds,
 * #phrase-validation). */
export function validatePromptPhrase(
  phrase: string,
  promptText: string,
  rules: PhraseRules,
  dictionary: Dictionary,
): PhraseValidationResult {
  const words = checkForm(phrase, rules, dictionary);
  if (!Array.isArray(words)) return words;
  const compared = [{ name: 'the prompt', words: extractLetterWords(promptText) }];
  const problem = reusedWordProblem(words, compared, rules);
  return problem === null
    ? { ok: true, phrase: words.join(' ') }
    : reject('invalid_phrase', problem);
}

/**
 * Validates a copy of an original phrase (docs/game-rules.md#copy-rounds,
 * #phrase-validation). The checks run from the
 * most specific to the most general so the player is told the most useful thing: an
 * identical copy is a duplicate before it is a reuse of words, and a reused word is named
 * before the overall "too similar" verdict.
 */
export function validateCopyPhrase(
  phrase: string,
  context: CopyContext,
  rules: PhraseRules,
  dictionary: Dictionary,
): PhraseValidationResult {
  const words = checkForm(phrase, rules, dictionary);
  if (!Array.isArray(words)) return words;
  const copy = words.join(' ');
  const targets = [{ name: 'the original phrase', text: normalizePhrase(context.originalPhrase) }];
  if (context.otherCopy) {
    targets.push({ name: 'the other copy', text: normalizePhrase(context.otherCopy) });
  }

  const identical = targets.find((target) => target.text === copy);
  if (identical !== undefined) {
    return reject('duplicate_phrase', `Your copy must be different from ${identical.name}.`);
  }
  const compared = [
    ...targets.map(({ name, text }) => ({ name, words: extractLetterWords(text) })),
    { name: 'the prompt', words: extractLetterWords(context.promptText) },
  ];
  const problem = reusedWordProblem(words, compared, rules);
  if (problem !== null) return reject('invalid_phrase', problem);
  const similar = targets.find(
    (target) => phraseSimilarity(copy, target.text) >= COPY_SIMILARITY_LIMIT,
  );
  if (similar !== undefined) {
    return reject('duplicate_phrase', `Your copy is too similar to ${similar.name}.`);
  }
  return { ok: true, phrase: copy };
}
