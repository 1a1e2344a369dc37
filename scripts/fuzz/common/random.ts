// A seeded source of choices, so that a fuzz run is replayed exactly from its printed seed.
import { mulberry32 } from '../../../src/server/seeded-random';

export class Random {
  /** mulberry32: uniform in [0, 1). */
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One entry of `[weight, value]` pairs, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [weight, value] of entries) {
      point -= weight;
      if (point < 0) return value;
    }
    return entries[entries.length - 1]![1];
  }

  /** A version-4 UUID drawn from this generator (not crypto: ids only need to be unknown). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = this.pick(['8', '9', 'a', 'b']);
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }
}

/** A seed from the command line, or a fresh one to print so the run can be replayed. */
export function resolveSeed(given: string | undefined): number {
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, got ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
