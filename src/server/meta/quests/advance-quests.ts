import { and, eq, inArray, ne } from 'drizzle-orm';
import { quests, type QuestRow } from '../../db/schema/quests';
import type { Tx } from '../../db/types';
import { cappedProgress, isQuestComplete, nextTier } from '../../game/rules/quests';
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
  const rows = await tx
    .select()
    .from(quests)
    .where(
      and(
        eq(quests.playerId, event.playerId),
        inArray(quests.questType, types),
        ne(quests.status, 'claimed'),
      ),
    )
    .orderBy(quests.id)
    .for('update');
  for (const row of rows) {
    if (row.status === 'completed' && nextTier(row.questType) === null) continue;
    await tx.update(quests).set(advancedFields(row, event)).where(eq(quests.id, row.id));
  }
}

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
