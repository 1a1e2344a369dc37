import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { VoteResponse } from '../../../shared/api/phrasesets';
import type { ServerContext } from '../../context';
import { phrasesets } from '../../db/schema';
import type { SubmittedVoteRound } from './vote-submission';
import { phrasesetRows } from '../../db/row-readers';
import { builtOnce, builtOncePerShape } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import type { Tx } from '../../db/types';
import { playerAccount, poolAccount, transfer } from '../../ledger';
import { afterVote, closesAt, type VoteThresholdEvent } from '../rules';
import type { PhrasesetStatus } from '../../../shared/api/phrasesets';
import { finalizeLockedIfDue, votingWindowState } from './finalize-phraseset';
import { ledgerKeys } from '../../ledger/keys';
import { depositStake } from './round-money';

/**
 * Counts the vote of a vote round the caller has just marked submitted (vote-submission.ts)
 * for `choice`, one of its three phrases. The set row is locked, so votes on one set are
 * numbered one after the other; the vote fee joins the pool and a correct vote is paid from it at once. The vote
 * frees the round's place, and may finalize the set (20th vote, or the last pending voter of
 * a set whose window has closed).
 *
 * Every voter of the busiest set queues on its row (the vote priority sends them all to it),
 * so the work that does not depend on the set's count comes first: the round is marked
 * submitted (by the caller, reading the set's original phrase, which never changes, in the
 * same statement) and the player's quests move. Only then is the set locked, for as few round
 * trips as the vote itself needs: the count (with the vote and its timeline entries), the fee into the
 * pool, the payout, the commit.
 */
export async function recordVote(
  tx: Tx,
  ctx: ServerContext,
  { round, originalPhrase }: SubmittedVoteRound,
  choice: string,
  now: Date,
): Promise<VoteResponse> {
  const phrasesetId = round.phrasesetId!;
  const correct = choice === originalPhrase;
  await ctx.events.raise(tx, {
    type: 'vote_cast',
    playerId: round.playerId,
    roundId: round.id,
    phrasesetId,
    correct,
    at: now,
  });

  const [set] = phrasesetRows.read(await lockSet(tx, { phrasesetId }));
  if (!set || set.status === 'finalized')
    throw new Error(`Vote round ${round.id} holds a place on a closed set`);

  const next = afterVote(votingWindowState(set), now, ctx.settings);
  const voteId = randomUUID();
  // The vote, its timeline entries and the set's new count in one statement: the set's row is
  // locked from here to commit.
  const [counted] = phrasesetRows.read(
    await countVote(next.events)(tx, {
      voteId,
      phrasesetId: set.id,
      playerId: round.playerId,
      roundId: round.id,
      voteNumber: next.voteCount,
      choice,
      correct,
      promptRoundId: set.promptRoundId,
      voteMetadata: JSON.stringify({ vote_number: next.voteCount }),
      eventMetadata: JSON.stringify({ vote_count: next.voteCount }),
      thresholdEntry0: randomUUID(),
      thresholdEntry1: randomUUID(),
      timelineId: randomUUID(),
      status: next.status,
      closesAt: closesAt(next, ctx.settings)?.toISOString() ?? null,
      now: now.toISOString(),
    }),
  );

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

const lockSet = builtOnce<{ phrasesetId: string }>(
  (v) =>
    sql`select ${phrasesetRows.columns} from ${phrasesets} where ${phrasesets.id} = ${v.phrasesetId} for update`,
);

type CountVoteValues = {
  voteId: string;
  phrasesetId: string;
  playerId: string;
  roundId: string;
  voteNumber: number;
  choice: string;
  correct: boolean;
  promptRoundId: string;
  voteMetadata: string;
  eventMetadata: string;
  /** The ids of the threshold entries, in their order (at most two thresholds at once). */
  thresholdEntry0: string;
  thresholdEntry1: string;
  timelineId: string;
  status: PhrasesetStatus;
  /** ISO 8601, or null while the set has no window. */
  closesAt: string | null;
  /** ISO 8601. */
  now: string;
};

/**
 * The vote, its timeline entries (the vote, then each threshold it reached) and the set's new
 * count, status and window, returning the set's row: a statement per list of thresholds
 * reached (none, the 3rd, the 5th, or both at once). Each threshold reached also stamps its
 * time on the set (afterVote's timestampsToSet holds exactly the times of its events).
 */
const countVote = builtOncePerShape<readonly VoteThresholdEvent[], CountVoteValues>(
  (events) => events.join(','),
  (v, events) => {
    const eventRows = events.map(
      (event, index) =>
        sql`, (${index === 0 ? v.thresholdEntry0 : v.thresholdEntry1}::uuid, ${v.promptRoundId}::uuid, ${event}, null, ${v.eventMetadata}::jsonb, ${instantSql(v.now)})`,
    );
    const thresholdTimes = events.map((event) =>
      event === 'third_vote_reached'
        ? sql`, third_vote_at = ${instantSql(v.now)}`
        : sql`, fifth_vote_at = ${instantSql(v.now)}`,
    );
    return sql`with counted_vote as (
        insert into votes (id, phraseset_id, player_id, round_id, vote_number, voted_phrase, correct, created_at)
        values (${v.voteId}::uuid, ${v.phrasesetId}::uuid, ${v.playerId}::uuid, ${v.roundId}::uuid, ${v.voteNumber}::integer,
                ${v.choice}, ${v.correct}::boolean, ${instantSql(v.now)})
        returning id
      ), vote_timeline as (
        insert into phraseset_activity (id, prompt_round_id, activity_type, player_id, metadata, created_at)
        values (${v.timelineId}::uuid, ${v.promptRoundId}::uuid, 'vote_submitted', ${v.playerId}::uuid, ${v.voteMetadata}::jsonb, ${instantSql(v.now)})
               ${sql.join(eventRows, sql``)}
        returning id
      )
      update ${phrasesets} set vote_count = ${v.voteNumber}::integer, reserved_votes = reserved_votes - 1,
             status = ${v.status}${sql.join(thresholdTimes, sql``)}, closes_at = ${v.closesAt}::timestamptz,
             updated_at = ${instantSql(v.now)}
      where id = ${v.phrasesetId}::uuid
      returning ${phrasesetRows.columns}`;
  },
);
