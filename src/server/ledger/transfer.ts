import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows } from '../db/query-rows';
import type { Tx } from '../db/types';
import { accountKind } from './accounts';
import type { EntryType } from './entry-types';
import { InsufficientBalanceError } from './errors';

export interface Transfer {
  from: string;
  to: string;
  /** Whole Flipcoins; 0 moves nothing and records nothing. */
  amount: number;
  type: EntryType;
  /** Unique per movement (e.g. `bonus:<player>:<yyyy-mm-dd>`): a second use moves nothing. */
  key: string;
  playerId?: string;
  roundId?: string;
  phrasesetId?: string;
  /** From the injected clock. */
  at: Date;
}

/**
 * Moves coins inside the caller's transaction. Returns false when an entry with the same
 * idempotency key already exists (a retry or a concurrent duplicate: nothing moves), true
 * otherwise. Throws InsufficientBalanceError when the payer is not the house and cannot
 * cover the amount; the caller's transaction must then roll back.
 *
 * One statement, so one round trip to the database: transfers are on every game action, and
 * under load each round trip also lengthens the time a hot prize pool or set row stays locked.
 * - The entry is inserted first, its unique key claimed: under concurrency the second
 *   inserter waits for the first to commit and then inserts nothing, so no balance moves.
 * - Only if it was inserted do the balances change. A payer other than the house is debited
 *   by one conditional UPDATE (balance >= amount), so the check and the change cannot be
 *   separated by a concurrent debit (the CHECK constraint backs it up); the house, which may
 *   go negative, and the payee are upserted, which opens an account on first use (pools and
 *   stakes).
 * - The two rows are changed in account-id order (the final SELECT reads the lower id's
 *   change first, and PostgreSQL runs a WITH part when it is first read), so two transfers
 *   over the same pair of accounts in opposite directions never wait on each other in a cycle.
 */
export async function transfer(tx: Tx, movement: Transfer): Promise<boolean> {
  const { from, to, amount, at } = movement;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Invalid transfer amount: ${amount}`);
  if (from === to) throw new RangeError(`Transfer from ${from} to itself`);
  if (amount === 0) return true;

  const instant = sql`${at.toISOString()}::timestamptz`;
  const upsert = (account: string, delta: number) => sql`
    insert into accounts (id, kind, balance, created_at)
    select ${account}::text, ${accountKind(account)}::text, ${delta}::integer, ${instant}
    where exists (select 1 from entry)
    on conflict (id) do update set balance = accounts.balance + excluded.balance
    returning 1`;
  const debit =
    accountKind(from) === 'house'
      ? upsert(from, -amount)
      : sql`update accounts set balance = balance - ${amount}::integer
            where id = ${from} and balance >= ${amount}::integer and exists (select 1 from entry)
            returning 1`;
  const debitFirst = from < to;
  const [result] = await queryRows<{ recorded: boolean; first_done: boolean; second_done: boolean }>(
    tx,
    sql`with entry as (
          insert into ledger_entries (id, from_account, to_account, amount, entry_type, idempotency_key, player_id, round_id, phraseset_id, created_at)
          values (${randomUUID()}::uuid, ${from}, ${to}, ${amount}::integer, ${movement.type}, ${movement.key},
                  ${movement.playerId ?? null}::uuid, ${movement.roundId ?? null}::uuid, ${movement.phrasesetId ?? null}::uuid, ${instant})
          on conflict (idempotency_key) do nothing
          returning 1
        ), debited as (${debit}), credited as (${upsert(to, amount)})
        select exists (select 1 from entry) as recorded,
               exists (select 1 from ${debitFirst ? sql`debited` : sql`credited`}) as first_done,
               exists (select 1 from ${debitFirst ? sql`credited` : sql`debited`}) as second_done`,
  );
  if (!result?.recorded) return false;
  if (!(debitFirst ? result.first_done : result.second_done)) throw new InsufficientBalanceError(from, amount);
  return true;
}
