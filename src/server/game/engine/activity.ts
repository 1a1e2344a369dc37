import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { builtOncePerShape } from '../../db/built-once';
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
  const values: Record<string, unknown> = {};
  entries.forEach((entry, i) => {
    values[`id${i}`] = randomUUID();
    values[`promptRoundId${i}`] = entry.promptRoundId;
    values[`type${i}`] = entry.type;
    values[`playerId${i}`] = entry.playerId ?? null;
    values[`metadata${i}`] = JSON.stringify(entry.metadata ?? {});
    values[`at${i}`] = entry.at.toISOString();
  });
  await insertEntries(entries.length)(tx, values);
}

/** A statement per number of entries (one to a few). */
const insertEntries = builtOncePerShape<number, Record<string, unknown>>(
  (count) => String(count),
  (v, count) => {
    const rows = Array.from(
      { length: count },
      (_, i) =>
        sql`(${v[`id${i}`]}::uuid, ${v[`promptRoundId${i}`]}::uuid, ${v[`type${i}`]}, ${v[`playerId${i}`]}::uuid,
             ${v[`metadata${i}`]}::jsonb, ${v[`at${i}`]}::timestamptz)`,
    );
    return sql`insert into phraseset_activity (id, prompt_round_id, activity_type, player_id, metadata, created_at)
               values ${sql.join(rows, sql`, `)}`;
  },
);
