import type { PartOfSpeech } from './word-data';

/**
 * A little knowledge of English phrase structure, enough to guess how a word is used:
 * WordNet lists BEAR first as a verb, but in "A BEAR ATE THE PICNIC" it is a noun, and a
 * verb synonym ("A HAVE ATE THE PICNIC") would give the copy away.
 */

const DETERMINERS: ReadonlySet<string> = new Set(
  'A AN THE MY YOUR HIS HER OUR THEIR ITS THIS THAT THESE THOSE EVERY NO SOME ONE TWO'.split(' '),
);

/** Words after which an adjective usually follows: "IS EMPTY", "TOO LOUD". */
const BEFORE_ADJECTIVE: ReadonlySet<string> = new Set(
  'IS ARE WAS WERE BE BEEN AM TOO VERY SO'.split(' '),
);

const PREPOSITIONS: ReadonlySet<string> = new Set(
  'OF IN ON AT BY FOR WITH FROM INTO ONTO OVER UNDER ABOUT THROUGH'.split(' '),
);

/**
 * Short words that carry grammar rather than meaning. A copy keeps them: WordNet knows
 * some of them only in odd senses (IN → INCH, AN → ACTINON).
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...BEFORE_ADJECTIVE,
  ...PREPOSITIONS,
  ...'TO AND OR BUT NOT AS I ME WE US YOU HE HIM SHE IT THEY THEM WHO HOW WHY ALL ANY'.split(' '),
  ...'OUT OFF UP NOW DID DO GOT HAS HAD CAN MAY MUCH MANY MORE MOST'.split(' '),
]);

export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}

/**
 * Replacements for the function words that the validator still counts as significant (4+
 * letters and not on its list of common words), so a copy may not keep them. WordNet
 * has no useful synonyms for these.
 */
const FUNCTION_WORD_SWAPS: Readonly<Record<string, readonly string[]>> = {
  MANY: ['NUMEROUS', 'COUNTLESS', 'SEVERAL'],
  UNDER: ['BENEATH', 'BELOW', 'UNDERNEATH'],
  THROUGH: ['DURING', 'ACROSS', 'PAST'],
  ONTO: ['ON', 'UPON'],
  EVERY: ['EACH', 'ALL'],
};

export function functionWordSwaps(word: string): readonly string[] {
  return FUNCTION_WORD_SWAPS[word] ?? [];
}

const NOUN: ReadonlySet<PartOfSpeech> = new Set(['noun']);
const ADJECTIVE: ReadonlySet<PartOfSpeech> = new Set(['adj']);
const MODIFIER: ReadonlySet<PartOfSpeech> = new Set(['adj', 'noun']);

/**
 * A guess at the part of speech of `words[index]` from its neighbours, or null. Answers
 * mostly end in a noun ("COLD PIZZA"); a content word before a noun describes it; after a
 * determiner or preposition comes a noun phrase; after IS or TOO an adjective.
 */
export function likelyPartsOfSpeech(
  words: readonly string[],
  index: number,
): ReadonlySet<PartOfSpeech> | null {
  const previous = words[index - 1];
  const next = words[index + 1];
  const nextIsContent = next !== undefined && !isFunctionWord(next);
  if (previous !== undefined && BEFORE_ADJECTIVE.has(previous)) {
    // "IS CRYING" is as likely a verb form as "IS EMPTY" is an adjective.
    return words[index]?.endsWith('ING') ? null : ADJECTIVE;
  }
  if (previous !== undefined && (DETERMINERS.has(previous) || PREPOSITIONS.has(previous))) {
    return nextIsContent ? MODIFIER : NOUN;
  }
  if (next === undefined) return NOUN;
  return index === words.length - 2 && nextIsContent ? MODIFIER : null;
}
