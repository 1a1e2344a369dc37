import type { StartVoteResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import {
  prepayRound,
  readStartChecks,
  refuseRoundStart,
  refuseUnlessCanStart,
  startRoundTransaction,
} from '../game/engine/round-start';
import { shuffled } from '../game/engine/shuffle';
import { openVoteRound, takeVotePlace } from '../game/engine/vote-place';
import { acceptsNewVoter, orderVoteCandidates, type VoteCandidate } from '../game/rules';
import { presentVoteStart } from '../presenters/round-starts';
import {
  freshSetsLeftOut,
  readEveryVoteCandidate,
  toVoteCandidates,
  voteCandidatesRead,
  type VoteCandidateRow,
} from '../queries/vote-candidates';

/**
 * `POST /rounds/vote`: takes a place on the highest-priority set this player may vote on,
 * charges vote_cost, and stores the three phrases in the (once) shuffled order shown.
 * Refusals in order: insufficient_balance, already_in_round, no_phrasesets_available.
 *
 * `only` (backup players) starts the round on that set only, if this player may vote on it and
 * its votes plus held places are below `placesUpTo`; otherwise the same no_phrasesets_available.
 */
export async function startVoteRound(
  ctx: ServerContext,
  playerId: string,
  only: { phrasesetId?: string; placesUpTo?: number } = {},
): Promise<StartVoteResponse> {
  const now = ctx.clock.now();
  const { settings } = ctx;
  return startRoundTransaction(ctx, async (tx) => {
    // The sets come with the checks, in one statement.
    const checks = await readStartChecks(
      tx,
      ctx,
      playerId,
      now,
      voteCandidatesRead(
        now,
        { minimumVotes: settings.vote_minimum_threshold, draw: ctx.random() },
        only.phrasesetId,
      ),
    );
    refuseUnlessCanStart(checks, settings.vote_cost);
    const inOrder = (rows: VoteCandidateRow[]) =>
      orderVoteCandidates(
        toVoteCandidates(rows).filter((set) => acceptsNewVoter(set, now, settings)),
        ctx.random,
        settings,
      );
    const candidates = inOrder(checks.rows);
    const complete = !freshSetsLeftOut(checks.rows);
    if (candidates.length === 0 && complete)
      return refuseRoundStart(tx, playerId, 'no_phrasesets_available');
    const roundId = await prepayRound(
      tx,
      { playerId, roundType: 'vote', cost: settings.vote_cost },
      now,
    );
    const tried = new Set<string>();
    const startOnFirstFree = async (sets: VoteCandidate[]) => {
      for (const candidate of sets) {
        if (tried.has(candidate.id)) continue;
        tried.add(candidate.id);
        const set = await takeVotePlace(tx, candidate.id, now, only.placesUpTo);
        if (!set) continue;
        const round = await openVoteRound(
          tx,
          {
            id: roundId,
            playerId,
            cost: settings.vote_cost,
            durationSeconds: settings.vote_round_seconds,
            phrasesetId: set.id,
            votePhrases: shuffled(
              [set.originalPhrase, set.copy1Phrase, set.copy2Phrase],
              ctx.random,
            ),
          },
          now,
        );
        if (round) return presentVoteStart(round, set.promptText);
      }
      return undefined;
    };
    const started =
      (await startOnFirstFree(candidates)) ??
      // Only a window of the fresh sets was read, and each was taken meanwhile: the others.
      (complete
        ? undefined
        : await startOnFirstFree(inOrder(await readEveryVoteCandidate(tx, playerId, now))));
    return started ?? refuseRoundStart(tx, playerId, 'no_phrasesets_available');
  });
}
