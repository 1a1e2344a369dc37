// A cheap summary of every coin on the books: the number of ledger entries and every player's
// balance. Two equal fingerprints around a refused request prove it moved no coin (a balance
// changed without an entry is caught by checkLedger at the end).
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../src/server/db/query-rows';
import type { Executor } from '../../../src/server/db/types';

export async function ledgerFingerprint(executor: Executor): Promise<string> {
  const [row] = await queryRows<{ entries: string; balances: string | null }>(
    executor,
    sql`select (select count(*) from ledger_entries)::text as entries,
               (select md5(string_agg(id || '=' || balance, ',' order by id)) from accounts where kind in ('player', 'house')) as balances`,
  );
  return `${row?.entries}:${row?.balances}`;
}
