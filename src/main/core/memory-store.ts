import type { KeyValueStore } from './ports';

/** A `KeyValueStore` kept in memory, for tests and the browser harness. Values are cloned so
 * callers cannot mutate what is stored, as with a store persisted to disk. */
export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, unknown>();

  constructor(initial: Record<string, unknown> = {}) {
    for (const [key, value] of Object.entries(initial)) this.set(key, value);
  }

  get(key: string): unknown {
    const value = this.values.get(key);
    return value === undefined ? undefined : structuredClone(value);
  }

  set(key: string, value: unknown): void {
    this.values.set(key, structuredClone(value));
  }

  delete(key: string): void {
    this.values.delete(key);
  }

  /** Everything stored, for assertions. */
  snapshot(): Record<string, unknown> {
    return Object.fromEntries(
      [...this.values].map(([key, value]) => [key, structuredClone(value)]),
    );
  }
}
