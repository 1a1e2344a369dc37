import { describe, expect, it } from 'vitest';
import { baseForms, inflectedForm } from '../../src/server/ai/offline/morphology';
import { sharedWordContext } from './support';
import { loadWordDataInSlices, type WordData } from '../../src/server/ai/offline/word-data';
import { parseWordNet, wordNetParse } from '../../src/server/ai/offline/wordnet-parser';
import { createDictionary, getDictionary } from '../../src/server/game/validation';
import { runInSlices } from '../../src/server/run-in-slices';

/** A three-synset WordNet in the real file format (offsets are byte positions there). */
const TINY_WORDNET: Record<string, string> = {
  'data.noun': [
    '  1 This is a licence header line',
    '00000100 05 n 02 canine 0 canid 0 000 | a mammal with teeth that bite',
    '00000200 05 n 03 dog 0 domestic_dog 0 Dog 0 001 @ 00000100 n 0000 | a canine kept as a pet',
    '00000300 05 n 01 Ate 0 001 @i 00000100 n 0000 | a goddess who ate; a canine',
  ].join('\n'),
  'data.adj': '00000400 00 a 02 loyal(a) 0 true 0 000 | steadfast to a dog',
  'index.noun': [
    '  1 This is a licence header line',
    'canine n 1 1 @ 1 1 00000100',
    'dog n 1 1 @ 1 1 00000200',
    'ate n 1 1 @ 1 0 00000300',
  ].join('\n'),
  'index.adj': 'loyal a 1 0 1 0 00000400',
};

describe('WordNet parsing', () => {
  const dictionary = createDictionary([
    'canine',
    'canid',
    'dog',
    'ate',
    'loyal',
    'true',
    'mammal',
    'pet',
    'teeth',
    'tooth',
  ]);
  const parsed = parseWordNet(dictionary, (name) => TINY_WORDNET[name] ?? '');
  const words = (ids: Uint32Array) => Array.from(ids, (id) => parsed.words[id]);

  it('keeps single-word, lower-case dictionary lemmas, without adjective markers', () => {
    expect(words(parsed.synsetWords.get(0))).toEqual(['CANINE', 'CANID']);
    expect(words(parsed.synsetWords.get(1))).toEqual(['DOG']);
    expect(words(parsed.synsetWords.get(2))).toEqual([]);
    expect(words(parsed.synsetWords.get(3))).toEqual(['LOYAL', 'TRUE']);
  });

  it('resolves hypernym pointers, their inverse, and marks name-only senses as proper', () => {
    expect(Array.from(parsed.broader.get(1))).toEqual([0]);
    expect(Array.from(parsed.broader.get(2))).toEqual([0]);
    expect(Array.from(parsed.narrower.get(0))).toEqual([1, 2]);
    expect(parsed.entries.get('ATE')?.senses.map((code) => code % 2)).toEqual([1]);
    expect(parsed.entries.get('DOG')?.senses.map((code) => code % 2)).toEqual([0]);
  });

  it('keeps the gloss words that are lemmas, in base form', () => {
    expect(words(parsed.glossWords.get(1))).toEqual(expect.arrayContaining(['CANINE']));
    expect(words(parsed.glossWords.get(3))).toEqual(['DOG']);
  });

  it('parses the same in slices of the event loop as at once', async () => {
    const sliced = await runInSlices(
      wordNetParse(dictionary, (name) => TINY_WORDNET[name] ?? ''),
      { sliceMs: 0 },
    );
    expect(sliced).toEqual(parsed);
  });
});

describe('the shipped WordNet data', () => {
  const { wordData } = sharedWordContext();

  it('knows common words, their main sense first, and close meanings', () => {
    const [first] = wordData.senses('DOG');
    expect(first?.partOfSpeech).toBe('noun');
    const related = [...wordData.relatedSynsets(first?.synset ?? -1)].flatMap((synset) =>
      wordData.synsetWords(synset),
    );
    expect(related).toContain('CANINE');
    expect(wordData.familiarity('ICY')).toBeGreaterThan(wordData.familiarity('ALGID'));
  });
});

/** What the offline player asks of a word, to compare two loads of the same files. */
function whatIsKnownOf(wordData: WordData, word: string) {
  return {
    familiarity: wordData.familiarity(word),
    senses: wordData.senses(word).map((sense) => ({
      ...sense,
      words: wordData.synsetWords(sense.synset),
      gloss: wordData.glossWords(sense.synset),
      related: [...wordData.relatedSynsets(sense.synset)],
      narrower: [...wordData.narrowerSynsets(sense.synset)],
    })),
  };
}

const SAMPLE_WORDS = ['DOG', 'HAPPY', 'RUN', 'QUICKLY', 'BANANA', 'ICY', 'BANK', 'LION', 'SING'];

describe('the shipped WordNet data read in slices (as a server reads it)', () => {
  it('holds what the data read at once holds, while the event loop keeps turning', async () => {
    const atOnce = sharedWordContext().wordData;
    // The longest wait between two turns of another callback, against the whole load.
    let longestGap = 0;
    let lastTurn = performance.now();
    let loading = true;
    const turn = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTurn);
      lastTurn = now;
      if (loading) setImmediate(turn);
    };
    setImmediate(turn);
    const started = performance.now();
    const sliced = await loadWordDataInSlices(getDictionary()).finally(() => (loading = false));
    const whole = performance.now() - started;
    // The wait that the load's end cut short counts as well.
    longestGap = Math.max(longestGap, performance.now() - lastTurn);
    // Read at once, the parse holds the thread for most of the load (1.5 s here); in slices,
    // no wait comes near that (about 25 ms here, a garbage collection at most 50 ms).
    expect(longestGap).toBeLessThan(whole / 4);
    for (const word of SAMPLE_WORDS) {
      const known = whatIsKnownOf(sliced, word);
      expect(known.senses.length, word).toBeGreaterThan(0);
      expect(known, word).toEqual(whatIsKnownOf(atOnce, word));
    }
  });
});

describe('morphology', () => {
  it('finds base forms of regular and irregular inflections', () => {
    expect(baseForms('PUPPIES')).toContainEqual({ base: 'PUPPY', inflection: 'plural' });
    expect(baseForms('STOPPED')).toContainEqual({ base: 'STOP', inflection: 'ed' });
    expect(baseForms('BAKING')).toContainEqual({ base: 'BAKE', inflection: 'ing' });
    expect(baseForms('ATE')).toContainEqual({ base: 'EAT', inflection: 'ed' });
    expect(baseForms('MICE')).toContainEqual({ base: 'MOUSE', inflection: 'plural' });
  });

  it('inflects a replacement like the word it replaces', () => {
    expect(inflectedForm('BERRY', 'plural')).toBe('BERRIES');
    expect(inflectedForm('BOX', 'plural')).toBe('BOXES');
    expect(inflectedForm('SLIP', 'ed')).toBe('SLIPPED');
    expect(inflectedForm('HOPE', 'ing')).toBe('HOPING');
    expect(inflectedForm('STEAL', 'ed')).toBe('STOLE');
    expect(inflectedForm('VISIT', 'ed')).toBe('VISITED');
  });
});
