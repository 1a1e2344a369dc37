import { builtOnce } from '../db/built-once';
import { eq, sql } from 'drizzle-orm';
import type { VoteRequest, VoteResponse } from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { roundRows } from '../db/row-readers';
import { phrasesets, rounds } from '../db/schema';
import type { Tx } from '../db/types';
import { notFound, submissionRefused } from '../errors';
import { expireRound } from '../game/engine/expire-round';
import { recordVote } from '../game/engine/record-vote';
import { markVoteSubmitted, submitVoteIfAccepted } from '../game/engine/vote-submission';
import { isOverdue } from '../game/rules';
import { normalizePhrase } from '../game/validation';

/**
 * `POST /phrasesets/{id}/vote`: the vote of the player's vote round on that set. Accepted
 * until the round's expires_at plus grace, even if the set's window closed meanwhile (the set
 * waits for it). A late vote forfeits the stake (committed) and is refused as `expired`; a
 * second vote is 409 `already_voted`; a phrase that is not one of the three is refused
 * without using up the round.
 *
 * An accepted vote is marked in one statement (vote-submission.ts); only a vote that is not
 * reads the round to say why.
 */
export async function submitVote(
  ctx: ServerContext,
  playerId: string,
  phrasesetId: string,
  input: VoteRequest,
): Promise<VoteResponse> {
  const now = ctx.clock.now();
  const choice = normalizePhrase(input.phrase);
  const outcome = await transaction(ctx.db, async (tx): Promise<VoteResponse | 'expired'> => {
    const accepted = await submitVoteIfAccepted(
      tx,
      { playerId, phrasesetId, choice, now },
      ctx.settings,
    );
    if (accepted) return recordVote(tx, ctx, accepted, choice, now);
    // Not accepted as it stands: the round locked, the reason told (or, if a round was
    // started meanwhile, the vote taken after all).
    const round = await lockVoteRound(tx, playerId, phrasesetId);
    if (!round) {
      const [set] = await tx
        .select({ id: phrasesets.id })
        .from(phrasesets)
        .where(eq(phrasesets.id, phrasesetId));
      throw notFound(set ? 'round_not_found' : 'phraseset_not_found');
    }
    if (round.status === 'submitted')
      throw submissionRefused(409, 'already_voted', 'You have already voted on this set.');
    if (round.status !== 'active') return 'expired';
    if (isOverdue(round.expiresAt, now, ctx.settings)) {
      await expireRound(tx, ctx, round, now);
      return 'expired';
    }
    if (!round.votePhrases?.includes(choice)) {
      throw submissionRefused(400, 'invalid_phrase', 'Vote for one of the three phrases shown.');
    }
    const originalPhrase = await markVoteSubmitted(tx, round.id, now);
    return recordVote(tx, ctx, { round, originalPhrase }, choice, now);
  });
  if (outcome === 'expired')
    throw submissionRefused(400, 'expired', "Time's up: this vote round has expired.");
  return outcome;
}

/** The player's vote round on the set, locked: the active one, else the submitted one, else the latest. */
async function lockVoteRound(tx: Tx, playerId: string, phrasesetId: string) {
  const [round] = roundRows.read(await voteRoundForUpdate(tx, { playerId, phrasesetId }));
  return round;
}

const voteRoundForUpdate = builtOnce<{ playerId: string; phrasesetId: string }>(
  (v) => sql`select ${roundRows.columns} from ${rounds}
               where ${rounds.playerId} = ${v.playerId} and ${rounds.phrasesetId} = ${v.phrasesetId}
                 and ${rounds.roundType} = 'vote'
               order by case ${rounds.status} when 'active' then 0 when 'submitted' then 1 else 2 end,
                 ${rounds.createdAt} desc
               limit 1 for update`,
);
