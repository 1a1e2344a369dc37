import { sql } from 'drizzle-orm';
import { builtOncePerShape } from '../../../db/built-once';
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
  const values: Record<string, unknown> = {};
  changed.forEach((quest, index) => {
    values[`id${index}`] = quest.id;
    values[`progress${index}`] = JSON.stringify(quest.progress);
    values[`current${index}`] = quest.progressCurrent;
    values[`status${index}`] = quest.status;
    values[`completedAt${index}`] = quest.completedAt?.toISOString() ?? null;
  });
  await questMoves(changed.length)(tx, values);
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

/** The new state of `count` quests in one UPDATE (a statement per count). */
const questMoves = builtOncePerShape<number, Record<string, unknown>>(
  (count) => String(count),
  (v, count) => {
    const rows = Array.from(
      { length: count },
      (_, i) =>
        sql`(${v[`id${i}`]}::uuid, ${v[`progress${i}`]}::jsonb, ${v[`current${i}`]}::integer,
             ${v[`status${i}`]}::text, ${v[`completedAt${i}`]}::timestamptz)`,
    );
    return sql`
      update quests
      set progress = moved.progress, progress_current = moved.progress_current,
          status = moved.status, completed_at = moved.completed_at
      from (values ${sql.join(rows, sql`, `)}) as moved (id, progress, progress_current, status, completed_at)
      where quests.id = moved.id`;
  },
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
