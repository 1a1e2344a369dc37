import type { StartPromptResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import {
  checkCanStartRound,
  openRound,
  refuseRoundStart,
  startRoundTransaction,
} from '../game/engine/round-start';
import { presentPromptStart } from '../presenters/round-starts';
import { countOutstandingPrompts } from '../queries/outstanding-prompts';
import { drawPrompt } from '../queries/prompt-draw';

/**
 * `POST /rounds/prompt`: charges prompt_cost and gives the player a prompt they have not had
 * before. Refusals in order: insufficient_balance, already_in_round, max_outstanding_quips.
 */
export async function startPromptRound(
  ctx: ServerContext,
  playerId: string,
): Promise<StartPromptResponse> {
  const now = ctx.clock.now();
  const { settings } = ctx;
  return startRoundTransaction(ctx, async (tx) => {
    await checkCanStartRound(tx, ctx, playerId, settings.prompt_cost, now);
    if ((await countOutstandingPrompts(tx, playerId)) >= settings.max_outstanding_quips) {
      await refuseRoundStart(tx, playerId, 'max_outstanding_quips');
    }
    const prompt = await drawPrompt(tx, playerId, ctx.random);
    if (!prompt) throw new Error('The prompt library has no enabled prompt');
    const round = await openRound(
      tx,
      {
        playerId,
        roundType: 'prompt',
        cost: settings.prompt_cost,
        durationSeconds: settings.prompt_round_seconds,
        promptId: prompt.id,
        promptText: prompt.text,
      },
      now,
    );
    return presentPromptStart(round);
  });
}
