import { and, eq, sql } from 'drizzle-orm';
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
  // A template: the claimable quests are read on every dashboard poll.
  const rows = await questRows.query(
    executor,
    sql`select ${questRows.columns} from ${quests} where ${quests.playerId} = ${playerId}
          ${statuses ? sql`and ${quests.status} in ${[...statuses]}` : sql``}`,
  );
  return rows.sort(byCreationThenTable);
}

/** One of the player's quests; another player's quest is as unknown as a missing one. */
export async function findPlayerQuest(
  executor: Executor,
  playerId: string,
  questId: string,
): Promise<QuestRow | undefined> {
  const [row] = await executor
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.playerId, playerId)));
  return row;
}
