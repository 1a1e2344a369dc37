import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FeedbackRequest, FeedbackResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { promptFeedback } from '../db/schema';
import { lockRound } from '../game/engine/expire-round';
import { ownPromptRound } from '../game/engine/own-prompt-round';

/**
 * `POST /rounds/{round_id}/feedback`: the player likes or dislikes the prompt of their own
 * prompt round; one feedback per round, changed by giving another. The round row is locked
 * so concurrent calls apply one after the other. `prompt_feedback_given` is raised when the
 * round gets its first feedback (a change is not a new feedback).
 */
export async function givePromptFeedback(
  ctx: ServerContext,
  playerId: string,
  roundId: string,
  input: FeedbackRequest,
): Promise<FeedbackResponse> {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const round = ownPromptRound(await lockRound(tx, roundId), playerId);
    const [existing] = await tx
      .select({ id: promptFeedback.id })
      .from(promptFeedback)
      .where(eq(promptFeedback.roundId, round.id));
    if (existing) {
      await tx
        .update(promptFeedback)
        .set({ feedbackType: input.feedback_type, updatedAt: now })
        .where(eq(promptFeedback.id, existing.id));
    } else {
      await tx.insert(promptFeedback).values({
        id: randomUUID(),
        roundId: round.id,
        playerId,
        promptId: round.promptId!,
        feedbackType: input.feedback_type,
        createdAt: now,
        updatedAt: now,
      });
      await ctx.events.raise(tx, {
        type: 'prompt_feedback_given',
        playerId,
        roundId: round.id,
        at: now,
      });
    }
    return {
      success: true,
      feedback_type: input.feedback_type,
      message: 'Thanks for your feedback!',
    };
  });
}
