// Valid phrases for simulated players. The server refuses a phrase that reuses a word of the
// prompt, the original or the other copy, and a copier sees neither the prompt nor the other
// copy; so the vocabulary is dictionary words that are no variant of any word of any shipped
// prompt, large enough that two random copies rarely share a word. Each phrase is checked
// with the server's own validators before it is sent.
import { readFileSync } from 'node:fs';
import library from '../../src/server/data/prompts.json';
import {
  createDictionary,
  DEFAULT_PHRASE_RULES,
  extractLetterWords,
  isNearVariant,
  isSignificantWord,
  validateCopyPhrase,
  validatePromptPhrase,
  wordListPath,
  type Dictionary,
} from '../../src/server/game/validation';
import { pick, seededRandom } from '../lib/seeded-random';

const VOCABULARY_SIZE = 3000;
const MAX_TRIES = 20;

export class PhraseWriter {
  private readonly dictionary: Dictionary;

  private constructor(private readonly vocabulary: readonly string[]) {
    this.dictionary = createDictionary(vocabulary);
  }

  /** Builds the vocabulary (a fixed sample of the word list, the same on every run). */
  static create(seed = 20261121): PhraseWriter {
    const random = seededRandom(seed);
    const candidates = readFileSync(wordListPath(), 'utf8')
      .split('\n')
      .filter((word) => /^[a-z]{4,8}$/.test(word))
      .map((word) => word.toUpperCase());
    const promptWords = [
      ...new Set(library.prompts.flatMap((prompt) => extractLetterWords(prompt.text))),
    ].filter((word) => isSignificantWord(word, DEFAULT_PHRASE_RULES.significant_word_min_length));
    const vocabulary = new Set<string>();
    while (vocabulary.size < VOCABULARY_SIZE) {
      const word = pick(random, candidates);
      if (!promptWords.some((promptWord) => isNearVariant(word, promptWord))) vocabulary.add(word);
    }
    return new PhraseWriter([...vocabulary]);
  }

  /** A phrase for a prompt round: two words that the prompt does not use. */
  promptPhrase(random: () => number, promptText: string): string {
    return this.firstValid(
      random,
      (phrase) =>
        validatePromptPhrase(phrase, promptText, DEFAULT_PHRASE_RULES, this.dictionary).ok,
    );
  }

  /** A copy of an original phrase; the prompt and the other copy are unknown to the copier. */
  copyPhrase(random: () => number, originalPhrase: string): string {
    return this.firstValid(
      random,
      (phrase) =>
        validateCopyPhrase(
          phrase,
          { originalPhrase, promptText: '' },
          DEFAULT_PHRASE_RULES,
          this.dictionary,
        ).ok,
    );
  }

  private firstValid(random: () => number, isValid: (phrase: string) => boolean): string {
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const phrase = `${pick(random, this.vocabulary)} ${pick(random, this.vocabulary)}`;
      if (isValid(phrase)) return phrase;
    }
    throw new Error(`No valid phrase in ${MAX_TRIES} tries: the vocabulary is too small`);
  }
}
