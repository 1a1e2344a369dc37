// What backup play costs the house, read from the ledger (no table of its own): the house and
// its bots form one side, and the net of what crossed from that side to people and escrow
// (stakes, prize pools) is its spending. Top-ups of bots stay inside the side. Coins the house
// issues to people whatever the bots do (starting balances, daily bonuses, quest rewards) are
// not backup play. Stakes and pools a bot paid into count as spent until they come back.
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { instantSql } from '../db/game-conditions';

const HOUR_MS = 3600 * 1000;

/** Net coins the house side spent on play from `since` (exclusive) to `until` (inclusive). */
export async function houseSpendBetween(
  executor: Executor,
  since: Date,
  until: Date,
): Promise<number> {
  const [row] = await queryRows<{ spent: number }>(
    executor,
    sql`with side as (
          select 'house' as id
          union all select 'player:' || b.id::text from players b where b.is_bot)
        select coalesce(sum(case when e.from_account in (select id from side)
                                 then e.amount else -e.amount end), 0)::int as spent
        from ledger_entries e
        where e.created_at > ${instantSql(since)} and e.created_at <= ${instantSql(until)}
          and e.entry_type not in ('starting_balance', 'daily_bonus', 'quest_reward')
          and (e.from_account in (select id from side)) <> (e.to_account in (select id from side))`,
  );
  return row?.spent ?? 0;
}

/**
 * Whether bots may start another paid round: the house's net spending over the last hour is
 * below `ai_backup_spend_cap_per_hour` (0: no cap, and no query). A turn started just under
 * the cap may pass it by one round's cost; the next turns wait until the hour rolls on.
 */
export async function withinSpendCap(ctx: ServerContext): Promise<boolean> {
  const cap = ctx.settings.ai_backup_spend_cap_per_hour;
  if (cap === 0) return true;
  const now = ctx.clock.now();
  return (await houseSpendBetween(ctx.db, new Date(now.getTime() - HOUR_MS), now)) < cap;
}
