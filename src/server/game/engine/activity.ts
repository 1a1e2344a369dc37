import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { builtOnceForRows } from '../../db/built-once';
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
  await insertEntries(
    tx,
    entries.map((entry) => ({
      id: randomUUID(),
      promptRoundId: entry.promptRoundId,
      type: entry.type,
      playerId: entry.playerId ?? null,
      metadata: JSON.stringify(entry.metadata ?? {}),
      at: entry.at.toISOString(),
    })),
  );
}

const insertEntries = builtOnceForRows<{
  id: string;
  promptRoundId: string;
  type: ActivityTypeValue;
  playerId: string | null;
  /** JSON text. */
  metadata: string;
  /** ISO 8601. */
  at: string;
}>(
  (rows) =>
    sql`insert into phraseset_activity (id, prompt_round_id, activity_type, player_id, metadata, created_at)
        values ${rows}`,
  (v) =>
    sql`(${v.id}::uuid, ${v.promptRoundId}::uuid, ${v.type}, ${v.playerId}::uuid, ${v.metadata}::jsonb, ${v.at}::timestamptz)`,
);
