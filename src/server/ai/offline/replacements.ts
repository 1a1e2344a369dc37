import { isNearVariant, type Dictionary } from '../../game/validation';
import { baseForms, inflectedForm, type Inflection } from './morphology';
import type { PartOfSpeech, Sense, WordData } from './word-data';

/**
 * Rare senses give odd replacements (DOG → FRUMP); the first few senses carry the
 * meanings a player most likely meant.
 */
const MAX_SENSES = 5;

/**
 * How close a replacement is: a synonym; a similar or broader meaning; a sibling (another
 * kind of the same broader thing: DENTIST → SURGEON); a meaning one more step away.
 */
const SYNONYM_WEIGHT = 1;
const RELATED_WEIGHT = 0.7;
const SIBLING_WEIGHT = 0.35;
const SECOND_STEP_FACTOR = 0.55;
/**
 * A related meaning with no usable word (only collocations: DUCK → "anseriform bird")
 * is looked through, so its own neighbours (BIRD, WATERFOWL) count almost as related.
 */
const THROUGH_EMPTY_FACTOR = 0.85;
/** How far the search goes through such empty meanings. */
const MAX_STEPS = 3;
/** Siblings under a very broad meaning (PERSON has hundreds of kinds) are unrelated. */
const MAX_SIBLINGS = 60;

/** Senses in a part of speech the word probably is not used as, and names, count less. */
const UNLIKELY_PART_OF_SPEECH_WEIGHT = 0.6;
const PROPER_SENSE_WEIGHT = 0.3;

/** A replacement that cannot take the original's ending ("MY PHONE GO") reads badly. */
const UNINFLECTED_WEIGHT = 0.5;

/**
 * Words never met in WordNet's tagged texts are mostly rare (ALGID for COLD) and lose half
 * their weight; among the others, frequent ones gain a little, up to this familiarity.
 */
const RARE_WORD_WEIGHT = 0.5;
const COMMON_FAMILIARITY = 10;

/**
 * Parts of speech a base form can have when the word carries this inflection: a plural
 * (or third person) is a noun or verb, -ED/-ING forms of a verb, -ER/-EST of an adjective
 * or adverb. Without this, MOTHER would be read as MOTH + -ER.
 */
function partsOfSpeechOfForm(inflection: Inflection): ReadonlySet<PartOfSpeech> | null {
  switch (inflection) {
    case 'plural':
      return new Set(['noun', 'verb']);
    case 'ing':
    case 'ed':
      return new Set(['verb']);
    case 'er':
    case 'est':
      return new Set(['adj', 'adv']);
    case 'none':
      return null;
  }
}

/** Weight of a replacement word by how common it is: ICY before ALGID. */
function familiarityWeight(wordData: WordData, word: string): number {
  const familiarity = wordData.familiarity(word);
  if (familiarity === 0) return RARE_WORD_WEIGHT;
  return 0.8 + 0.2 * Math.min(1, Math.log(1 + familiarity) / Math.log(1 + COMMON_FAMILIARITY));
}

/** The senses to draw replacements from, likely parts of speech first, with their weights. */
function weightedSenses(
  senses: readonly Sense[],
  likely: ReadonlySet<PartOfSpeech> | null,
): { sense: Sense; weight: number }[] {
  const isLikely = (sense: Sense): boolean => likely === null || likely.has(sense.partOfSpeech);
  const ordered = [...senses.filter(isLikely), ...senses.filter((sense) => !isLikely(sense))];
  return ordered.slice(0, MAX_SENSES).map((sense, rank) => ({
    sense,
    weight:
      (1 / (1 + rank)) *
      (isLikely(sense) ? 1 : UNLIKELY_PART_OF_SPEECH_WEIGHT) *
      (sense.proper ? PROPER_SENSE_WEIGHT : 1),
  }));
}

/** Words close in meaning to a base form, each with its best closeness weight. */
function relatedWords(
  wordData: WordData,
  senses: readonly Sense[],
  likely: ReadonlySet<PartOfSpeech> | null,
): Map<string, number> {
  const closeness = new Map<string, number>();
  /** Adds the synset's words; false when it has none. */
  const add = (synset: number, weight: number): boolean => {
    const words = wordData.synsetWords(synset);
    for (const word of words) closeness.set(word, Math.max(closeness.get(word) ?? 0, weight));
    return words.length > 0;
  };
  /** Goes one step further from the first related meanings, and on through empty ones. */
  const visit = (synset: number, weight: number, step: number): void => {
    const hasWords = add(synset, weight);
    if (step >= MAX_STEPS || (hasWords && step > 1)) return;
    const factor = hasWords ? SECOND_STEP_FACTOR : THROUGH_EMPTY_FACTOR;
    for (const further of wordData.relatedSynsets(synset))
      visit(further, weight * factor, step + 1);
  };
  for (const { sense, weight } of weightedSenses(senses, likely)) {
    add(sense.synset, weight * SYNONYM_WEIGHT);
    for (const related of wordData.relatedSynsets(sense.synset)) {
      visit(related, weight * RELATED_WEIGHT, 1);
      const siblings = wordData.narrowerSynsets(related);
      if (siblings.length <= MAX_SIBLINGS) {
        for (const sibling of siblings) add(sibling, weight * SIBLING_WEIGHT);
      }
    }
  }
  return closeness;
}

/** The replacement in the original word's inflection, or null when the dictionary lacks it. */
function reinflect(word: string, inflection: Inflection, dictionary: Dictionary): string | null {
  const form = inflectedForm(word, inflection);
  return dictionary.has(form) ? form : null;
}

/** Words that look like the original (PARK → PARKLAND) give the copy away; try them last. */
function looksAlike(a: string, b: string): boolean {
  return a.includes(b) || b.includes(a);
}

/**
 * Replacement words for one phrase word, best first and without duplicates: words close in
 * meaning to each base form WordNet knows, common words first, put back into the word's
 * inflection. `likely` is the caller's guess of the word's part of speech from its place
 * in the phrase; the word's own ending narrows the base's senses further. The original
 * word and its near-variants are left out.
 */
export function replacementOptions(
  word: string,
  wordData: WordData,
  dictionary: Dictionary,
  likely: ReadonlySet<PartOfSpeech> | null,
): string[] {
  const scores = new Map<string, number>();
  for (const { base, inflection } of baseForms(word)) {
    const possible = partsOfSpeechOfForm(inflection);
    const senses = wordData
      .senses(base)
      .filter((sense) => possible === null || possible.has(sense.partOfSpeech));
    for (const [related, closeness] of relatedWords(wordData, senses, likely)) {
      if (isNearVariant(related, base)) continue;
      const inflected = reinflect(related, inflection, dictionary);
      const replacement = inflected ?? related;
      if (isNearVariant(replacement, word)) continue;
      const score =
        closeness *
        familiarityWeight(wordData, related) *
        (inflected === null ? UNINFLECTED_WEIGHT : 1);
      scores.set(replacement, Math.max(scores.get(replacement) ?? 0, score));
    }
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([option]) => option);
  return [
    ...ranked.filter((option) => !looksAlike(option, word)),
    ...ranked.filter((option) => looksAlike(option, word)),
  ];
}
