import { and, eq, gte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { accounts, ledgerEntries } from '../db/schema';
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
 */
export async function transfer(tx: Tx, movement: Transfer): Promise<boolean> {
  const { from, to, amount, at } = movement;
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Invalid transfer amount: ${amount}`);
  if (from === to) throw new RangeError(`Transfer from ${from} to itself`);
  if (amount === 0) return true;

  // The unique key is claimed first: under concurrency the second inserter waits for the
  // first to commit and then inserts nothing, so the balances below move exactly once.
  const recorded = await tx
    .insert(ledgerEntries)
    .values({
      id: randomUUID(),
      fromAccount: from,
      toAccount: to,
      amount,
      entryType: movement.type,
      idempotencyKey: movement.key,
      playerId: movement.playerId,
      roundId: movement.roundId,
      phrasesetId: movement.phrasesetId,
      createdAt: at,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (recorded.length === 0) return false;

  // Rows are locked in account-id order so that two transfers over the same pair of
  // accounts, in opposite directions, can never wait on each other in a cycle.
  const steps = [
    { account: from, apply: () => debit(tx, from, amount, at) },
    { account: to, apply: () => adjust(tx, to, amount, at) },
  ].sort((a, b) => (a.account < b.account ? -1 : 1));
  for (const step of steps) await step.apply();
  return true;
}

async function debit(tx: Tx, account: string, amount: number, at: Date): Promise<void> {
  if (accountKind(account) === 'house') return adjust(tx, account, -amount, at);
  // One conditional statement: the balance check and the change cannot be separated by a
  // concurrent debit, and the CHECK constraint backs it up.
  const debited = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(and(eq(accounts.id, account), gte(accounts.balance, amount)))
    .returning({ id: accounts.id });
  if (debited.length === 0) throw new InsufficientBalanceError(account, amount);
}

/** Adds `delta` to an account, creating it on first use (pools and stakes open on demand). */
async function adjust(tx: Tx, account: string, delta: number, at: Date): Promise<void> {
  await tx
    .insert(accounts)
    .values({ id: account, kind: accountKind(account), balance: delta, createdAt: at })
    .onConflictDoUpdate({
      target: accounts.id,
      set: { balance: sql`${accounts.balance} + excluded.balance` },
    });
}
