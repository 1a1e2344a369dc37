/**
 * Deterministic pseudo-randomness: the same phrase always gets the same backup copy and
 * the same vote, so a retried scheduler job repeats its answer and tests are stable,
 * while different phrases still get varied choices.
 */

/** FNV-1a, 32 bits: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small generator of floats in [0, 1) from a 32-bit seed. */
export function seededRandom(seedText: string): () => number {
  let state = hashString(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
