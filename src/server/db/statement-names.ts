// The names under which each engine keeps a statement prepared: one per distinct SQL text.
import { createHash } from 'node:crypto';

/**
 * Statements a connection keeps prepared at most. The game sends a bounded set of texts (a
 * few hundred at most, lists of ids vary in length), so this only guards against a text that
 * varies without bound: past it, new texts run unprepared as before.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Data statements; schema changes (migrations), transaction control and the like are not kept. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Statement names by text, shared by all connections; null for a text that is not a data
 * statement. One lookup per query: texts are long, and those not built once (built-once.ts) are
 * built afresh by drizzle for every call, so each lookup hashes and compares the whole text
 * (three lookups per query were 2 % of the server's CPU under load).
 */
const names = new Map<string, string | null>();

/**
 * The name a data statement is prepared under, null for any other text. The name is a hash of
 * the text, so one name never stands for two texts.
 */
export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = PREPARABLE.test(text)
      ? `copycat_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
      : null;
    if (names.size < MAX_PREPARED_PER_CONNECTION * 4) names.set(text, name);
  }
  return name;
}
