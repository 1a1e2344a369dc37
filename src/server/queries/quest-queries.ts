import { sql } from 'drizzle-orm';
import { builtOnce, builtOncePerShape } from '../db/built-once';
import { questRows } from '../db/row-readers';
import { quests, type QuestRow, type QuestStatusValue } from '../db/schema/quests';
import type { Executor } from '../db/types';
import { QUEST_TYPES } from '../game/rules/quests';

/**
 * Oldest first; quests created together (the starter set) in the order of
 * docs/game-rules.md#quests.
 */
function byCreationThenTable(a: QuestRow, b: QuestRow): number {
  return (
    a.createdAt.getTime() - b.createdAt.getTime() ||
    QUEST_TYPES.indexOf(a.questType) - QUEST_TYPES.indexOf(b.questType)
  );
}

/** The player's quests, optionally only those in the given statuses. */
export async function listPlayerQuests(
  executor: Executor,
  playerId: string,
  statuses?: readonly QuestStatusValue[],
): Promise<QuestRow[]> {
  if (statuses?.length === 0) return [];
  // Built once: the claimable quests are read on every dashboard poll.
  const rows = questRows.read(await questsIn(statuses)(executor, { playerId }));
  return rows.sort(byCreationThenTable);
}

/** A statement per list of statuses asked for (the API asks for two: all, and claimable). */
const questsIn = builtOncePerShape<readonly QuestStatusValue[] | undefined, { playerId: string }>(
  (statuses) => statuses?.join(',') ?? '*',
  (v, statuses) =>
    sql`select ${questRows.columns} from ${quests} where ${quests.playerId} = ${v.playerId}
          ${statuses ? sql`and ${quests.status} in ${[...statuses]}` : sql``}`,
);

/** One of the player's quests; another player's quest is as unknown as a missing one. */
export async function findPlayerQuest(
  executor: Executor,
  playerId: string,
  questId: string,
): Promise<QuestRow | undefined> {
  const [row] = questRows.read(await playerQuest(executor, { questId, playerId }));
  return row;
}

const playerQuest = builtOnce<{ questId: string; playerId: string }>(
  (v) =>
    sql`select ${questRows.columns} from ${quests}
          where ${quests.id} = ${v.questId} and ${quests.playerId} = ${v.playerId}`,
);
