import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db';
import type { Executor } from '../../src/server/db/types';

export interface DatabaseSnapshot {
  players: number;
  refreshTokens: number;
  accounts: number;
  ledgerEntries: number;
  /** Every account's balance by id, so any coin movement shows. */
  balances: Record<string, number>;
}

/** What a refused request must leave untouched: compare a snapshot before and after. */
export async function databaseSnapshot(executor: Executor): Promise<DatabaseSnapshot> {
  const [counts] = await queryRows<{
    players: number;
    refresh_tokens: number;
    accounts: number;
    ledger_entries: number;
  }>(
    executor,
    sql`select
      (select count(*)::int from players) as players,
      (select count(*)::int from refresh_tokens) as refresh_tokens,
      (select count(*)::int from accounts) as accounts,
      (select count(*)::int from ledger_entries) as ledger_entries`,
  );
  const balances = await queryRows<{ id: string; balance: number }>(
    executor,
    sql`select id, balance from accounts`,
  );
  return {
    players: counts!.players,
    refreshTokens: counts!.refresh_tokens,
    accounts: counts!.accounts,
    ledgerEntries: counts!.ledger_entries,
    balances: Object.fromEntries(balances.map((row) => [row.id, row.balance])),
  };
}
