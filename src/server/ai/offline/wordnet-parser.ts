import type { Dictionary } from '../../game/validation';
import { runAtOnce, type Steps } from '../../run-in-slices';
import { IntLists } from './int-lists';
import { baseForms } from './morphology';
import type { PartOfSpeech, Sense } from './word-data';

/**
 * Parsing of the WordNet 3.1 database files (format: wndb(5WN)) into compact lists. Only
 * what the offline backup player uses is kept: single-word lemmas that the game's
 * dictionary accepts, similar-to and hypernym pointers, sense order and gloss words.
 */

/** The four WordNet parts of speech, each with a data.* and an index.* file. */
const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** Every file a parse reads. */
export const WORDNET_FILE_NAMES: readonly string[] = PARTS_OF_SPEECH.flatMap((pos) => [
  `data.${pos}`,
  `index.${pos}`,
]);

/** Pointer part-of-speech letters; 's' (adjective satellite) lives in the adjective file. */
const POINTER_FILE: Readonly<Record<string, number>> = { n: 0, v: 1, a: 2, s: 2, r: 3 };

/** Pointers kept: similar-to links adjectives; hypernyms (also of instances) link the rest. */
const SIMILAR_TO = '&';
const HYPERNYMS: ReadonlySet<string> = new Set(['@', '@i']);

/**
 * A gloss word found in more definitions than this says nothing about a particular
 * meaning (USED, PERSON, SOMETHING): about 1% of the synsets.
 */
const MAX_GLOSS_WORD_FREQUENCY = 1200;

/** Same limits as phrase words; keeping only these keeps the loaded data small. */
const MIN_WORD_LENGTH = 2;
const MAX_WORD_LENGTH = 15;

/** Lines or items each parsing step handles: a few milliseconds of work at most. */
const ITEMS_PER_STEP = 200;

/**
 * A WordNet lemma as a phrase word, or null when it cannot be one: collocations
 * (`ice_cream`), hyphens, digits, names (capitalised), and words outside the game's
 * dictionary. Adjective lemmas may carry a syntactic marker such as `(a)`.
 */
function phraseWord(lemma: string, dictionary: Dictionary): string | null {
  const word = lemma.replace(/\([a-z]+\)$/, '');
  if (word.length < MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH) return null;
  if (!/^[a-z]+$/.test(word) || !dictionary.has(word)) return null;
  return word.toUpperCase();
}

/** A sense packed in one number: synset id, part-of-speech index (2 bits), proper (1 bit). */
function packSense(synset: number, file: number, proper: boolean): number {
  return synset * 8 + file * 2 + (proper ? 1 : 0);
}

export function unpackSense(code: number): Sense {
  return {
    synset: Math.floor(code / 8),
    partOfSpeech: PARTS_OF_SPEECH[Math.floor(code / 2) % 4] ?? 'noun',
    proper: code % 2 === 1,
  };
}

/** What the index files say about one word. */
export interface WordEntry {
  senses: number[];
  familiarity: number;
}

/** Builder state shared by the parsing steps of one load. */
interface Loading {
  dictionary: Dictionary;
  words: string[];
  wordIds: Map<string, number>;
  synsetWordIds: number[][];
  /**
   * Raw pointers as flattened [isHypernym, file, offset] triples, resolved once every file
   * is read.
   */
  rawPointers: number[][];
  /** Definition text of each synset, turned into words once every lemma is known. */
  glossTexts: string[];
  /** Per part-of-speech file: byte offset of a synset → its id. */
  idsByOffset: Map<number, number>[];
}

function wordId(loading: Loading, word: string): number {
  let id = loading.wordIds.get(word);
  if (id === undefined) {
    id = loading.words.length;
    loading.words.push(word);
    loading.wordIds.set(word, id);
  }
  return id;
}

/** A file's lines one at a time, so that no step splits a whole file (the noun file is 15 MB). */
function* linesOf(text: string): Generator<string, void, void> {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if (end < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, end);
    start = end + 1;
  }
}

/**
 * One data.* line: `offset lex_filenum ss_type w_cnt(hex) {word lex_id} p_cnt
 * {symbol offset pos source/target} [frames] | gloss`. Lines starting with spaces are
 * the licence header.
 */
function* readDataFile(loading: Loading, file: number, text: string): Steps<void> {
  let handled = 0;
  for (const line of linesOf(text)) {
    if (++handled % ITEMS_PER_STEP === 0) yield;
    if (line === '' || line.startsWith(' ')) continue;
    const bar = line.indexOf(' | ');
    const fields = (bar < 0 ? line : line.slice(0, bar)).split(' ');
    loading.glossTexts.push(bar < 0 ? '' : line.slice(bar + 3));
    loading.idsByOffset[file]?.set(Number(fields[0]), loading.synsetWordIds.length);
    const wordCount = parseInt(fields[3] ?? '0', 16);
    const ids: number[] = [];
    for (let k = 0; k < wordCount; k += 1) {
      const word = phraseWord(fields[4 + 2 * k] ?? '', loading.dictionary);
      const id = word === null ? undefined : wordId(loading, word);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
    }
    const pointerStart = 4 + 2 * wordCount;
    const pointerCount = Number(fields[pointerStart]);
    const pointers: number[] = [];
    for (let k = 0; k < pointerCount; k += 1) {
      const at = pointerStart + 1 + 4 * k;
      const symbol = fields[at] ?? '';
      const targetFile = POINTER_FILE[fields[at + 2] ?? ''];
      const isHypernym = HYPERNYMS.has(symbol);
      if ((isHypernym || symbol === SIMILAR_TO) && targetFile !== undefined) {
        pointers.push(isHypernym ? 1 : 0, targetFile, Number(fields[at + 1]));
      }
    }
    loading.synsetWordIds.push(ids);
    loading.rawPointers.push(pointers);
  }
}

interface ResolvedPointers {
  similar: number[][];
  broader: number[][];
  narrower: number[][];
}

/** The pointer targets as synset ids, and their inverse for hypernyms. */
function* resolvePointers(loading: Loading): Steps<ResolvedPointers> {
  const resolved: ResolvedPointers = {
    similar: [],
    broader: [],
    narrower: loading.rawPointers.map(() => []),
  };
  for (const [source, triples] of loading.rawPointers.entries()) {
    if (source % ITEMS_PER_STEP === 0) yield;
    const similar: number[] = [];
    const broader: number[] = [];
    for (let k = 0; k + 2 < triples.length; k += 3) {
      const target = loading.idsByOffset[triples[k + 1] ?? -1]?.get(triples[k + 2] ?? -1);
      if (target === undefined) continue;
      const list = triples[k] === 1 ? broader : similar;
      if (list.includes(target)) continue;
      list.push(target);
      if (list === broader) resolved.narrower[target]?.push(source);
    }
    resolved.similar.push(similar);
    resolved.broader.push(broader);
  }
  return resolved;
}

/** A gloss token as a known word: itself or its first base form that is a WordNet lemma. */
function glossWordId(loading: Loading, token: string): number | undefined {
  for (const { base } of baseForms(token.toUpperCase())) {
    const id = loading.wordIds.get(base);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Each synset's distinctive gloss words (see MAX_GLOSS_WORD_FREQUENCY). */
function* glossWordIds(loading: Loading): Steps<number[][]> {
  // Glosses hold about 1.5 million tokens but only some 60,000 distinct ones.
  const idOfToken = new Map<string, number | undefined>();
  const frequency = new Map<number, number>();
  const perSynset: number[][] = [];
  for (const [synset, gloss] of loading.glossTexts.entries()) {
    if (synset % ITEMS_PER_STEP === 0) yield;
    const ids = new Set<number>();
    for (const token of gloss.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      if (!idOfToken.has(token)) idOfToken.set(token, glossWordId(loading, token));
      const id = idOfToken.get(token);
      if (id !== undefined) ids.add(id);
    }
    for (const id of ids) frequency.set(id, (frequency.get(id) ?? 0) + 1);
    perSynset.push([...ids]);
  }
  const distinctive: number[][] = [];
  for (const [synset, ids] of perSynset.entries()) {
    if (synset % ITEMS_PER_STEP === 0) yield;
    distinctive.push(ids.filter((id) => (frequency.get(id) ?? 0) <= MAX_GLOSS_WORD_FREQUENCY));
  }
  return distinctive;
}

/** A word's senses in one part of speech, and how many of them occur in tagged texts. */
interface SenseRanking {
  senses: number[];
  taggedCount: number;
}

/**
 * One index.* line: `lemma pos synset_cnt p_cnt {ptr_symbol} sense_cnt tagsense_cnt
 * {synset_offset}`, the offsets ordered by how often each sense occurs in tagged texts.
 * A sense is proper when its synset does not list the lower-case word (only a name).
 */
function* readIndexFile(
  loading: Loading,
  file: number,
  text: string,
  rankings: Map<string, SenseRanking[]>,
): Steps<void> {
  let handled = 0;
  for (const line of linesOf(text)) {
    if (++handled % ITEMS_PER_STEP === 0) yield;
    if (line === '' || line.startsWith(' ')) continue;
    // Most lemmas are collocations or missing from the dictionary: skip before splitting.
    const word = phraseWord(line.slice(0, line.indexOf(' ')), loading.dictionary);
    if (word === null) continue;
    const fields = line.split(' ');
    const id = loading.wordIds.get(word);
    const synsetCount = Number(fields[2]);
    const pointerKinds = Number(fields[3]);
    const taggedCount = Number(fields[5 + pointerKinds]);
    const firstOffset = 6 + pointerKinds;
    const senses: number[] = [];
    for (let k = 0; k < synsetCount; k += 1) {
      const synset = loading.idsByOffset[file]?.get(Number(fields[firstOffset + k]));
      if (synset === undefined) continue;
      const proper = id === undefined || !loading.synsetWordIds[synset]?.includes(id);
      senses.push(packSense(synset, file, proper));
    }
    const list = rankings.get(word) ?? [];
    list.push({ senses, taggedCount });
    rankings.set(word, list);
  }
}

/**
 * Merges a word's per-part-of-speech sense lists into one: the first sense of each part of
 * speech, then the second of each, and so on, the part of speech with more tagged senses
 * first; names last. A phrase gives no part of speech, so this favours each reading's
 * main meaning.
 */
function wordEntry(rankings: SenseRanking[]): WordEntry {
  const ordered = [...rankings].sort((a, b) => b.taggedCount - a.taggedCount);
  const merged: number[] = [];
  const longest = Math.max(...ordered.map((ranking) => ranking.senses.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const ranking of ordered) {
      const sense = ranking.senses[rank];
      if (sense !== undefined) merged.push(sense);
    }
  }
  const isProper = (code: number): boolean => code % 2 === 1;
  return {
    senses: [...merged.filter((code) => !isProper(code)), ...merged.filter(isProper)],
    familiarity: rankings.reduce((sum, ranking) => sum + ranking.taggedCount, 0),
  };
}

/** Everything `WordData` serves, as read from the four data and four index files. */
export interface ParsedWordNet {
  words: string[];
  synsetWords: IntLists;
  similar: IntLists;
  broader: IntLists;
  narrower: IntLists;
  glossWords: IntLists;
  entries: Map<string, WordEntry>;
}

/** Parses the files, given a reader of one file by name (`data.noun`, `index.adj`, ...). */
export function parseWordNet(
  dictionary: Dictionary,
  readFile: (name: string) => string,
): ParsedWordNet {
  return runAtOnce(wordNetParse(dictionary, readFile));
}

/**
 * The same parse in steps of a few milliseconds (see run-in-slices): the whole takes over a
 * second, which a server must not spend in one piece.
 */
export function* wordNetParse(
  dictionary: Dictionary,
  readFile: (name: string) => string,
): Steps<ParsedWordNet> {
  const loading: Loading = {
    dictionary,
    words: [],
    wordIds: new Map(),
    synsetWordIds: [],
    rawPointers: [],
    glossTexts: [],
    idsByOffset: PARTS_OF_SPEECH.map(() => new Map<number, number>()),
  };
  for (const [file, pos] of PARTS_OF_SPEECH.entries()) {
    yield* readDataFile(loading, file, readFile(`data.${pos}`));
  }
  const { similar, broader, narrower } = yield* resolvePointers(loading);
  const rankings = new Map<string, SenseRanking[]>();
  for (const [file, pos] of PARTS_OF_SPEECH.entries()) {
    yield* readIndexFile(loading, file, readFile(`index.${pos}`), rankings);
  }
  const entries = new Map<string, WordEntry>();
  for (const [word, ranking] of rankings) {
    if (entries.size % ITEMS_PER_STEP === 0) yield;
    entries.set(word, wordEntry(ranking));
  }
  const glossWords = yield* glossWordIds(loading);
  // Each packing handles about 118,000 lists: a step of its own.
  yield;
  const synsetWords = new IntLists(loading.synsetWordIds);
  yield;
  const similarLists = new IntLists(similar);
  yield;
  const broaderLists = new IntLists(broader);
  yield;
  const narrowerLists = new IntLists(narrower);
  yield;
  return {
    words: loading.words,
    synsetWords,
    similar: similarLists,
    broader: broaderLists,
    narrower: narrowerLists,
    glossWords: new IntLists(glossWords),
    entries,
  };
}
