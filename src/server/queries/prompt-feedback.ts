import { eq } from 'drizzle-orm';
import type { GetFeedbackResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { promptFeedback, rounds } from '../db/schema';
import { notFound } from '../errors';
import { ownPromptRound } from '../game/engine/own-prompt-round';

/** `GET /rounds/{round_id}/feedback`: the feedback on the player's own prompt round; 404 when none. */
export async function getPromptFeedback(
  ctx: ServerContext,
  playerId: string,
  roundId: string,
): Promise<GetFeedbackResponse> {
  const [row] = await ctx.db
    .select({ round: rounds, feedback: promptFeedback })
    .from(rounds)
    .leftJoin(promptFeedback, eq(promptFeedback.roundId, rounds.id))
    .where(eq(rounds.id, roundId));
  ownPromptRound(row?.round, playerId);
  if (!row?.feedback) throw notFound('feedback_not_found');
  return {
    feedback_type: row.feedback.feedbackType,
    feedback_id: row.feedback.id,
    created_at: row.feedback.createdAt.toISOString(),
  };
}
