// A word list kept as its own text, with a hash table of where each word starts. The shipped
// list has 274,000 words: as a Set of strings it took 80-90 ms to build (on a new install's
// first start, issue #20) and about 20 MB of the server's heap; this table takes about 30 ms
// and 5 MB beside the 2.8 MB text, and answers millions of lookups a second.
import type { Dictionary } from './dictionary';

/**
 * The text as lines that are words as they are: lower case, nothing to trim. A text that is so
 * already (the shipped list) is returned as it is, without a copy.
 */
export function normaliseWordText(text: string): string {
  if (text === text.toLowerCase() && !/[\r \t]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '')
    .join('\n');
}

/** Open addressing: at most half full, so a lookup probes one or two slots on average. */
const EMPTY = -1;
const MAX_WORD_LENGTH = 0xffff;

/**
 * Fills a table from a one-word-a-line text (normalised first), in as many steps as asked (`addWords` returns true
 * once every line is in), so a background load can leave the event loop free between steps.
 */
export class WordTableBuilder {
  readonly #text: string;
  readonly #starts: Int32Array;
  /** Each word's length, so a lookup compares only words of its own length. */
  readonly #lengths: Uint16Array;
  readonly #mask: number;
  #next = 0;
  #size = 0;

  constructor(wordsText: string) {
    const text = normaliseWordText(wordsText);
    this.#text = text;
    let lines = 1;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
    let slots = 2;
    while (slots < lines * 2) slots *= 2;
    this.#starts = new Int32Array(slots).fill(EMPTY);
    this.#lengths = new Uint16Array(slots);
    this.#mask = slots - 1;
  }

  /** Adds up to `count` more lines; true when the text is done. */
  addWords(count: number): boolean {
    const text = this.#text;
    for (let added = 0; added < count && this.#next < text.length; added += 1) {
      const start = this.#next;
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline;
      this.#next = end + 1;
      // A "word" longer than a length slot holds is no word; leaving it out keeps lookups exact.
      if (end > start && end - start <= MAX_WORD_LENGTH) this.#insert(start, end - start);
    }
    return this.#next >= text.length;
  }

  /** The finished table (all lines added). */
  table(): Dictionary {
    this.addWords(Number.POSITIVE_INFINITY);
    const text = this.#text;
    const starts = this.#starts;
    const lengths = this.#lengths;
    const mask = this.#mask;
    return {
      size: this.#size,
      has(word) {
        const wanted = word.toLowerCase();
        if (wanted === '') return false;
        for (let slot = hash(wanted, 0, wanted.length) & mask; ; slot = (slot + 1) & mask) {
          const start = starts[slot]!;
          if (start === EMPTY) return false;
          if (lengths[slot] === wanted.length && text.startsWith(wanted, start)) return true;
        }
      },
    };
  }

  #insert(start: number, length: number): void {
    const text = this.#text;
    for (
      let slot = hash(text, start, start + length) & this.#mask;
      ;
      slot = (slot + 1) & this.#mask
    ) {
      const existing = this.#starts[slot]!;
      if (existing === EMPTY) {
        this.#starts[slot] = start;
        this.#lengths[slot] = length;
        this.#size += 1;
        return;
      }
      if (this.#lengths[slot] === length && sameWord(text, existing, start, length)) return;
    }
  }
}

function sameWord(text: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i += 1)
    if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  return true;
}

/** FNV-1a over the UTF-16 code units of text[start, end). */
function hash(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
