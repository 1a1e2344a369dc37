// The dictionary's word table (src/server/game/validation/word-table.ts) against a plain Set of
// the same words: the shipped list's every word, and strings near them that are not words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wordListPath } from '../../src/server/game/validation';
import { normaliseWordText, WordTableBuilder } from '../../src/server/game/validation/word-table';

const shippedText = readFileSync(wordListPath(), 'utf8');
const shippedWords = new Set(shippedText.split('\n').filter((line) => line !== ''));

describe('the word table', () => {
  const table = new WordTableBuilder(normaliseWordText(shippedText)).table();

  it('holds every word of the shipped list, each once', () => {
    expect(table.size).toBe(shippedWords.size);
    for (const word of shippedWords) if (!table.has(word)) expect.fail(`${word} not found`);
  });

  it('agrees with a set on strings next to words: one letter more, less or changed', () => {
    let checked = 0;
    let words = 0;
    for (const word of shippedWords) {
      words += 1;
      if (words % 7 !== 0) continue;
      for (const near of [`${word}s`, word.slice(1), `${word.slice(0, -1)}q`, `x${word}`]) {
        expect(table.has(near), near).toBe(shippedWords.has(near));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(table.has('')).toBe(false);
  });

  it('ignores case in lookups, counts a repeated word once and skips blank lines', () => {
    const small = new WordTableBuilder(normaliseWordText('apple\napple\n\npear\n')).table();
    expect(small.size).toBe(2);
    expect(small.has('APPLE')).toBe(true);
    expect(small.has('Pear')).toBe(true);
    expect(small.has('pea')).toBe(false);
  });

  it('fills in steps: not done until every line is in', () => {
    const builder = new WordTableBuilder(normaliseWordText('a\nb\nc'));
    expect(builder.addWords(2)).toBe(false);
    expect(builder.addWords(2)).toBe(true);
    const steps = builder.table();
    expect(['a', 'b', 'c'].every((word) => steps.has(word))).toBe(true);
    expect(steps.size).toBe(3);
  });

  it('normalises a text with capitals, spaces or carriage returns line by line', () => {
    expect(normaliseWordText('Apple\r\n pear \n\nPLUM')).toBe('apple\npear\nplum');
    const asIs = 'apple\npear';
    expect(normaliseWordText(asIs)).toBe(asIs);
  });
});
