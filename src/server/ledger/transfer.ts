import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { builtOncePerShape } from '../db/built-once';
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

  const debitFirst = from < to;
  const statement = transferStatement({ houseDebit: accountKind(from) === 'house', debitFirst });
  const [result] = await statement<{
    recorded: boolean;
    first_done: boolean;
    second_done: boolean;
  }>(tx, {
    entryId: randomUUID(),
    from,
    to,
    fromKind: accountKind(from),
    toKind: accountKind(to),
    amount,
    debit: -amount,
    type: movement.type,
    idempotencyKey: movement.key,
    playerId: movement.playerId ?? null,
    roundId: movement.roundId ?? null,
    phrasesetId: movement.phrasesetId ?? null,
    at: at.toISOString(),
  });
  if (!result?.recorded) return false;
  if (!(debitFirst ? result.first_done : result.second_done))
    throw new InsufficientBalanceError(from, amount);
  return true;
}

type TransferValues = {
  entryId: string;
  from: string;
  to: string;
  fromKind: string;
  toKind: string;
  amount: number;
  /** The amount negated: the house's upsert adds it. */
  debit: number;
  type: EntryType;
  idempotencyKey: string;
  playerId: string | null;
  roundId: string | null;
  phrasesetId: string | null;
  /** ISO 8601. */
  at: string;
};

/** The transfer's four shapes: a house or other payer, and which account is changed first. */
const transferStatement = builtOncePerShape<
  { houseDebit: boolean; debitFirst: boolean },
  TransferValues
>(
  ({ houseDebit, debitFirst }) => `${houseDebit}:${debitFirst}`,
  (v, { houseDebit, debitFirst }) => {
    const upsert = (account: SQL, kind: SQL, delta: SQL) => sql`
      insert into accounts (id, kind, balance, created_at)
      select ${account}::text, ${kind}::text, ${delta}::integer, ${v.at}::timestamptz
      where exists (select 1 from entry)
      on conflict (id) do update set balance = accounts.balance + excluded.balance
      returning 1`;
    const debit = houseDebit
      ? upsert(sql`${v.from}`, sql`${v.fromKind}`, sql`${v.debit}`)
      : sql`update accounts set balance = balance - ${v.amount}::integer
            where id = ${v.from} and balance >= ${v.amount}::integer and exists (select 1 from entry)
            returning 1`;
    return sql`with entry as (
        insert into ledger_entries (id, from_account, to_account, amount, entry_type, idempotency_key, player_id, round_id, phraseset_id, created_at)
        values (${v.entryId}::uuid, ${v.from}, ${v.to}, ${v.amount}::integer, ${v.type}, ${v.idempotencyKey},
                ${v.playerId}::uuid, ${v.roundId}::uuid, ${v.phrasesetId}::uuid, ${v.at}::timestamptz)
        on conflict (idempotency_key) do nothing
        returning 1
      ), debited as (${debit}), credited as (${upsert(sql`${v.to}`, sql`${v.toKind}`, sql`${v.amount}`)})
      select exists (select 1 from entry) as recorded,
             exists (select 1 from ${debitFirst ? sql`debited` : sql`credited`}) as first_done,
             exists (select 1 from ${debitFirst ? sql`credited` : sql`debited`}) as second_done`;
  },
);
