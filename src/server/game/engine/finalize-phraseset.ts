import { and, eq, ne, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { phrasesets, votes, type PhrasesetRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import { HOUSE_ACCOUNT, getBalance, playerAccount, poolAccount, transfer } from '../../ledger';
import { computePayouts, shouldFinalize, type VotingWindowState } from '../rules';
import { recordActivity } from './activity';
import { ledgerKeys, type PayoutRole } from '../../ledger/keys';

export function votingWindowState(
  set: Pick<PhrasesetRow, 'voteCount' | 'thirdVoteAt' | 'fifthVoteAt'>,
): VotingWindowState {
  return { voteCount: set.voteCount, thirdVoteAt: set.thirdVoteAt, fifthVoteAt: set.fifthVoteAt };
}

/**
 * Finalizes the set when its window says so and no vote round still holds a place on it
 * (a voter who started before the window closed may still submit). Locks the set row, or
 * with `skipLocked` (the sweep) leaves a set another transaction is working on to that one.
 * Returns whether this call finalized it.
 */
export async function finalizeIfDue(
  tx: Tx,
  ctx: ServerContext,
  phrasesetId: string,
  now: Date,
  { skipLocked = false } = {},
): Promise<boolean> {
  const [set] = await tx
    .select()
    .from(phrasesets)
    .where(eq(phrasesets.id, phrasesetId))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return set ? finalizeLockedIfDue(tx, ctx, set, now) : false;
}

/**
 * finalizeIfDue for a set the caller has locked and holds as it now stands (a vote has just
 * updated it and returned the row): no second read of the row.
 */
export async function finalizeLockedIfDue(
  tx: Tx,
  ctx: ServerContext,
  set: PhrasesetRow,
  now: Date,
): Promise<boolean> {
  if (set.status === 'finalized' || set.reservedVotes > 0) return false;
  if (!shouldFinalize(votingWindowState(set), now, ctx.settings)) return false;
  return finalize(tx, ctx, set, now);
}

/**
 * Pays the pool out by points and closes the set, exactly once: the status change is
 * conditional, so of two finalizers only the one whose UPDATE returns a row pays.
 */
async function finalize(
  tx: Tx,
  ctx: ServerContext,
  set: PhrasesetRow,
  now: Date,
): Promise<boolean> {
  const pool = poolAccount(set.promptRoundId);
  const totalPool = await getBalance(tx, pool);
  const [won] = await tx
    .update(phrasesets)
    .set({ status: 'finalized', finalizedAt: now, updatedAt: now, finalPool: totalPool })
    .where(and(eq(phrasesets.id, set.id), ne(phrasesets.status, 'finalized')))
    .returning({ id: phrasesets.id });
  if (!won) return false;

  const counts = await votesByPhrase(tx, set);
  const payouts = computePayouts({ ...counts, pool: totalPool });
  const recipients: [PayoutRole, string][] = [
    ['original', set.originalPlayerId],
    ['copy1', set.copy1PlayerId],
    ['copy2', set.copy2PlayerId],
  ];
  for (const [role, playerId] of recipients) {
    await transfer(tx, {
      from: pool,
      to: playerAccount(playerId),
      amount: payouts[role].payout,
      type: 'prize_payout',
      key: ledgerKeys.payout(set.id, role),
      playerId,
      phrasesetId: set.id,
      at: now,
    });
  }

  const totalVotes = counts.originalVotes + counts.copy1Votes + counts.copy2Votes;
  await recordActivity(tx, {
    promptRoundId: set.promptRoundId,
    type: 'finalized',
    metadata: { total_votes: totalVotes, total_pool: totalPool },
    at: now,
  });
  await ctx.events.raise(tx, {
    type: 'phraseset_finalized',
    phrasesetId: set.id,
    at: now,
    totalVotes,
    original: { playerId: set.originalPlayerId, votes: counts.originalVotes },
    copies: [
      { playerId: set.copy1PlayerId, votes: counts.copy1Votes },
      { playerId: set.copy2PlayerId, votes: counts.copy2Votes },
    ],
  });
  // Last: the house account is a row every finalization and discounted copy changes, so it
  // stays locked only until commit.
  await transfer(tx, {
    from: pool,
    to: HOUSE_ACCOUNT,
    amount: payouts.remainder,
    type: 'remainder',
    key: ledgerKeys.remainder(set.id),
    phrasesetId: set.id,
    at: now,
  });
  return true;
}

/** The set's votes per phrase (its three phrases are distinct: validation refuses duplicates). */
async function votesByPhrase(tx: Tx, set: PhrasesetRow) {
  const rows = await tx
    .select({ phrase: votes.votedPhrase, count: sql<number>`count(*)::int` })
    .from(votes)
    .where(eq(votes.phrasesetId, set.id))
    .groupBy(votes.votedPhrase);
  const countOf = (phrase: string) => rows.find((row) => row.phrase === phrase)?.count ?? 0;
  return {
    originalVotes: countOf(set.originalPhrase),
    copy1Votes: countOf(set.copy1Phrase),
    copy2Votes: countOf(set.copy2Phrase),
  };
}
