import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';

export interface LedgerViolation {
  rule: 'balance_mismatch' | 'unbalanced_total' | 'negative_balance';
  /** The account concerned; absent for the whole-ledger total. */
  account?: string;
  message: string;
}

/**
 * Audits the ledger: every account's balance equals the net sum of its entries (an entry
 * naming a missing account counts as a mismatch), all balances sum to zero, and only the
 * house is below zero. Returns the violations; an empty list means the books are clean.
 */
export async function checkLedger(executor: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];

  const mismatches = await queryRows<{ account: string; balance: string | null; net: string }>(
    executor,
    sql`
      with flows as (
        select to_account as account, amount::bigint as delta from ledger_entries
        union all
        select from_account, -amount::bigint from ledger_entries
      ), net as (
        select account, sum(delta) as net from flows group by account
      )
      select coalesce(a.id, n.account) as account, a.balance::text as balance, coalesce(n.net, 0)::text as net
      from accounts a full outer join net n on n.account = a.id
      where a.id is null or a.balance <> coalesce(n.net, 0)
      order by 1`,
  );
  for (const row of mismatches) {
    const held = row.balance === null ? 'no account row' : `balance ${row.balance}`;
    violations.push({
      rule: 'balance_mismatch',
      account: row.account,
      message: `${row.account}: ${held} but its entries net ${row.net}`,
    });
  }

  const [total] = await queryRows<{ total: string }>(
    executor,
    sql`select coalesce(sum(balance::bigint), 0)::text as total from accounts`,
  );
  if (total && total.total !== '0') {
    violations.push({
      rule: 'unbalanced_total',
      message: `all accounts sum to ${total.total}, not 0`,
    });
  }

  const negatives = await queryRows<{ id: string; balance: number }>(
    executor,
    sql`select id, balance from accounts where kind <> 'house' and balance < 0 order by id`,
  );
  for (const row of negatives) {
    violations.push({
      rule: 'negative_balance',
      account: row.id,
      message: `${row.id}: negative balance ${row.balance}`,
    });
  }
  return violations;
}
