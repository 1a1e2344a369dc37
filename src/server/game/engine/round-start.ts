import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { transaction, violatedUniqueConstraint } from '../../db';
import { roundRows } from '../../db/row-readers';
import { accounts, rounds, type RoundRow } from '../../db/schema';
import { builtOnce } from '../../db/built-once';
import type { Tx } from '../../db/types';
import type { ErrorCode } from '../../../shared/api/common';
import { refused } from '../../errors';
import { getBalance, playerAccount } from '../../ledger';
import { isOverdue } from '../rules';
import { expireRound } from './expire-round';
import { chargeRound } from './round-money';

/** The partial unique index that allows one active round per player (db/schema/rounds.ts). */
const ONE_ACTIVE_ROUND = 'rounds_one_active_per_player';

/**
 * Runs a round start in one transaction. Two starts racing past the checks both insert an
 * active round; the database lets one commit and fails the other on the unique index, which
 * is the same refusal as the check: `already_in_round` (nothing is charged, it rolled back).
 */
export async function startRoundTransaction<T>(
  ctx: ServerContext,
  start: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await transaction(ctx.db, start);
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_ACTIVE_ROUND) throw refused('already_in_round');
    throw error;
  }
}

/**
 * The player's active round, locked, and the player's balance, in one statement (every round
 * start asks both first; one round trip less per start). An overdue round is expired first (so
 * nobody waits for the sweep) and then there is none; its refund changes the balance, which is
 * then read again.
 */
async function lockOwnActiveRound(
  tx: Tx,
  ctx: ServerContext,
  playerId: string,
  now: Date,
): Promise<{ round: RoundRow | undefined; balance: number }> {
  const [row] = await ownActiveRoundAndBalance<
    Record<string, unknown> & { own_balance: number | string }
  >(tx, { playerId, account: playerAccount(playerId) });
  const balance = Number(row?.own_balance ?? 0);
  if (!row || row.id === null || row.id === undefined) return { round: undefined, balance };
  delete (row as Partial<typeof row>).own_balance;
  const [round] = roundRows.read([row]);
  if (!round || !isOverdue(round.expiresAt, now, ctx.settings)) return { round, balance };
  await expireRound(tx, ctx, round, now);
  return { round: undefined, balance: await getBalance(tx, playerAccount(playerId)) };
}

const ownActiveRoundAndBalance = builtOnce<{ playerId: string; account: string }>(
  (v) => sql`select coalesce((select ${accounts.balance} from ${accounts} where ${accounts.id} = ${v.account}), 0) as own_balance, own.*
               from (select 1) as one
               left join lateral (select ${roundRows.columns} from ${rounds}
                                    where ${rounds.playerId} = ${v.playerId} and ${rounds.status} = 'active'
                                    for update) as own on true`,
);

/**
 * The refusals every round start checks first, in the order of docs/game-rules.md#rounds:
 * `insufficient_balance`, then `already_in_round`. The round-specific one comes after. (A
 * balance spent by a concurrent start meanwhile fails the charge, with the same refusal.)
 */
export async function checkCanStartRound(
  tx: Tx,
  ctx: ServerContext,
  playerId: string,
  cost: number,
  now: Date,
): Promise<void> {
  const { round: active, balance } = await lockOwnActiveRound(tx, ctx, playerId, now);
  if (balance < cost) throw refused('insufficient_balance');
  if (active) throw refused('already_in_round');
}

/**
 * The round-specific refusal (no_prompts_available, no_phrasesets_available,
 * max_outstanding_quips), unless a concurrent start of this player committed a round while
 * this one waited on a lock: then, as in the checks' order, the answer is already_in_round.
 * A new statement sees what committed meanwhile.
 */
export async function refuseRoundStart(tx: Tx, playerId: string, code: ErrorCode): Promise<never> {
  const [active] = await tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.status, 'active')));
  throw refused(active ? 'already_in_round' : code);
}

export type NewRound = Pick<RoundRow, 'playerId' | 'roundType' | 'cost'> &
  Partial<
    Pick<
      RoundRow,
      | 'promptId'
      | 'promptText'
      | 'promptRoundId'
      | 'copySlot'
      | 'discountActive'
      | 'houseSubsidy'
      | 'phrasesetId'
      | 'votePhrases'
    >
  > & { durationSeconds: number };

/**
 * Charges a round about to be opened, under an id chosen now; openRound then creates it with
 * `prepaidId`. A copy or vote start charges before it reserves its copy slot or vote place:
 * those rows are contested by every player starting the same kind of round, and stay locked
 * until commit, so the charge's round trip is better made before the lock than under it.
 */
export async function prepayRound(
  tx: Tx,
  round: Pick<RoundRow, 'playerId' | 'roundType' | 'cost'>,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await chargeRound(tx, { id, ...round }, now);
  return id;
}

/**
 * Charges the round's cost into its stake (unless prepayRound already did, under
 * `prepaidId`), then creates the active round, in the caller's transaction. Every start
 * charges before it inserts: two starts of one player then meet first on the player's
 * account row, in the same order whatever their kinds, and never wait on each other in a
 * cycle (one holding the account, the other the one-active-round index entry).
 */
export async function openRound(
  tx: Tx,
  round: NewRound,
  now: Date,
  prepaidId?: string,
): Promise<RoundRow> {
  const { durationSeconds, ...columns } = round;
  const id = prepaidId ?? (await prepayRound(tx, round, now));
  return roundRows.insert(tx, {
    ...columns,
    id,
    status: 'active',
    createdAt: now,
    expiresAt: new Date(now.getTime() + durationSeconds * 1000),
  });
}
