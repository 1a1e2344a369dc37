import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import { transaction, violatedUniqueConstraint } from '../../db';
import { roundRows } from '../../db/row-readers';
import { accounts, rounds, type RoundRow } from '../../db/schema';
import { builtOnce, type BuiltOnce, type Slots, type StatementValues } from '../../db/built-once';
import { readRowSet, rowSetColumn, rowSetsBuiltOnce, type RowSetQuery } from '../../db/row-sets';
import type { Tx } from '../../db/types';
import type { ErrorCode } from '../../../shared/api/common';
import { refused } from '../../errors';
import { getBalance, playerAccount } from '../../ledger';
import { isOverdue } from '../rules';
import { expireRound } from './expire-round';
import { chargeRound } from './round-money';

/** The partial unique index that allows one active round per player (db/schema/rounds.ts). */
const ONE_ACTIVE_ROUND = 'rounds_one_active_per_player';

/** The values of the checks' own slots. */
type CheckValues = { playerId: string; account: string };

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
 * A read that a round start needs besides its checks, sent in the checks' statement: one
 * round trip less. It sees the statement's snapshot, which is taken before the lock on the
 * player's active round is granted; so only a read whose result a later step checks again
 * under its own lock may come this way (the sets a vote may take a place on, the count of
 * waiting prompts that sets a copy's price, which was always read before that lock).
 */
export interface ReadWithChecks<
  Row extends object,
  Values extends StatementValues = StatementValues,
> {
  /** Names the read: one built-once statement per name. */
  name: string;
  /** The read over the statement's slots: its own values' and the checks' (`playerId`). */
  query: (slot: Slots<Values & CheckValues>) => RowSetQuery<Row>;
  values: Values;
}

/** What the start checks decide on, and the rows of the read sent with them. */
export interface StartChecks<Row> {
  /** The player's active round, locked; none if it was overdue (then it was expired). */
  active: RoundRow | undefined;
  balance: number;
  rows: Row[];
}

/**
 * The player's active round, locked, and the player's balance, in one statement (every round
 * start asks both first), with the start's own read if it has one. An overdue round is
 * expired first (so nobody waits for the sweep) and then there is none; its refund changes the
 * balance, and it may free a vote place, so both are then read again.
 */
export async function readStartChecks<
  Row extends object = never,
  Values extends StatementValues = StatementValues,
>(
  tx: Tx,
  ctx: ServerContext,
  playerId: string,
  now: Date,
  read?: ReadWithChecks<Row, Values>,
): Promise<StartChecks<Row>> {
  const statements = checkStatements(read as ReadWithChecks<object> | undefined);
  const values = { ...read?.values, playerId, account: playerAccount(playerId) };
  const [row] = await statements.withChecks<
    Record<string, unknown> & { own_balance: number | string; alongside?: unknown }
  >(tx, values);
  const balance = Number(row?.own_balance ?? 0);
  const rows = (statements.read ? readRowSet(statements.read, row?.alongside) : []) as Row[];
  if (!row || row.id === null || row.id === undefined) return { active: undefined, balance, rows };
  delete (row as Partial<typeof row>).own_balance;
  delete (row as Partial<typeof row>).alongside;
  const [round] = roundRows.read([row]);
  if (!round || !isOverdue(round.expiresAt, now, ctx.settings))
    return { active: round, balance, rows };
  await expireRound(tx, ctx, round, now);
  return {
    active: undefined,
    balance: await getBalance(tx, playerAccount(playerId)),
    rows: (read ? (await statements.alone!(tx, values)).rows : []) as Row[],
  };
}

/**
 * The refusals every round start checks first, in the order of docs/game-rules.md#rounds:
 * `insufficient_balance`, then `already_in_round`. The round-specific one comes after. (A
 * balance spent by a concurrent start meanwhile fails the charge, with the same refusal.)
 */
export function refuseUnlessCanStart(checks: StartChecks<unknown>, cost: number): void {
  if (checks.balance < cost) throw refused('insufficient_balance');
  if (checks.active) throw refused('already_in_round');
}

/** The checks and refusals of a round start that has no read of its own to send with them. */
export async function checkCanStartRound(
  tx: Tx,
  ctx: ServerContext,
  playerId: string,
  cost: number,
  now: Date,
): Promise<void> {
  refuseUnlessCanStart(await readStartChecks(tx, ctx, playerId, now), cost);
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

interface CheckStatements {
  withChecks: BuiltOnce<CheckValues & StatementValues>;
  /** The read as the statement was built with it: its rows' instants. */
  read?: RowSetQuery<object>;
  /** The read alone, after the checks expired an overdue round. */
  alone?: (executor: Tx, values: StatementValues & CheckValues) => Promise<{ rows: object[] }>;
}

const checkStatementsByRead = new Map<string, CheckStatements>();

function checkStatements(read: ReadWithChecks<object> | undefined): CheckStatements {
  const name = read?.name ?? '';
  const known = checkStatementsByRead.get(name);
  if (known) return known;
  const statements: CheckStatements = {
    withChecks: builtOnce<CheckValues & StatementValues>((v) => {
      statements.read = read?.query(v);
      const alongside = statements.read
        ? sql`${rowSetColumn(statements.read, 'alongside')}, `
        : sql``;
      return sql`select coalesce((select ${accounts.balance} from ${accounts} where ${accounts.id} = ${v.account}), 0) as own_balance,
                   ${alongside}own.*
                 from (select 1) as one
                 left join lateral (select ${roundRows.columns} from ${rounds}
                                      where ${rounds.playerId} = ${v.playerId} and ${rounds.status} = 'active'
                                      for update) as own on true`;
    }),
    alone:
      read &&
      rowSetsBuiltOnce((v: Slots<StatementValues & CheckValues>) => ({ rows: read.query(v) })),
  };
  checkStatementsByRead.set(name, statements);
  return statements;
}
