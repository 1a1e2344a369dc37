import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { outstandingPromptsCount } from '../db/game-conditions';

/**
 * Outstanding prompts (docs/game-rules.md#prompt-rounds): submitted prompts whose phrase set is not
 * finalized, including those still waiting for copies. Limits new prompt rounds
 * (max_outstanding_quips) and is shown in the Player body.
 */
export async function countOutstandingPrompts(
  executor: Executor,
  playerId: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    executor,
    sql`select ${outstandingPromptsCount(playerId)} as count`,
  );
  return row?.count ?? 0;
}
