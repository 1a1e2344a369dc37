/**
 * Significant words and near-variants (docs/game-rules.md#phrase-validation): a phrase may not
 * reuse, even in a slightly altered form, a meaningful word of the text it answers or copies.
 */

/**
 * Frequent function words that are long enough to count as significant but carry no
 * content; reusing them ("WHAT", "WITH") is not copying.
 */
const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'ABOUT ALSO BEEN BEING COULD DOES EACH EVEN FROM HAVE HERE INTO JUST MORE MOST MUCH ' +
    'MUST ONLY OVER SHOULD SOME SUCH THAN THAT THEIR THEM THEN THERE THESE THEY THIS ' +
    'THOSE UPON VERY WERE WHAT WHEN WHERE WHICH WHILE WILL WITH WOULD YOUR'
  ).split(' '),
);

export function isSignificantWord(word: string, minLength: number): boolean {
  return word.length >= minLength && !COMMON_WORDS.has(word);
}

/** The significant words of a list of upper-case words, in their original order. */
export function significantWords(words: readonly string[], minLength: number): string[] {
  return words.filter((word) => isSignificantWord(word, minLength));
}

/** Shorter derived stems ("BE" from "BED") would make unrelated short words collide. */
const MIN_STEM_LENGTH = 3;

/** The word and its possible singulars: STORIES → STORY, BOXES → BOX, HORSES → HORSE. */
function singularForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('IES')) forms.push(`${word.slice(0, -3)}Y`);
  if (word.endsWith('ES')) forms.push(word.slice(0, -2));
  if (word.endsWith('S') && !word.endsWith('SS')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Possible bases of an -ING/-ED/-ER form, covering the usual spelling changes: a dropped
 * final E (BAKING → BAKE), a doubled consonant (STOPPED → STOP) and Y → I (CARRIED → CARRY).
 */
function suffixBases(word: string): string[] {
  const bases: string[] = [];
  for (const suffix of ['ING', 'ED', 'ER']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    bases.push(stem, `${stem}E`);
    if (stem.endsWith('I')) bases.push(`${stem.slice(0, -1)}Y`);
    if (stem.length >= 2 && stem.at(-1) === stem.at(-2)) bases.push(stem.slice(0, -1));
  }
  return bases;
}

/**
 * Every form the word could be an inflection of, itself included. Two words are variants
 * of each other when these sets meet: JUMPED and JUMPING share JUMP even though neither is
 * derived from the other. Candidates that are not real words (HOUS from HOUSES) are
 * harmless because only a real word's inflection can produce the same string again.
 */
function stems(word: string): Set<string> {
  const result = new Set([word]);
  for (const form of singularForms(word)) {
    for (const stem of [form, ...suffixBases(form)]) {
      if (stem.length >= MIN_STEM_LENGTH) result.add(stem);
    }
  }
  return result;
}

/** True when the two different strings differ by one insertion, deletion or substitution. */
function isOneEditApart(a: string, b: string): boolean {
  const [longer, shorter] = a.length >= b.length ? [a, b] : [b, a];
  if (longer.length - shorter.length > 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i += 1;
  const restOfShorter = longer.length === shorter.length ? i + 1 : i;
  return longer.slice(i + 1) === shorter.slice(restOfShorter);
}

/** Below this length a single edit usually makes a different word (CART/CARD, MILE/MILK). */
const MIN_LENGTH_FOR_EDIT = 5;

/**
 * Whether two upper-case words are the same word or a near-variant: a plural or singular,
 * an -ED/-ING/-ER form of the same base, or (for words of 5+ letters) one spelling change.
 */
export function isNearVariant(a: string, b: string): boolean {
  if (a === b) return true;
  const stemsOfA = stems(a);
  for (const stem of stems(b)) if (stemsOfA.has(stem)) return true;
  return Math.min(a.length, b.length) >= MIN_LENGTH_FOR_EDIT && isOneEditApart(a, b);
}
