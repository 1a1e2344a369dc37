import { randomUUID } from 'node:crypto';
import { phrasesetActivity, type ActivityTypeValue } from '../../db/schema';
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
  await tx.insert(phrasesetActivity).values(activityRows(entries));
}

/** The rows of timeline entries, for an insert (recordActivity, or one inside a larger statement). */
export function activityRows(entries: readonly ActivityEntry[]): (typeof phrasesetActivity.$inferInsert)[] {
  return entries.map((entry) => ({
    id: randomUUID(),
    promptRoundId: entry.promptRoundId,
    activityType: entry.type,
    playerId: entry.playerId ?? null,
    metadata: entry.metadata ?? {},
    createdAt: entry.at,
  }));
}
