import { sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { rounds, type RoundRow } from '../../db/schema';
import { roundRows } from '../../db/row-readers';
import { builtOnce, builtOncePerShape } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import type { Tx } from '../../db/types';
import { isOverdue } from '../rules';
import { finalizeIfDue } from './finalize-phraseset';
import { releaseVotePlace } from './vote-place';
import { settleTimedOutStake } from './round-money';

/** Locks a round by id; with `skipLocked` a round locked by another transaction is left to it. */
export async function lockRound(
  tx: Tx,
  roundId: string,
  { skipLocked = false } = {},
): Promise<RoundRow | undefined> {
  const [round] = roundRows.read(await roundForUpdate(skipLocked)(tx, { roundId }));
  return round;
}

const roundForUpdate = builtOncePerShape<boolean, { roundId: string }>(
  String,
  (v, skipLocked) =>
    sql`select ${roundRows.columns} from ${rounds} where ${rounds.id} = ${v.roundId}
        for update${skipLocked ? sql` skip locked` : sql``}`,
);

/**
 * Times out an active round whose submission deadline has passed (the caller holds its row
 * lock): a prompt round becomes `expired` and a copy round `abandoned` (its copy slot frees,
 * so the prompt is back in its place in the queue), both refunded minus the penalty; a vote
 * round becomes `expired`, its stake forfeited and its place on the set released, which may
 * let a set whose window already closed finalize now.
 */
export async function expireRound(
  tx: Tx,
  ctx: ServerContext,
  round: RoundRow,
  now: Date,
): Promise<void> {
  const status = round.roundType === 'copy' ? 'abandoned' : 'expired';
  await endActiveRound(tx, { roundId: round.id, status, now: now.toISOString() });
  await settleTimedOutStake(tx, round, ctx.settings, now);
  if (round.roundType === 'vote' && round.phrasesetId) {
    await releaseVotePlace(tx, round.phrasesetId);
    await finalizeIfDue(tx, ctx, round.phrasesetId, now);
  }
}

/**
 * Expires the round if it is still active and overdue at `now`, locking it first. Returns
 * whether it did; false also when another transaction holds it and `skipLocked` is set.
 */
export async function expireRoundIfOverdue(
  tx: Tx,
  ctx: ServerContext,
  roundId: string,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<boolean> {
  const round = await lockRound(tx, roundId, options);
  if (!round || round.status !== 'active' || !isOverdue(round.expiresAt, now, ctx.settings))
    return false;
  await expireRound(tx, ctx, round, now);
  return true;
}

const endActiveRound = builtOnce<{ roundId: string; status: 'abandoned' | 'expired'; now: string }>(
  (v) =>
    sql`update rounds set status = ${v.status}, ended_at = ${instantSql(v.now)}
          where id = ${v.roundId} and status = 'active'`,
);
