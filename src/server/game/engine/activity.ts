import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { builtOnceForRows, type Slots } from '../../db/built-once';
import type { ActivityTypeValue } from '../../db/schema';
import type { Tx } from '../../db/types';

export interface ActivityEntry {
  promptRoundId: string;
  type: ActivityTypeValue;
  /** Who acted; omitted for the set's own milestones. */
  playerId?: string;
  metadata?: Record<string, unknown>;
  at: Date;
}

/** Adds entries to a prompt's timeline, in the given order, inside the caller's transaction. */
export async function recordActivity(tx: Tx, ...entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await insertEntries(tx, entries.map(entryValues));
}

/**
 * An entry's values as the timeline's statements take them: recordActivity's, and those that
 * record an entry beside their own change (entrySql). The names are prefixed so that they
 * never meet the other values of such a statement.
 */
export type EntryValues = {
  entryId: string;
  entryPromptRoundId: string;
  entryType: ActivityTypeValue;
  entryPlayerId: string | null;
  /** JSON text. */
  entryMetadata: string;
  /** ISO 8601. */
  entryAt: string;
};

export function entryValues(entry: ActivityEntry): EntryValues {
  return {
    entryId: randomUUID(),
    entryPromptRoundId: entry.promptRoundId,
    entryType: entry.type,
    entryPlayerId: entry.playerId ?? null,
    entryMetadata: JSON.stringify(entry.metadata ?? {}),
    entryAt: entry.at.toISOString(),
  };
}

/**
 * The insert of one timeline entry over the slots entryValues fills, for a WITH part of the
 * statement that makes the change it records: one round trip for both.
 */
export const entrySql = (v: Slots<EntryValues>): SQL => sql`${insertInto} ${entryRow(v)}`;

const insertInto = sql`insert into phraseset_activity (id, prompt_round_id, activity_type, player_id, metadata, created_at) values`;

const entryRow = (v: Slots<EntryValues>): SQL =>
  sql`(${v.entryId}::uuid, ${v.entryPromptRoundId}::uuid, ${v.entryType}, ${v.entryPlayerId}::uuid,
       ${v.entryMetadata}::jsonb, ${v.entryAt}::timestamptz)`;

const insertEntries = builtOnceForRows<EntryValues>((rows) => sql`${insertInto} ${rows}`, entryRow);
