import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The English dictionary that phrase words must belong to (spec section 4). */
export interface Dictionary {
  /** Case-insensitive membership test. */
  has(word: string): boolean;
  readonly size: number;
}

/** Builds a dictionary from a list of words; used for the word-list file and by tests. */
export function createDictionary(words: Iterable<string>): Dictionary {
  const entries = new Set<string>();
  for (const word of words) {
    const entry = word.trim().toLowerCase();
    if (entry !== '') entries.add(entry);
  }
  return {
    has: (word) => entries.has(word.toLowerCase()),
    size: entries.size,
  };
}

/**
 * Location of `words.txt` in the installed `word-list` package. The package's "exports"
 * map only exposes its entry point, so `word-list/words.txt` cannot be resolved directly;
 * the entry point sits beside the list. `__filename` exists in the CommonJS Electron main
 * bundle, `import.meta.url` under vitest and other ESM loaders.
 */
export function wordListPath(): string {
  const requireHere = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
  return join(dirname(requireHere.resolve('word-list')), 'words.txt');
}

/** Reads a one-word-a-line file (by default the shipped word list). */
export function loadDictionary(path: string = wordListPath()): Dictionary {
  return createDictionary(readFileSync(path, 'utf8').split('\n'));
}

let sharedDictionary: Dictionary | undefined;

/** The shipped dictionary, read on first use only: the file holds about 274,000 words. */
export function getDictionary(): Dictionary {
  sharedDictionary ??= loadDictionary();
  return sharedDictionary;
}
