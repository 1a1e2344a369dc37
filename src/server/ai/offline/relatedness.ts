import { baseForms } from './morphology';
import type { WordData } from './word-data';

/** Only a word's main meanings; rare ones relate everything to everything. */
const MAX_SENSES = 4;

/**
 * How strongly a word evokes each word of its neighbourhood: itself; its synonyms; the
 * words of its definitions (BANANA: YELLOW, FRUIT) and of similar or broader meanings
 * (COFFEE: BEVERAGE); and broader meanings further up, the closer the stronger (LION,
 * seven steps up: ANIMAL).
 */
const SELF_WEIGHT = 1;
const SYNONYM_WEIGHT = 0.8;
const GLOSS_WEIGHT = 0.5;
const RELATED_WEIGHT = 0.5;
const BROADER_WEIGHT = 0.5;
const BROADER_STEP_LOSS = 0.05;
const MIN_BROADER_WEIGHT = 0.15;
/** Enough to climb from a species to ANIMAL or PLANT; the hypernym chains are short. */
const MAX_BROADER_STEPS = 9;

/**
 * Two words relate only through a word that one of them is, or is a synonym of. Two
 * definitions that share a word (PRINTER and FAVORITE: BOOK) are mostly coincidence.
 */
const MIN_STRONG_SIDE = SYNONYM_WEIGHT;

export type Neighbourhood = ReadonlyMap<string, number>;

/** Adds the hypernyms of the given synsets, step after step, with decreasing weight. */
function addBroader(
  wordData: WordData,
  start: readonly number[],
  add: (words: readonly string[], weight: number) => void,
): void {
  const seen = new Set(start);
  let frontier = [...start];
  let weight = BROADER_WEIGHT;
  for (let step = 0; step < MAX_BROADER_STEPS && frontier.length > 0; step += 1) {
    const next: number[] = [];
    for (const synset of frontier) {
      for (const broader of wordData.broaderSynsets(synset)) {
        if (seen.has(broader)) continue;
        seen.add(broader);
        add(wordData.synsetWords(broader), weight);
        next.push(broader);
      }
    }
    frontier = next;
    weight = Math.max(MIN_BROADER_WEIGHT, weight - BROADER_STEP_LOSS);
  }
}

/** The words a word evokes, each with its strongest weight. */
export function neighbourhood(wordData: WordData, word: string): Neighbourhood {
  const weights = new Map<string, number>([[word, SELF_WEIGHT]]);
  const add = (words: readonly string[], weight: number): void => {
    for (const near of words) weights.set(near, Math.max(weights.get(near) ?? 0, weight));
  };
  for (const { base } of baseForms(word)) {
    const senses = wordData
      .senses(base)
      .filter((sense) => !sense.proper)
      .slice(0, MAX_SENSES)
      .map((sense) => sense.synset);
    if (senses.length === 0) continue;
    add([base], SELF_WEIGHT);
    for (const synset of senses) {
      add(wordData.synsetWords(synset), SYNONYM_WEIGHT);
      add(wordData.glossWords(synset), GLOSS_WEIGHT);
      for (const related of wordData.relatedSynsets(synset)) {
        add(wordData.synsetWords(related), RELATED_WEIGHT);
      }
    }
    addBroader(wordData, senses, add);
  }
  return weights;
}

/**
 * How related two words are, from 0 to 1: the best product of weights over a word both
 * evoke, one of them strongly. FRUIT and BANANA: FRUIT is FRUIT itself (1) and is in
 * BANANA's definition (0.5).
 */
export function wordRelatedness(a: Neighbourhood, b: Neighbourhood): number {
  const [smaller, larger] = a.size <= b.size ? [a, b] : [b, a];
  let best = 0;
  for (const [word, weight] of smaller) {
    const other = larger.get(word);
    if (other !== undefined && Math.max(weight, other) >= MIN_STRONG_SIDE) {
      best = Math.max(best, weight * other);
    }
  }
  return best;
}
