import type { SubmitPhraseRequest, SubmitPhraseResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { forbidden, notFound, refused, submissionRefused } from '../errors';
import { expireRound, lockRound } from '../game/engine/expire-round';
import { submitCopy } from '../game/engine/submit-copy';
import { submitPrompt } from '../game/engine/submit-prompt';
import { isOverdue } from '../game/rules';
import type { PhraseValidationResult } from '../game/validation';

const EXPIRED_MESSAGE = 'This round has expired.';

/**
 * `POST /rounds/{round_id}/submit` for prompt and copy rounds. Accepted until expires_at plus
 * the grace period. The round row is locked first, so of parallel submits of one round one
 * succeeds and the others find it submitted (409 already_submitted). A late submit expires
 * the round (refund minus penalty), which commits, and is then refused as `expired`.
 */
export async function submitRoundPhrase(
  ctx: ServerContext,
  playerId: string,
  roundId: string,
  input: SubmitPhraseRequest,
): Promise<SubmitPhraseResponse> {
  const now = ctx.clock.now();
  const outcome = await transaction(
    ctx.db,
    async (tx): Promise<PhraseValidationResult | 'expired'> => {
      const round = await lockRound(tx, roundId);
      if (!round) throw notFound('round_not_found');
      if (round.playerId !== playerId) throw forbidden('not_your_round');
      if (round.roundType === 'vote') throw refused('vote_round_needs_vote_call');
      if (round.status === 'submitted') {
        throw submissionRefused(409, 'already_submitted', 'This round has already been submitted.');
      }
      if (round.status !== 'active') return 'expired';
      if (isOverdue(round.expiresAt, now, ctx.settings)) {
        await expireRound(tx, ctx, round, now);
        return 'expired';
      }
      const submit = round.roundType === 'prompt' ? submitPrompt : submitCopy;
      return submit(tx, ctx, round, input.phrase, now);
    },
  );
  if (outcome === 'expired') throw submissionRefused(400, 'expired', EXPIRED_MESSAGE);
  if (!outcome.ok) throw submissionRefused(400, outcome.error, outcome.message);
  return { success: true, phrase: outcome.phrase };
}
