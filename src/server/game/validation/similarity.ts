import { normalizePhrase, splitWords } from './normalize';
import { isNearVariant } from './significant-words';

/**
 * How alike two phrases are, from 0 (nothing shared) to 1 (same words), as the average of
 * two complementary measures over the phrases' words, articles dropped (swapping "A" for
 * "THE" changes no meaning, and in a two-word phrase it would otherwise weigh a lot):
 *
 * - Character-bigram Dice coefficient, each word padded with a space so that word starts
 *   and ends count. It sees spelling: a changed letter, an added S or a reordering keeps
 *   most bigrams, while a genuine rewording ("LARGE CRIMSON HOUND" for "BIG RED DOG")
 *   shares almost none.
 * - Word-level Dice coefficient, where two words match when they are the same or
 *   near-variants. It sees whole-word reuse that bigrams under-rate when the words are
 *   short: "BIG RED DOGS" keeps every word of "BIG RED DOG" but only 11 of 13 bigrams.
 *
 * A lazy copy scores high on both, an honest rewording low on both, so their mean
 * separates them better than either alone. Both are symmetric Dice ratios, so the result
 * is symmetric, lies in [0, 1], equals 1 for identical phrases, and is a pure function of
 * its inputs. Cost is linear in the text plus a product of word counts capped by the
 * word limit: no dictionary, model or network involved.
 */
export function phraseSimilarity(a: string, b: string): number {
  const wordsA = contentWords(a);
  const wordsB = contentWords(b);
  return (bigramDice(wordsA, wordsB) + wordDice(wordsA, wordsB)) / 2;
}

const ARTICLES: ReadonlySet<string> = new Set(['A', 'AN', 'THE']);

function contentWords(phrase: string): string[] {
  return splitWords(normalizePhrase(phrase)).filter((word) => !ARTICLES.has(word));
}

/** Dice coefficient of two sizes and their overlap; two empty texts are identical. */
function dice(overlap: number, sizeA: number, sizeB: number): number {
  return sizeA + sizeB === 0 ? 1 : (2 * overlap) / (sizeA + sizeB);
}

/** Multiset of space-padded character bigrams, each keyed by its two UTF-16 codes. */
function bigramCounts(words: readonly string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const word of words) {
    const padded = ` ${word} `;
    for (let i = 0; i + 1 < padded.length; i += 1) {
      const key = padded.charCodeAt(i) * 0x10000 + padded.charCodeAt(i + 1);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function bigramDice(wordsA: readonly string[], wordsB: readonly string[]): number {
  const countsA = bigramCounts(wordsA);
  const countsB = bigramCounts(wordsB);
  let overlap = 0;
  let sizeA = 0;
  let sizeB = 0;
  for (const [key, count] of countsA) {
    sizeA += count;
    overlap += Math.min(count, countsB.get(key) ?? 0);
  }
  for (const count of countsB.values()) sizeB += count;
  return dice(overlap, sizeA, sizeB);
}

function wordDice(wordsA: readonly string[], wordsB: readonly string[]): number {
  // Greedy matching depends on the order it scans in; taking the better direction makes
  // the score symmetric.
  const overlap = Math.max(matchedWords(wordsA, wordsB), matchedWords(wordsB, wordsA));
  return dice(overlap, wordsA.length, wordsB.length);
}

/**
 * Pairs each word of `from` with at most one word of `to`, exact matches first so that
 * a near-variant cannot take a word that has an exact partner elsewhere.
 */
function matchedWords(from: readonly string[], to: readonly string[]): number {
  const taken = new Array<boolean>(to.length).fill(false);
  const unmatched: string[] = [];
  for (const word of from) {
    const index = to.findIndex((other, k) => !taken[k] && other === word);
    if (index >= 0) taken[index] = true;
    else unmatched.push(word);
  }
  let matched = from.length - unmatched.length;
  for (const word of unmatched) {
    const index = to.findIndex((other, k) => !taken[k] && isNearVariant(word, other));
    if (index >= 0) {
      taken[index] = true;
      matched += 1;
    }
  }
  return matched;
}
