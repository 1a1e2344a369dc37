import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { VoteResponse } from '../../../shared/api/phrasesets';
import type { ServerContext } from '../../context';
import { phrasesetActivity, phrasesets, rounds, votes, type RoundRow } from '../../db/schema';
import { phrasesetRows } from '../../db/row-readers';
import type { Tx } from '../../db/types';
import { playerAccount, poolAccount, transfer } from '../../ledger';
import { afterVote, closesAt } from '../rules';
import { activityRows } from './activity';
import { finalizeLockedIfDue, votingWindowState } from './finalize-phraseset';
import { ledgerKeys } from '../../ledger/keys';
import { depositStake } from './round-money';

/**
 * Counts the vote of an active, in-time vote round (locked by the caller) for `choice`, one
 * of its three phrases. The set row is locked, so votes on one set are numbered one after the
 * other; the vote fee joins the pool and a correct vote is paid from it at once. The vote
 * frees the round's place, and may finalize the set (20th vote, or the last pending voter of
 * a set whose window has closed).
 *
 * Every voter of the busiest set queues on its row (the vote priority sends them all to it),
 * so the work that does not depend on the set's count comes first: the round is marked
 * submitted (reading the set's original phrase, which never changes, in the same statement)
 * and the player's quests move. Only then is the set locked, for as few round trips as the
 * vote itself needs: the count (with the vote and its timeline entries), the fee into the
 * pool, the payout, the commit.
 */
export async function recordVote(
  tx: Tx,
  ctx: ServerContext,
  round: RoundRow,
  choice: string,
  now: Date,
): Promise<VoteResponse> {
  const phrasesetId = round.phrasesetId!;
  const [submitted] = await tx
    .update(rounds)
    .set({ status: 'submitted', endedAt: now })
    .where(eq(rounds.id, round.id))
    .returning({
      originalPhrase: sql<
        string | null
      >`(select s.original_phrase from phrasesets s where s.id = ${rounds.phrasesetId})`,
    });
  const correct = choice === submitted?.originalPhrase;
  await ctx.events.raise(tx, {
    type: 'vote_cast',
    playerId: round.playerId,
    roundId: round.id,
    phrasesetId,
    correct,
    at: now,
  });

  const [set] = await phrasesetRows.query(
    tx,
    sql`select ${phrasesetRows.columns} from ${phrasesets} where ${phrasesets.id} = ${phrasesetId} for update`,
  );
  if (!set || set.status === 'finalized')
    throw new Error(`Vote round ${round.id} holds a place on a closed set`);

  const next = afterVote(votingWindowState(set), now, ctx.settings);
  const voteId = randomUUID();
  // The vote, its timeline entries and the set's new count in one statement: the set's row is
  // locked from here to commit.
  const vote = tx.$with('counted_vote').as(
    tx
      .insert(votes)
      .values({
        id: voteId,
        phrasesetId: set.id,
        playerId: round.playerId,
        roundId: round.id,
        voteNumber: next.voteCount,
        votedPhrase: choice,
        correct,
        createdAt: now,
      })
      .returning({ id: votes.id }),
  );
  const timeline = tx.$with('vote_timeline').as(
    tx
      .insert(phrasesetActivity)
      .values(
        activityRows([
          {
            promptRoundId: set.promptRoundId,
            type: 'vote_submitted',
            playerId: round.playerId,
            metadata: { vote_number: next.voteCount },
            at: now,
          },
          ...next.events.map((type) => ({
            promptRoundId: set.promptRoundId,
            type,
            metadata: { vote_count: next.voteCount },
            at: now,
          })),
        ]),
      )
      .returning({ id: phrasesetActivity.id }),
  );
  const [counted] = await tx
    .with(vote, timeline)
    .update(phrasesets)
    .set({
      voteCount: next.voteCount,
      reservedVotes: sql`${phrasesets.reservedVotes} - 1`,
      status: next.status,
      ...next.timestampsToSet,
      closesAt: closesAt(next, ctx.settings),
      updatedAt: now,
    })
    .where(eq(phrasesets.id, set.id))
    .returning();

  await depositStake(tx, round, set.promptRoundId, now, set.id);
  const payout = correct ? ctx.settings.vote_payout_correct : 0;
  await transfer(tx, {
    from: poolAccount(set.promptRoundId),
    to: playerAccount(round.playerId),
    amount: payout,
    type: 'vote_payout',
    key: ledgerKeys.votePayout(voteId),
    playerId: round.playerId,
    roundId: round.id,
    phrasesetId: set.id,
    at: now,
  });
  // The row as this vote left it (still locked): whether it is due needs no second read.
  if (counted) await finalizeLockedIfDue(tx, ctx, counted, now);
  return { correct, payout, original_phrase: set.originalPhrase, your_choice: choice };
}
