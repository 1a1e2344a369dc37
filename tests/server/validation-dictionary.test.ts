import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createDictionary,
  getDictionary,
  loadDictionary,
  wordListPath,
} from '../../src/server/game/validation';

describe('the shipped dictionary', () => {
  it('is found in the installed word-list package', () => {
    const path = wordListPath();
    expect(path).toMatch(/word-list[\\/]words\.txt$/);
    expect(existsSync(path)).toBe(true);
  });

  it('holds common English words, in either case', () => {
    const dictionary = getDictionary();
    for (const word of ['HELLO', 'hello', 'Hello', 'HOUND', 'CRIMSON', 'DOGS', 'RUNNING']) {
      expect(dictionary.has(word)).toBe(true);
    }
  });

  it('lacks non-words', () => {
    const dictionary = getDictionary();
    expect(dictionary.has('XYZZY')).toBe(false);
    expect(dictionary.has('')).toBe(false);
    expect(dictionary.has('HELLO WORLD')).toBe(false);
  });

  it('loads once', () => {
    expect(getDictionary()).toBe(getDictionary());
    expect(getDictionary().size).toBeGreaterThan(200_000);
  });
});

describe('custom dictionaries', () => {
  it('builds from an array, ignoring case, blanks and surrounding spaces', () => {
    const dictionary = createDictionary(['Apple', ' pear ', '', 'PLUM']);
    expect(dictionary.size).toBe(3);
    for (const word of ['APPLE', 'apple', 'PEAR', 'plum']) expect(dictionary.has(word)).toBe(true);
    expect(dictionary.has('FIG')).toBe(false);
  });

  const loadFrom = (text: string) => {
    const folder = mkdtempSync(join(tmpdir(), 'copycat-dictionary-'));
    try {
      writeFileSync(join(folder, 'words.txt'), text);
      return loadDictionary(join(folder, 'words.txt'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };

  it('loads from a given file with either line ending', () => {
    const dictionary = loadFrom('apple\r\npear\nplum\n');
    expect(dictionary.size).toBe(3);
    expect(dictionary.has('PEAR')).toBe(true);
  });

  it('takes a file of lower-case words as it is, blank lines left out', () => {
    const dictionary = loadFrom('apple\npear\n\nplum\n');
    expect(dictionary.size).toBe(3);
    for (const word of ['APPLE', 'pear', 'Plum']) expect(dictionary.has(word)).toBe(true);
    expect(dictionary.has('')).toBe(false);
  });

  it('normalises a file with capitals or spaces word by word', () => {
    const dictionary = loadFrom('Apple\n pear\nPLUM\n');
    expect(dictionary.size).toBe(3);
    for (const word of ['apple', 'PEAR', 'plum']) expect(dictionary.has(word)).toBe(true);
  });

  it('reads the shipped list as it is into the same words as normalising each', () => {
    const lines = readFileSync(wordListPath(), 'utf8').split('\n');
    expect(loadDictionary().size).toBe(createDictionary(lines).size);
  });
});
