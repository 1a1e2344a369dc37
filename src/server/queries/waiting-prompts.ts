import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { waitingPromptCondition } from '../db/game-conditions';

/** Prompts waiting for copies, all players' together: more than the threshold turns the discount on. */
export async function countPromptsWaitingForCopies(executor: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select count(*)::int as count from rounds p where ${waitingPromptCondition}`,
  );
  return row?.count ?? 0;
}
