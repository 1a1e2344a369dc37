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
import { takeMovableQuests } from './quests-read-ahead';

/**
 * Applies one player's event to that player's quests, inside the transaction that caused the
 * event. An active quest gets its new state and progress, and is completed when it reaches its
 * target. A completed quest that a claim will replace by its next tier keeps recording its
 * state (a streak goes on while the reward waits) so the next tier inherits it; its progress
 * stays at the target. The rows are locked, so two events of one player apply one after the
 * other. Quests read ahead by the statement that raised the event (quests-read-ahead.ts) are
 * moved without a read of their own if none changed since; otherwise they are read again, locked.
 */
export async function advanceQuests(tx: Tx, event: PlayerGameEvent): Promise<void> {
  const types = questTypesMovedBy(event.type);
  if (types.length === 0) return;
  // The same rows as the locked read below selects, whatever the read ahead held.
  const readAhead = takeMovableQuests(tx, event)?.filter(
    (row) => types.includes(row.questType) && row.status !== 'claimed',
  );
  if (readAhead) {
    const changed = movedBy(readAhead, event);
    if (changed.length === 0) return;
    if (await moveQuestsIfUnchanged(tx, readAhead, changed)) return;
  }
  const rows = questRows.read(await movableQuests(types)(tx, { playerId: event.playerId }));
  const changed = movedBy(rows, event);
  if (changed.length === 0) return;
  // One UPDATE for all the player's moved quests: it runs inside every prompt, copy and vote
  // transaction, where each extra round trip to the database keeps the round's locks longer.
  await moveQuests(tx, changed.map(movedValues));
}

/** The quests the event moves, with their new state. */
function movedBy(rows: readonly QuestRow[], event: PlayerGameEvent): QuestRow[] {
  return rows
    .filter((row) => !(row.status === 'completed' && nextTier(row.questType) === null))
    .map((row) => ({ ...row, ...advancedFields(row, event) }));
}

function movedValues(quest: QuestRow): MovedQuest {
  return {
    id: quest.id,
    progress: JSON.stringify(quest.progress),
    current: quest.progressCurrent,
    status: quest.status,
    completedAt: quest.completedAt?.toISOString() ?? null,
  };
}

/**
 * The moved quests' new state if every one of them is still as it was read ahead (unlocked,
 * quests-read-ahead.ts), else nothing: all or none, so the locked path that follows a refusal
 * applies the event once. Returns whether it moved them.
 */
async function moveQuestsIfUnchanged(
  tx: Tx,
  readAhead: readonly QuestRow[],
  changed: readonly QuestRow[],
): Promise<boolean> {
  const before = new Map(readAhead.map((row) => [row.id, row]));
  const rows = changed.map((quest) => {
    const old = before.get(quest.id)!;
    return {
      ...movedValues(quest),
      oldProgress: JSON.stringify(old.progress),
      oldCurrent: old.progressCurrent,
      oldStatus: old.status,
    };
  });
  const [result] = await moveUnchangedQuests(tx, rows);
  return Number(result?.moved ?? 0) === rows.length;
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

type MovedQuest = {
  id: string;
  /** JSON text. */
  progress: string;
  current: number;
  status: string;
  /** ISO 8601, or null. */
  completedAt: string | null;
};

/** The new state of the moved quests, in one UPDATE. */
const moveQuests = builtOnceForRows<MovedQuest>(
  (rows) => sql`
    update quests
    set progress = moved.progress, progress_current = moved.progress_current,
        status = moved.status, completed_at = moved.completed_at
    from (values ${rows}) as moved (id, progress, progress_current, status, completed_at)
    where quests.id = moved.id`,
  (v) =>
    sql`(${v.id}::uuid, ${v.progress}::jsonb, ${v.current}::integer, ${v.status}::text, ${v.completedAt}::timestamptz)`,
);

/**
 * moveQuests if each row is still as read ahead: the rows found unchanged are locked (a row
 * changed and committed meanwhile is checked again as committed, and drops out), and the
 * UPDATE runs only if all of them are.
 */
const moveUnchangedQuests = builtOnceForRows<
  MovedQuest & { oldProgress: string; oldCurrent: number; oldStatus: string }
>(
  (rows) => sql`
    with moved (id, progress, progress_current, status, completed_at, old_progress, old_current, old_status) as (
      values ${rows}
    ), unchanged as (
      select q.id from quests q join moved on moved.id = q.id
      where q.progress = moved.old_progress and q.progress_current = moved.old_current
        and q.status = moved.old_status
      for update of q
    ), updated as (
      update quests
      set progress = moved.progress, progress_current = moved.progress_current,
          status = moved.status, completed_at = moved.completed_at
      from moved
      where quests.id = moved.id
        and (select count(*) from unchanged) = (select count(*) from moved)
      returning 1
    )
    select count(*)::int as moved from updated`,
  (v) =>
    sql`(${v.id}::uuid, ${v.progress}::jsonb, ${v.current}::integer, ${v.status}::text, ${v.completedAt}::timestamptz,
         ${v.oldProgress}::jsonb, ${v.oldCurrent}::integer, ${v.oldStatus}::text)`,
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
