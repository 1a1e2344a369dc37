/**
 * Deterministic pseudo-randomness: the same phrase always gets the same backup copy and
 * the same vote, so a retried scheduler job repeats its answer and tests are stable,
 * while different phrases still get varied choices.
 */
import { mulberry32 } from '../../seeded-random';

/** FNV-1a, 32 bits: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded by a text (its FNV-1a hash). */
export function seededRandom(seedText: string): () => number {
  return mulberry32(hashString(seedText));
}

/** A copy of the list in a seeded random order (Fisher-Yates). */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
