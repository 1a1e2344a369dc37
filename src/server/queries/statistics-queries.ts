// The aggregate queries behind GET /player/statistics (docs/game-rules.md#statistics), sent as
// one statement (one snapshot: every figure describes the same moment). Each reads the player's
// own rows; nothing here loops over rows in code.
import { sql } from 'drizzle-orm';
import type { ValueOrSlot } from '../db/game-conditions';
import { rowSet, rowSetsBuiltOnce, rowSetsStatement } from '../db/row-sets';
import type { Executor } from '../db/types';
import { playerAccount } from '../ledger';

/** Whose statistics: the player and their account's id (playerAccount). */
interface Whose {
  playerId: ValueOrSlot<string>;
  account: ValueOrSlot<string>;
}

export interface PlayerFactsRow {
  username: string;
  email: string;
  created_at: Date;
  balance: number;
}

const playerFacts = ({ playerId, account }: Whose) =>
  rowSet<PlayerFactsRow>(
    sql`select p.username, p.email, p.created_at, coalesce(a.balance, 0)::int as balance
        from players p left join accounts a on a.id = ${account}
        where p.id = ${playerId}`,
    { instants: ['created_at'] },
  );

export interface RoundTotalsRow {
  prompt_rounds: number;
  copy_rounds: number;
  vote_rounds: number;
  correct_votes: number;
  /** Distinct UTC dates with a submitted round. */
  days_active: number;
  /** The latest submission; null before the first. */
  last_active: Date | null;
}

/** Submitted rounds by kind, with the days they were played on. */
const roundTotals = ({ playerId }: Whose) =>
  rowSet<RoundTotalsRow>(
    sql`select count(*) filter (where r.round_type = 'prompt')::int as prompt_rounds,
               count(*) filter (where r.round_type = 'copy')::int as copy_rounds,
               count(*) filter (where r.round_type = 'vote')::int as vote_rounds,
               (select count(*) from votes v where v.player_id = ${playerId} and v.correct)::int
                 as correct_votes,
               count(distinct (r.ended_at at time zone 'UTC')::date)::int as days_active,
               max(r.ended_at) as last_active
        from rounds r
        where r.player_id = ${playerId} and r.status = 'submitted'`,
    { instants: ['last_active'] },
  );

export interface MoneyTotalsRow {
  vote_earnings: number;
  /** Votes that paid the player more than 0. */
  paid_votes: number;
  daily_bonuses: number;
  prompt_costs: number;
  copy_costs: number;
  vote_costs: number;
}

/**
 * What the ledger moved in and out of the player's account, by kind. A round's costs are its
 * entry fee less any refund of it (a timed-out round gives back all but the penalty).
 */
function moneyTotals({ account }: Whose) {
  const paidIn = (type: string) =>
    sql`coalesce(sum(e.amount) filter (where e.entry_type = ${type} and e.to_account = ${account}), 0)`;
  const cost = (entryType: string, roundType: string) =>
    sql`(coalesce(sum(e.amount) filter (where e.entry_type = ${entryType} and e.from_account = ${account}), 0)
         - coalesce(sum(e.amount) filter (where e.entry_type = 'refund' and e.to_account = ${account}
                                          and r.round_type = ${roundType}), 0))::int`;
  return rowSet<MoneyTotalsRow>(sql`select ${paidIn('vote_payout')}::int as vote_earnings,
               count(*) filter (where e.entry_type = 'vote_payout' and e.to_account = ${account})::int
                 as paid_votes,
               ${paidIn('daily_bonus')}::int as daily_bonuses,
               ${cost('prompt_entry', 'prompt')} as prompt_costs,
               ${cost('copy_entry', 'copy')} as copy_costs,
               ${cost('vote_entry', 'vote')} as vote_costs
        from ledger_entries e
        left join rounds r on r.id = e.round_id
        where e.to_account = ${account} or e.from_account = ${account}`);
}

export interface ContributorRoleTotals {
  role: 'prompt' | 'copy';
  /** Finalized sets the player contributed to in this role. */
  sets: number;
  /** Of those, the sets that paid the player more than 0. */
  wins: number;
  /** Votes those sets gave the player's phrase. */
  votes: number;
  earnings: number;
}

export interface BestPhrase {
  phrase: string;
  votes: number;
  earnings: number;
}

export interface ContributionsRow {
  roles: ContributorRoleTotals[];
  best_phrases: BestPhrase[];
  favorite_prompts: string[];
}

const BEST_PHRASES = 5;
const FAVORITE_PROMPTS = 5;

/**
 * The player's phrases in finalized sets, each with the votes it drew and what its set paid
 * the player (the ledger's prize payout), summed by role, plus the best phrases (by votes,
 * then earnings) and the prompts that earned the most.
 */
const contributions = ({ playerId, account }: Whose) =>
  rowSet<ContributionsRow>(sql`with mine as (
          select s.id, s.prompt_text, s.finalized_at,
                 case when s.original_player_id = ${playerId} then 'prompt' else 'copy' end as role,
                 case when s.original_player_id = ${playerId} then s.original_phrase
                      when s.copy1_player_id = ${playerId} then s.copy1_phrase
                      else s.copy2_phrase end as phrase
          from phrasesets s
          where s.status = 'finalized'
            and ${playerId} in (s.original_player_id, s.copy1_player_id, s.copy2_player_id)
        ), payouts as (
          select e.phraseset_id, sum(e.amount)::int as amount
          from ledger_entries e
          where e.to_account = ${account} and e.entry_type = 'prize_payout'
          group by e.phraseset_id
        ), scored as (
          select m.*, coalesce(p.amount, 0) as earnings,
                 (select count(*) from votes v
                  where v.phraseset_id = m.id and v.voted_phrase = m.phrase)::int as votes
          from mine m left join payouts p on p.phraseset_id = m.id
        )
        select
          coalesce((select json_agg(json_build_object('role', role, 'sets', sets, 'wins', wins,
                                                      'votes', votes, 'earnings', earnings))
                    from (select role, count(*)::int as sets,
                                 count(*) filter (where earnings > 0)::int as wins,
                                 sum(votes)::int as votes, sum(earnings)::int as earnings
                          from scored group by role) by_role), '[]') as roles,
          coalesce((select json_agg(json_build_object('phrase', phrase, 'votes', votes,
                                                      'earnings', earnings) order by rank)
                    from (select phrase, votes, earnings,
                                 row_number() over (order by votes desc, earnings desc,
                                                    finalized_at desc, id) as rank
                          from scored) ranked
                    where rank <= ${BEST_PHRASES}), '[]') as best_phrases,
          coalesce((select json_agg(prompt_text order by rank)
                    from (select prompt_text,
                                 row_number() over (order by sum(earnings) desc,
                                                    max(finalized_at) desc, prompt_text) as rank
                          from scored where role = 'prompt' and earnings > 0
                          group by prompt_text) ranked
                    where rank <= ${FAVORITE_PROMPTS}), '[]') as favorite_prompts`);

const statisticsQueries = (whose: Whose) => ({
  facts: playerFacts(whose),
  rounds: roundTotals(whose),
  money: moneyTotals(whose),
  contributions: contributions(whose),
});

const statisticsBuiltOnce = rowSetsBuiltOnce<
  { playerId: string; account: string },
  ReturnType<typeof statisticsQueries>
>(statisticsQueries);

/** Everything the statistics are made of, in one statement; `facts` is empty for an unknown player. */
export function loadStatisticsFacts(executor: Executor, playerId: string) {
  return statisticsBuiltOnce(executor, { playerId, account: playerAccount(playerId) });
}

/** The statement with this player's values, for the plan test (it must read the player's rows only). */
export const statisticsStatement = (playerId: string) =>
  rowSetsStatement(statisticsQueries({ playerId, account: playerAccount(playerId) }));
