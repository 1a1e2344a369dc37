import { describe, expect, it } from 'vitest';
import { COPY_SIMILARITY_LIMIT, phraseSimilarity } from '../../src/server/game/validation';

const pairs: Array<[string, string]> = [
  ['BIG RED DOG', 'BIG RED DOGS'],
  ['BIG RED DOG', 'LARGE CRIMSON HOUND'],
  ['THE BIG RED DOG', 'A BIG RED DOG'],
  ['MOLDY CHEESE', 'STALE BREAD'],
  ['BURNT TOAST', 'BURNED TOAST'],
  ['A', 'A B C D E'],
];

describe('phraseSimilarity', () => {
  it('is 1 for identical phrases, whatever their spacing or case', () => {
    expect(phraseSimilarity('BIG RED DOG', 'BIG RED DOG')).toBe(1);
    expect(phraseSimilarity('  big red   dog', 'BIG RED DOG')).toBe(1);
  });

  it('ignores word order and articles', () => {
    expect(phraseSimilarity('RED BIG DOG', 'BIG RED DOG')).toBe(1);
    expect(phraseSimilarity('A CAT', 'THE CAT')).toBe(1);
  });

  it('is symmetric, deterministic and within [0, 1]', () => {
    for (const [a, b] of pairs) {
      const score = phraseSimilarity(a, b);
      expect(phraseSimilarity(b, a)).toBe(score);
      expect(phraseSimilarity(a, b)).toBe(score);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('is 0 for phrases sharing no bigram and no word', () => {
    expect(phraseSimilarity('BIG DOG', 'SMALL CAT')).toBe(0);
  });

  it('handles empty input', () => {
    expect(phraseSimilarity('', '')).toBe(1);
    expect(phraseSimilarity('', 'BIG DOG')).toBe(0);
  });

  it.each([
    ['BIG RED DOG', 'BIG RED DOGS'],
    ['THE BIG RED DOG', 'A BIG RED DOG'],
    ['MY BIG RED DOG', 'THE BIG RED DOG'],
    ['PICKLE JUICE', 'PICKLED JUICES'],
    ['WET SOCKS', 'WET SOCK'],
    ['HOT TEA CUP', 'HOT TEA CUPS'],
  ])('rates a lazy copy as too similar: %s / %s', (a, b) => {
    expect(phraseSimilarity(a, b)).toBeGreaterThanOrEqual(COPY_SIMILARITY_LIMIT);
  });

  it.each([
    ['BIG RED DOG', 'LARGE CRIMSON HOUND', 0.1],
    ['MOLDY CHEESE', 'STALE BREAD', 0.1],
    ['WET SOCKS', 'DAMP SOCKS', 0.6],
    ['BIG RED DOG', 'BIG RED CAT', 0.7],
    ['BIG RED DOG', 'RED DOG BARKS', 0.7],
    ['BURNT TOAST', 'BURNED TOAST', 0.7],
  ])('rates a different phrase below the limit: %s / %s (< %s)', (a, b, ceiling) => {
    expect(phraseSimilarity(a, b)).toBeLessThan(ceiling);
  });

  it('matches each word at most once', () => {
    expect(phraseSimilarity('DOG DOG DOG', 'DOG CAT')).toBeLessThan(COPY_SIMILARITY_LIMIT);
  });

  it('uses 0.8 as the copy limit', () => {
    expect(COPY_SIMILARITY_LIMIT).toBe(0.8);
  });
});
