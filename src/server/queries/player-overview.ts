import { sql, type SQL } from 'drizzle-orm';
import { rowSet, type RowSetQuery } from '../db/row-sets';
import { unauthorized } from '../errors';
import type { PlayerSlots } from './fresh-read';
import type { PlayerOverviewRow, PlayerRow } from '../presenters/input-rows';
import {
  copyableIfWaitingCondition,
  outstandingPromptsCount,
  votableSetCondition,
  waitingPromptCondition,
} from '../db/game-conditions';

/** For `GET /player/balance`, which shows no round availability: its counts are skipped. */
export const playerRowQuery = (slot: PlayerSlots): RowSetQuery<PlayerRow> =>
  playerQuery<PlayerRow>(slot, playerColumns(slot), sql``);

/**
 * For the dashboard and `GET /rounds/available`. The waiting prompts are scanned once for
 * both of their counts (the dashboard is the most frequent call of all).
 */
export const playerOverviewQuery = (slot: PlayerSlots): RowSetQuery<PlayerOverviewRow> =>
  playerQuery<PlayerOverviewRow>(
    slot,
    sql`${playerColumns(slot)},
        waiting.prompts_waiting_total, waiting.prompts_waiting,
        (select count(*)::int from phrasesets s where ${votableSetCondition(slot.playerId, slot.now)}) as phrasesets_waiting`,
    sql`cross join lateral (
          select count(*)::int as prompts_waiting_total,
                 (count(*) filter (where ${copyableIfWaitingCondition(slot.playerId)}))::int as prompts_waiting
          from rounds p where ${waitingPromptCondition}) waiting`,
  );

/**
 * The one row of a player query; a signed token for a player this database does not know is as good
 * as no token.
 */
export function onePlayer<Row extends PlayerRow>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw unauthorized('invalid_token');
  return row;
}

function playerColumns(slot: PlayerSlots): SQL {
  return sql`pl.id, pl.username, pl.email, pl.pseudonym, pl.created_at, pl.last_login_at,
             coalesce(a.balance, 0) as balance,
             exists (select 1 from ledger_entries b where b.idempotency_key = ${slot.bonusKey}) as bonus_claimed_today,
             ${outstandingPromptsCount(slot.playerId)} as outstanding_prompts`;
}

function playerQuery<Row extends PlayerRow>(
  slot: PlayerSlots,
  columns: SQL,
  joins: SQL,
): RowSetQuery<Row> {
  return rowSet<Row>(
    sql`select ${columns}
        from players pl
        left join accounts a on a.id = ${slot.account}
        ${joins}
        where pl.id = ${slot.playerId}`,
    { instants: ['created_at', 'last_login_at'] },
  );
}
