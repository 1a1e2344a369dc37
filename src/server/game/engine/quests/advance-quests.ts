import { sql } from 'drizzle-orm';
import { builtOnceForRows, builtOncePerShape } from '../../../db/built-once';
import { questRows } from '../../../db/row-readers';
import { quests, type QuestRow } from '../../../db/schema/quests';
import type { Tx } from '../../../db/types';
import { cappedProgress, isQuestComplete, nextTier } from '../../rules/quests';
import {
  PROGRESS_TRACKERS,
  type PlayerGameEvent,
  type QuestState,
  questTypesMovedBy,
} from './progress-trackers';

/**
 * Applies one player's event to that player's quests, inside the transaction that caused the
 * event. An active quest gets its new state and progress, and is completed when it reaches its
 * target. A completed quest that a claim will replace by its next tier keeps recording its
 * state (a streak goes on while the reward waits) so the next tier inherits it; its progress
 * stays at the target. The rows are locked, so two events of one player apply one after the
 * other.
 */
export async function advanceQuests(tx: Tx, event: PlayerGameEvent): Promise<void> {
  const types = questTypesMovedBy(event.type);
  if (types.length === 0) return;
  const rows = questRows.read(await movableQuests(types)(tx, { playerId: event.playerId }));
  const changed = rows
    .filter((row) => !(row.status === 'completed' && nextTier(row.questType) === null))
    .map((row) => ({ ...row, ...advancedFields(row, event) }));
  if (changed.length === 0) return;
  // One UPDATE for all the player's moved quests: it runs inside every prompt, copy and vote
  // transaction, where each extra round trip to the database keeps the round's locks longer.
  await moveQuests(
    tx,
    changed.map((quest) => ({
      id: quest.id,
      progress: JSON.stringify(quest.progress),
      current: quest.progressCurrent,
      status: quest.status,
      completedAt: quest.completedAt?.toISOString() ?? null,
    })),
  );
}

/** The player's quests of the given types an event may move, locked (a statement per list). */
const movableQuests = builtOncePerShape<readonly string[], { playerId: string }>(
  (types) => types.join(','),
  (v, types) =>
    sql`select ${questRows.columns} from ${quests}
          where ${quests.playerId} = ${v.playerId}
            and ${quests.questType} in ${types} and ${quests.status} <> 'claimed'
          order by ${quests.id} for update`,
);

/** The new state of the moved quests, in one UPDATE. */
const moveQuests = builtOnceForRows<{
  id: string;
  /** JSON text. */
  progress: string;
  current: number;
  status: string;
  /** ISO 8601, or null. */
  completedAt: string | null;
}>(
  (rows) => sql`
    update quests
    set progress = moved.progress, progress_current = moved.progress_current,
        status = moved.status, completed_at = moved.completed_at
    from (values ${rows}) as moved (id, progress, progress_current, status, completed_at)
    where quests.id = moved.id`,
  (v) =>
    sql`(${v.id}::uuid, ${v.progress}::jsonb, ${v.current}::integer, ${v.status}::text, ${v.completedAt}::timestamptz)`,
);

function advancedFields(row: QuestRow, event: PlayerGameEvent): Partial<QuestRow> {
  const tracker = PROGRESS_TRACKERS[row.questType];
  if (!tracker) return {};
  const progress: QuestState = tracker.record(row.progress, event);
  if (row.status !== 'active') return { progress };
  const progressCurrent = cappedProgress(tracker.measure(progress, event.at), row.progressTarget);
  return isQuestComplete(progressCurrent, row.progressTarget)
    ? { progress, progressCurrent, status: 'completed', completedAt: event.at }
    : { progress, progressCurrent };
}
