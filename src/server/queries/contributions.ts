import { sql, type SQL } from 'drizzle-orm';
import type { ContributorRole, PhrasesetStatus } from '../../shared/api/phrasesets';
import { queryRows } from '../db/query-rows';
import type { ValueOrSlot } from '../db/game-conditions';
import { queryRowSets, rowSet, type RowSetQuery } from '../db/row-sets';
import type { Executor } from '../db/types';
import { parseInstants } from '../db/instants';
import type {
  ContributionListRow,
  ContributionPage,
  ContributionRow,
} from '../presenters/input-rows';

/**
 * The player's contributions, one row per prompt round they wrote (submitted, or timed out:
 * `abandoned`) or copied (submitted), with the status of the prompt's set as players see it.
 * `your_payout` is what the ledger paid the player at finalization (null before).
 */
const contributionsOf = (playerId: ValueOrSlot<string>): SQL => sql`
  with mine as (
    select r.id as round_id,
           case when r.round_type = 'prompt' then 'prompt' else 'copy' end as your_role,
           coalesce(r.prompt_round_id, r.id) as prompt_round_id,
           r.phrase as your_phrase
    from rounds r
    where r.player_id = ${playerId} and r.round_type in ('prompt', 'copy')
      and r.status in ('submitted', 'expired') and (r.round_type = 'prompt' or r.status = 'submitted')
  ), counted as (
    select m.*, p.prompt_text, p.status as prompt_status, p.created_at, p.ended_at as prompt_ended_at,
           s.id as phraseset_id, s.status as set_status, s.vote_count, s.third_vote_at, s.fifth_vote_at,
           s.finalized_at,
           -- A set is formed from a prompt and its two submitted copies: only a prompt still
           -- waiting for its copies has them counted.
           case when s.id is not null then 2 else
             (select count(*)::int from rounds c
               where c.prompt_round_id = m.prompt_round_id and c.round_type = 'copy' and c.status = 'submitted')
           end as copies_submitted,
           -- One probe of ledger_entries_player_type_set_idx, not a scan of all the player's payouts.
           (select sum(e.amount)::int from ledger_entries e
             where e.player_id = ${playerId} and e.entry_type = 'prize_payout' and e.phraseset_id = s.id) as paid,
           v.claimed_at, coalesce(v.last_seen_activity_seq, 0) as last_seen_seq
    from mine m
    join rounds p on p.id = m.prompt_round_id
    -- One index probe per contribution, never a scan of every set (see outstandingPromptsCount):
    -- the limit keeps the planner from flattening the lateral subquery into a hash join.
    left join lateral (
      select * from phrasesets ps where ps.prompt_round_id = m.prompt_round_id limit 1) s on true
    left join phraseset_views v on v.player_id = ${playerId} and v.prompt_round_id = m.prompt_round_id
  ), contributions as (
    select round_id, your_role, prompt_round_id, your_phrase, prompt_text, phraseset_id, created_at, prompt_ended_at,
           coalesce(vote_count, 0) as vote_count, third_vote_at, fifth_vote_at, finalized_at,
           copies_submitted, last_seen_seq,
           case when prompt_status = 'expired' then 'abandoned'
                when set_status is not null then set_status
                when copies_submitted = 1 then 'waiting_copy1'
                else 'waiting_copies' end as status,
           case when set_status = 'finalized' then coalesce(paid, 0) end as your_payout,
           claimed_at is not null as payout_claimed
    from counted
  )`;

const CONTRIBUTION_INSTANTS = [
  'created_at',
  'third_vote_at',
  'fifth_vote_at',
  'finalized_at',
] as const;

/** Everything the dashboard derives its results and summary from (abandoned prompts left out). */
export const liveContributionsQuery = (
  playerId: ValueOrSlot<string>,
): RowSetQuery<ContributionRow> =>
  rowSet(
    sql`${contributionsOf(playerId)}
        select * from contributions where status <> 'abandoned'`,
    {
      orderBy: sql`t.finalized_at desc nulls last, t.created_at desc, t.round_id`,
      instants: CONTRIBUTION_INSTANTS,
    },
  );

export async function listLiveContributions(
  executor: Executor,
  playerId: string,
): Promise<ContributionRow[]> {
  return (await queryRowSets(executor, { live: liveContributionsQuery(playerId) })).live;
}

export interface ContributionFilter {
  roles: readonly ContributorRole[];
  statuses: readonly PhrasesetStatus[];
  limit: number;
  offset: number;
}

/**
 * One page of the player's contributions, newest first, with the total matching the filter.
 * `new_activity_count` counts other players' and the set's activity after the last entry the
 * player saw in the set's details.
 */
export async function listContributionPage(
  executor: Executor,
  playerId: string,
  filter: ContributionFilter,
): Promise<ContributionPage> {
  const rows = await queryRows<ContributionListRow & { total: number }>(
    executor,
    sql`${contributionsOf(playerId)}, filtered as (
          select * from contributions where your_role in ${filter.roles} and status in ${filter.statuses}
        )
        select page.*, totals.total from (select count(*)::int as total from filtered) totals
        left join lateral (
          select f.*,
                 greatest(f.prompt_ended_at, (select max(a.created_at) from phraseset_activity a
                                         where a.prompt_round_id = f.prompt_round_id)) as updated_at,
                 (select count(*)::int from phraseset_activity a
                   where a.prompt_round_id = f.prompt_round_id and a.seq > f.last_seen_seq
                     and a.player_id is distinct from ${playerId}) as new_activity_count
          from filtered f
          order by f.created_at desc, f.round_id
          limit ${filter.limit} offset ${filter.offset}
        ) page on true`,
  );
  const page = rows.filter((row) => row.round_id !== null);
  return {
    rows: parseInstants(page, ...CONTRIBUTION_INSTANTS, 'updated_at'),
    total: rows[0]?.total ?? 0,
  };
}
