import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { unauthorized } from '../errors';
import { playerAccount } from '../ledger';
import { dailyBonusKey } from '../players/daily-bonus-rules';
import { parseInstants } from './instants';
import {
  copyablePromptCondition,
  outstandingPromptsCount,
  votableSetCondition,
  waitingPromptCondition,
} from './game-conditions';

/** The player with balance, bonus state and what rounds they could start (one statement). */
export interface PlayerOverviewRow {
  id: string;
  username: string;
  email: string;
  pseudonym: string;
  created_at: Date;
  last_login_at: Date | null;
  balance: number;
  bonus_claimed_today: boolean;
  outstanding_prompts: number;
  /** All players' prompts waiting for copies (the discount threshold counts these). */
  prompts_waiting_total: number;
  /** Waiting prompts this player could copy. */
  prompts_waiting: number;
  /** Sets this player could vote on. */
  phrasesets_waiting: number;
}

export async function loadPlayerOverview(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<PlayerOverviewRow> {
  const rows = await queryRows<PlayerOverviewRow>(
    executor,
    sql`select pl.id, pl.username, pl.email, pl.pseudonym, pl.created_at, pl.last_login_at,
               coalesce(a.balance, 0) as balance,
               exists (select 1 from ledger_entries b where b.idempotency_key = ${dailyBonusKey(playerId, now)}) as bonus_claimed_today,
               ${outstandingPromptsCount(playerId)} as outstanding_prompts,
               (select count(*)::int from rounds p where ${waitingPromptCondition}) as prompts_waiting_total,
               (select count(*)::int from rounds p where ${copyablePromptCondition(playerId)}) as prompts_waiting,
               (select count(*)::int from phrasesets s where ${votableSetCondition(playerId, now)}) as phrasesets_waiting
        from players pl
        left join accounts a on a.id = ${playerAccount(playerId)}
        where pl.id = ${playerId}`,
  );
  const [row] = parseInstants(rows, 'created_at', 'last_login_at');
  // A signed token for a player this database does not know is as good as no token.
  if (!row) throw unauthorized('invalid_token');
  return row;
}
