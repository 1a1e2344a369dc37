// A person's figures after solo play, read from the ledger and the rounds: what they put in
// and got back, and how long each of their prompts took from submission to its paid result.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/query-rows';
import type { Executor } from '../../src/server/db/types';
import { playerAccount } from '../../src/server/ledger';

export interface PersonMoney {
  /** Round costs charged (prompt, copy and vote entries). */
  paidIn: number;
  /** Payouts, correct-vote payouts and refunds. */
  gotBack: number;
}

export async function personMoney(db: Executor, playerId: string): Promise<PersonMoney> {
  const account = playerAccount(playerId);
  const [row] = await queryRows<PersonMoney>(
    db,
    sql`select
      coalesce(sum(amount) filter (where from_account = ${account}
        and entry_type in ('prompt_entry', 'copy_entry', 'vote_entry')), 0)::int as "paidIn",
      coalesce(sum(amount) filter (where to_account = ${account}
        and entry_type in ('vote_payout', 'prize_payout', 'refund')), 0)::int as "gotBack"
      from ledger_entries where ${account} in (from_account, to_account)`,
  );
  return row!;
}

export interface PromptOutcome {
  promptRoundId: string;
  submittedAt: Date;
  /** Null while the set is not finalized. */
  finalizedAt: Date | null;
  /** What the ledger paid the author for it (0 when no vote went to the original). */
  payout: number;
}

/** The person's submitted prompts, oldest first. */
export async function promptOutcomes(db: Executor, playerId: string): Promise<PromptOutcome[]> {
  const rows = await queryRows<{
    id: string;
    submitted_at: string | Date;
    finalized_at: string | Date | null;
    payout: number;
  }>(
    db,
    sql`select p.id, p.ended_at as submitted_at, s.finalized_at,
          coalesce((select sum(e.amount) from ledger_entries e
                    where e.phraseset_id = s.id and e.entry_type = 'prize_payout'
                      and e.to_account = ${playerAccount(playerId)}), 0)::int as payout
        from rounds p left join phrasesets s on s.prompt_round_id = p.id
        where p.player_id = ${playerId} and p.round_type = 'prompt' and p.status = 'submitted'
        order by p.ended_at`,
  );
  return rows.map((row) => ({
    promptRoundId: row.id,
    submittedAt: new Date(row.submitted_at),
    finalizedAt: row.finalized_at === null ? null : new Date(row.finalized_at),
    payout: row.payout,
  }));
}
