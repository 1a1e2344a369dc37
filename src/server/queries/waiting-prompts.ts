import { sql } from 'drizzle-orm';
import { rowSet } from '../db/row-sets';
import type { ReadWithChecks } from '../game/engine/round-start';
import { waitingPromptCondition } from '../db/game-conditions';

/**
 * Prompts waiting for copies, all players' together (more than the threshold turns the copy
 * discount on): read with the copy start's checks.
 */
export const promptsWaitingForCopiesRead: ReadWithChecks<{ count: number }> = {
  name: 'prompts-waiting-for-copies',
  query: () =>
    rowSet(sql`select count(*)::int as count from rounds p where ${waitingPromptCondition}`),
  values: {},
};
