// Whom the backup players keep a supply for, and how much each of them still has: the same
// conditions as the copy and vote starts, so that what counts as supply is what the person
// would actually get.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { copyablePromptCondition, instantSql, votableSetCondition } from '../db/game-conditions';

/**
 * People (never bots) who registered or started a round since `activeSince`, most recently
 * joined first, at most `limit`. Someone away longer keeps what is waiting for them: supply
 * is only used up by playing.
 */
export async function listActivePeople(
  executor: Executor,
  activeSince: Date,
  limit: number,
): Promise<string[]> {
  const since = instantSql(activeSince);
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select person.id from players person
        where not person.is_bot
          and (person.created_at > ${since}
            or exists (select 1 from rounds r where r.player_id = person.id and r.created_at > ${since}))
        order by person.created_at desc, person.id
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export interface Supply {
  /** Waiting prompts of other authors this person could copy now. */
  promptsToCopy: number;
  /** Open sets this person could vote on now. */
  setsToVote: number;
}

export async function supplyOf(executor: Executor, playerId: string, now: Date): Promise<Supply> {
  const [row] = await queryRows<{ prompts: number; sets: number }>(
    executor,
    sql`select
          (select count(*)::int from rounds p where ${copyablePromptCondition(playerId)}) as prompts,
          (select count(*)::int from phrasesets s where ${votableSetCondition(playerId, now)}) as sets`,
  );
  return { promptsToCopy: row?.prompts ?? 0, setsToVote: row?.sets ?? 0 };
}
