// Records the SQL a server running in this process sends to PostgreSQL (through node-postgres),
// with the parameters of its first use, so that a test can ask PostgreSQL how it plans each one.
// Installed before the database is opened: connections keep a bound reference to `query`.
import { Client, type QueryConfig } from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

export interface QueryCapture {
  /** Distinct statements seen while recording, in the order first seen. */
  statements(): CapturedStatement[];
  start(): void;
  stop(): void;
  /** Puts node-postgres back as it was. */
  uninstall(): void;
}

export function installQueryCapture(): QueryCapture {
  const original = Client.prototype.query;
  const seen = new Map<string, CapturedStatement>();
  let recording = false;
  const record = (config: unknown, values: unknown) => {
    const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
    if (!recording || typeof text !== 'string' || seen.has(text)) return;
    const given = Array.isArray(values) ? values : (config as QueryConfig).values;
    seen.set(text, { text, values: [...(given ?? [])] });
  };
  Client.prototype.query = function capturedQuery(this: Client, ...args: unknown[]) {
    record(args[0], args[1]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    statements: () => [...seen.values()],
    start: () => {
      recording = true;
    },
    stop: () => {
      recording = false;
    },
    uninstall: () => {
      Client.prototype.query = original;
    },
  };
}
