import type { Quest, QuestListResponse } from '../../shared/api/quests';
import type { QuestRow } from '../db/schema/quests';
import { QUEST_DEFINITIONS, cappedProgress, progressPercentage } from '../game/rules/quests';
import { PROGRESS_TRACKERS } from '../game/engine/quests/progress-trackers';

/**
 * An active quest's progress as it stands now: a 24-hour window slides and a login streak
 * lapses without any event, so the stored figure (from the last event) may overstate it.
 * Time only ever takes progress away, hence the minimum.
 */
function currentProgress(row: QuestRow, now: Date): number {
  const tracker = PROGRESS_TRACKERS[row.questType];
  if (row.status !== 'active' || !tracker) return row.progressCurrent;
  const live = cappedProgress(tracker.measure(row.progress, now), row.progressTarget);
  return Math.min(live, row.progressCurrent);
}

/** The Quest of docs/api-reference.md#get-questsid. */
export function presentQuest(row: QuestRow, now: Date): Quest {
  const definition = QUEST_DEFINITIONS[row.questType];
  const progressCurrent = currentProgress(row, now);
  return {
    quest_id: row.id,
    quest_type: row.questType,
    name: definition.name,
    description: definition.description,
    status: row.status,
    progress: row.progress,
    reward_amount: row.rewardAmount,
    category: definition.category,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    claimed_at: row.claimedAt?.toISOString() ?? null,
    progress_percentage: progressPercentage(progressCurrent, row.progressTarget),
    progress_current: progressCurrent,
    progress_target: row.progressTarget,
  };
}

/**
 * `GET /quests`: every quest with the counts per status (claimable = completed, not yet claimed).
 */
export function presentQuestList(rows: readonly QuestRow[], now: Date): QuestListResponse {
  const count = (status: QuestRow['status']) => rows.filter((row) => row.status === status).length;
  const completed = count('completed');
  return {
    quests: rows.map((row) => presentQuest(row, now)),
    total_count: rows.length,
    active_count: count('active'),
    completed_count: completed,
    claimed_count: count('claimed'),
    claimable_count: completed,
  };
}
