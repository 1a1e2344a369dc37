import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { forbidden, notFound } from '../errors';
import type { ContributorAccess } from '../presenters/input-rows';

/**
 * Resolves a phrase set id, or the id of the prompt round it grew from (accepted before the
 * set exists), for a contributor: 404 when neither names a submitted or timed-out prompt,
 * 403 when the player wrote neither the prompt nor a submitted copy of it.
 */
export async function resolveContributorAccess(
  executor: Executor,
  id: string,
  playerId: string,
): Promise<ContributorAccess> {
  const [row] = await queryRows<{
    prompt_round_id: string;
    phraseset_id: string | null;
    author_id: string;
    my_copy_id: string | null;
  }>(
    executor,
    // The id is looked up as a round and as a set separately, each through its primary key:
    // one condition over both sides of the join made PostgreSQL scan every round and set.
    sql`with named as (
          select r.id as prompt_round_id from rounds r where r.id = ${id}
          union all
          select s.prompt_round_id from phrasesets s where s.id = ${id}
        )
        select p.id as prompt_round_id, s.id as phraseset_id, p.player_id as author_id,
               (select c.id from rounds c
                 where c.prompt_round_id = p.id and c.round_type = 'copy' and c.status = 'submitted'
                   and c.player_id = ${playerId}) as my_copy_id
        from named
        join rounds p on p.id = named.prompt_round_id
        left join phrasesets s on s.prompt_round_id = p.id
        where p.round_type = 'prompt' and p.status in ('submitted', 'expired')`,
  );
  if (!row) throw notFound('phraseset_not_found');
  const common = { promptRoundId: row.prompt_round_id, phrasesetId: row.phraseset_id };
  if (row.author_id === playerId)
    return { ...common, role: 'prompt', roundId: row.prompt_round_id };
  if (row.my_copy_id) return { ...common, role: 'copy', roundId: row.my_copy_id };
  throw forbidden('not_a_contributor');
}
