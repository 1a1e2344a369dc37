// Creating quests: the starter set at registration, a quest earned at finalization, and the
// next tier after a claim. Every insert ignores a quest type the player already has (one of
// each type per player, enforced by a unique constraint), so a replayed event creates nothing.
import { randomUUID } from 'node:crypto';
import { quests } from '../../../db/schema/quests';
import type { Tx } from '../../../db/types';
import {
  QUEST_DEFINITIONS,
  STARTER_QUEST_TYPES,
  type QuestType,
  cappedProgress,
  isQuestComplete,
} from '../../rules/quests';
import { PROGRESS_TRACKERS, type QuestState } from './progress-trackers';

type NewQuest = typeof quests.$inferInsert;

/** A quest row whose status follows from its state: completed at once if already met. */
function questRow(
  playerId: string,
  type: QuestType,
  state: QuestState,
  measure: number,
  now: Date,
): NewQuest {
  const { target, reward } = QUEST_DEFINITIONS[type];
  const progressCurrent = cappedProgress(measure, target);
  const complete = isQuestComplete(progressCurrent, target);
  return {
    id: randomUUID(),
    playerId,
    questType: type,
    status: complete ? 'completed' : 'active',
    progress: state,
    progressCurrent,
    progressTarget: target,
    rewardAmount: reward,
    createdAt: now,
    completedAt: complete ? now : null,
  };
}

function trackedQuestRow(
  playerId: string,
  type: QuestType,
  inherited: QuestState | null,
  now: Date,
): NewQuest {
  const tracker = PROGRESS_TRACKERS[type];
  if (!tracker) throw new Error(`${type} is earned at finalization, not tracked`);
  const state = tracker.start(inherited, now);
  return questRow(playerId, type, state, tracker.measure(state, now), now);
}

/**
 * Rows go in a fixed order (player, then type): two finalizations earning quests for the same
 * players then take the unique index's locks in the same order and cannot deadlock.
 */
async function insertQuests(tx: Tx, rows: NewQuest[]): Promise<void> {
  if (rows.length === 0) return;
  const key = (row: NewQuest) => `${row.playerId}:${row.questType}`;
  await tx
    .insert(quests)
    .values([...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)))
    .onConflictDoNothing({ target: [quests.playerId, quests.questType] });
}

export async function createStarterQuests(tx: Tx, playerId: string, now: Date): Promise<void> {
  await insertQuests(
    tx,
    STARTER_QUEST_TYPES.map((type) => trackedQuestRow(playerId, type, null, now)),
  );
}

/** The tier after a claimed one, carrying on from the claimed tier's state. */
export async function createNextTier(
  tx: Tx,
  playerId: string,
  type: QuestType,
  inherited: QuestState,
  now: Date,
): Promise<void> {
  await insertQuests(tx, [trackedQuestRow(playerId, type, inherited, now)]);
}

export interface EarnedQuest {
  playerId: string;
  type: QuestType;
  /** What earned it, kept as the quest's progress (e.g. the set and its votes). */
  evidence: QuestState;
}

/** Quests created already completed (the quality quests and Popular Set). */
export async function createEarnedQuests(
  tx: Tx,
  earned: readonly EarnedQuest[],
  now: Date,
): Promise<void> {
  await insertQuests(
    tx,
    earned.map(({ playerId, type, evidence }) =>
      questRow(playerId, type, evidence, QUEST_DEFINITIONS[type].target, now),
    ),
  );
}
