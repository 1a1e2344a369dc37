import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInSlices, type Steps } from '../../run-in-slices';
import { WordTableBuilder } from './word-table';

/**
 * The English dictionary that phrase words must belong to (docs/game-rules.md#phrase-validation).
 */
export interface Dictionary {
  /** Case-insensitive membership test. */
  has(word: string): boolean;
  readonly size: number;
}

/** Builds a dictionary from a list of words; used for the word-list file and by tests. */
export function createDictionary(words: Iterable<string>): Dictionary {
  return new WordTableBuilder([...words].join('\n')).table();
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

/**
 * Reads a one-word-a-line file (by default the shipped word list). The shipped list is already
 * lower case with nothing to trim, so its text is used as it is.
 */
export function loadDictionary(path: string = wordListPath()): Dictionary {
  return new WordTableBuilder(readFileSync(path, 'utf8')).table();
}

let sharedDictionary: Dictionary | undefined;
let loadedWords: Dictionary | undefined;
let backgroundLoad: Promise<void> | undefined;

/**
 * The shipped dictionary (about 274,000 words, about 40 ms to read). Nothing reads it at
 * start: `warmDictionaryInBackground` reads it in small steps once the server listens, and a
 * phrase checked before that has finished reads it at once, so every check is complete.
 */
export function getDictionary(): Dictionary {
  sharedDictionary ??= {
    has: (word) => shippedWords().has(word),
    get size() {
      return shippedWords().size;
    },
  };
  return sharedDictionary;
}

function shippedWords(): Dictionary {
  loadedWords ??= loadDictionary();
  return loadedWords;
}

/** Words added to the table per step: each step stays a few milliseconds. */
const WORDS_PER_STEP = 50_000;

/**
 * Reads the shipped dictionary without holding the event loop: the file asynchronously, the
 * words into the table in steps run in slices between which requests are served. Resolves
 * when it is loaded.
 */
export function warmDictionaryInBackground(): Promise<void> {
  backgroundLoad ??= (async () => {
    const builder = new WordTableBuilder(await readFile(wordListPath(), 'utf8'));
    await runInSlices(addingWords(builder));
    loadedWords ??= builder.table();
  })();
  return backgroundLoad;
}

/** The words added step by step, until all are in or a phrase check has read the list at once. */
function* addingWords(builder: WordTableBuilder): Steps<void> {
  while (!loadedWords && !builder.addWords(WORDS_PER_STEP)) yield;
}
