import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
  const entries = new Set<string>();
  for (const word of words) addEntry(entries, word);
  return dictionaryOf(entries);
}

function addEntry(entries: Set<string>, word: string): void {
  const entry = word.trim().toLowerCase();
  if (entry !== '') entries.add(entry);
}

function dictionaryOf(entries: Set<string>): Dictionary {
  return { has: (word) => entries.has(word.toLowerCase()), size: entries.size };
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
  const text = readFileSync(path, 'utf8');
  const add = entryAdder(text);
  const entries = new Set<string>();
  for (const line of text.split('\n')) add(entries, line);
  return dictionaryOf(entries);
}

/**
 * How the lines of this text become entries. When every line already is one as `addEntry`
 * would make it (lower case, nothing to trim), as in the shipped list, its 274,000 words go
 * into the set as they are, in a third of the time normalising each one takes (part of a new
 * install's first start).
 */
function entryAdder(text: string): (entries: Set<string>, line: string) => void {
  const normalised = text === text.toLowerCase() && !/[\r \t]/.test(text);
  if (!normalised) return addEntry;
  return (entries, line) => {
    if (line !== '') entries.add(line);
  };
}

let sharedDictionary: Dictionary | undefined;
let loadedWords: Dictionary | undefined;
let backgroundLoad: Promise<void> | undefined;

/**
 * The shipped dictionary (about 274,000 words, a few hundred ms to read). Nothing reads it at
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

/** Words added to the set per event-loop turn: each step stays a few milliseconds. */
const WORDS_PER_STEP = 20_000;

/**
 * Reads the shipped dictionary without holding the event loop: the file asynchronously, the
 * words into the set in steps between which requests are served. Resolves when it is loaded.
 */
export function warmDictionaryInBackground(): Promise<void> {
  backgroundLoad ??= (async () => {
    const text = await readFile(wordListPath(), 'utf8');
    const add = entryAdder(text);
    const lines = text.split('\n');
    const entries = new Set<string>();
    for (let start = 0; start < lines.length && !loadedWords; start += WORDS_PER_STEP) {
      for (const line of lines.slice(start, start + WORDS_PER_STEP)) add(entries, line);
      await new Promise((resolve) => setImmediate(resolve));
    }
    loadedWords ??= dictionaryOf(entries);
  })();
  return backgroundLoad;
}
