import {
  isNearVariant,
  isSignificantWord,
  normalizePhrase,
  splitWords,
  validateCopyPhrase,
  type Dictionary,
  type PhraseRules,
} from '../../game/validation';
import type { CopyRequest } from '../provider';
import { GENERIC_MODIFIERS, GENERIC_PHRASES } from './generic-phrases';
import { replacementOptions } from './replacements';
import { seededRandom, seededShuffle } from './seeded-random';
import { functionWordSwaps, isFunctionWord, likelyPartsOfSpeech } from './phrase-grammar';
import type { WordData } from './word-data';

export interface CopyWriterContext {
  wordData: WordData;
  dictionary: Dictionary;
  rules: PhraseRules;
}

/** A written copy and how it was made; the copy-rate report counts the generic ones. */
export interface OfflineCopy {
  phrase: string;
  source: 'substitution' | 'generic';
}

/** Candidates tried before the generic list; each costs one validation. */
const MAX_CANDIDATES = 30;

/** From the third candidate on, the chance that a short content word is replaced too. */
const SHORT_WORD_REPLACE_CHANCE = 0.5;

/** How one word of the original may appear in a copy. */
interface WordChoices {
  original: string;
  /** A significant word must be replaced (the validator refuses it); others may stay. */
  mustReplace: boolean;
  options: string[];
}

/** Replacements for one word, before the checks against the phrases' words. */
function candidateWords(
  words: readonly string[],
  index: number,
  context: CopyWriterContext,
  random: () => number,
): string[] {
  const word = words[index] ?? '';
  if (isFunctionWord(word)) return [...functionWordSwaps(word)];
  const options = replacementOptions(
    word,
    context.wordData,
    context.dictionary,
    likelyPartsOfSpeech(words, index),
  );
  const next = words[index + 1];
  const isModifier = next !== undefined && !isFunctionWord(next);
  return options.length === 0 && isModifier ? seededShuffle(GENERIC_MODIFIERS, random) : options;
}

function wordChoices(
  words: readonly string[],
  forbidden: readonly string[],
  context: CopyWriterContext,
  random: () => number,
): WordChoices[] {
  const { rules } = context;
  const fits = (option: string): boolean =>
    option.length >= rules.phrase_min_char_per_word &&
    option.length <= rules.phrase_max_char_per_word &&
    !forbidden.some((word) => isNearVariant(option, word));
  return words.map((word, index) => ({
    original: word,
    mustReplace: isSignificantWord(word, rules.significant_word_min_length),
    options: candidateWords(words, index, context, random).filter(fits),
  }));
}

/** An index into `length` options biased towards the first (best) ones. */
function biasedIndex(length: number, random: () => number): number {
  return Math.floor(random() * random() * length);
}

/** A or AN as the next word needs, since replacements change the first letter. */
function fixArticles(words: string[]): string[] {
  return words.map((word, index) => {
    const next = words[index + 1];
    if ((word !== 'A' && word !== 'AN') || next === undefined) return word;
    return /^[AEIOU]/.test(next) ? 'AN' : 'A';
  });
}

/**
 * One candidate copy, or null when a word can be neither kept nor replaced. The first
 * uses the best replacement of each significant word; the second also replaces the short
 * content words (needed when the phrase has no significant word: "A FAT CAT"); later ones
 * pick further down the lists and replace short words at random.
 */
function candidate(
  choices: readonly WordChoices[],
  attempt: number,
  random: () => number,
): string | null {
  const words: string[] = [];
  for (const { original, mustReplace, options } of choices) {
    const replace =
      mustReplace || attempt === 1 || (attempt > 1 && random() < SHORT_WORD_REPLACE_CHANCE);
    // A word already in the copy would repeat (THE BEST DAY EVER → THE FINEST DAY DAY).
    const unused = replace ? options.filter((option) => !words.includes(option)) : [];
    const replacement = unused[attempt <= 1 ? 0 : biasedIndex(unused.length, random)];
    if (replacement !== undefined) words.push(replacement);
    else if (mustReplace) return null;
    else words.push(original);
  }
  return fixArticles(words).join(' ');
}

/**
 * Writes a copy of the original phrase the way a player would: same idea, other words.
 * Significant words are swapped for WordNet synonyms or related words, short words kept;
 * candidates are tried in a fixed order seeded by the phrases and the first the copy
 * validator accepts wins. The prompt text is used only by that validator, never to
 * choose words: a copier does not see the prompt.
 */
export function writeOfflineCopy(request: CopyRequest, context: CopyWriterContext): OfflineCopy {
  const isValid = (phrase: string): boolean =>
    validateCopyPhrase(phrase, request, context.rules, context.dictionary).ok;
  const original = splitWords(normalizePhrase(request.originalPhrase));
  const otherCopy = splitWords(normalizePhrase(request.otherCopy ?? ''));
  const forbidden = [...original, ...otherCopy].filter((word) =>
    isSignificantWord(word, context.rules.significant_word_min_length),
  );
  const random = seededRandom(`${original.join(' ')}|${otherCopy.join(' ')}`);
  const choices = wordChoices(original, forbidden, context, random);

  const tried = new Set<string>();
  for (let attempt = 0; attempt < MAX_CANDIDATES; attempt += 1) {
    const phrase = candidate(choices, attempt, random);
    if (phrase === null || tried.has(phrase)) continue;
    tried.add(phrase);
    if (isValid(phrase)) return { phrase, source: 'substitution' };
  }
  const generic = seededShuffle(GENERIC_PHRASES, random).find(isValid);
  if (generic !== undefined) return { phrase: generic, source: 'generic' };
  throw new Error(`No valid backup copy found for '${request.originalPhrase}'.`);
}
