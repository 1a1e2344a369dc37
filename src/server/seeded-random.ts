/**
 * Mulberry32: a small generator of floats in [0, 1) from a 32-bit seed. The one seeded source
 * of the project: the offline backup player's choices, and every replayable run of the tests,
 * the benchmark, the fuzzer and the crash test.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
