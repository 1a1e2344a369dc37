import { eq } from 'drizzle-orm';
import { answerPrompt } from '../ai';
import { startPromptRound } from '../commands/start-prompt-round';
import { submitRoundPhrase } from '../commands/submit-round-phrase';
import type { ServerContext } from '../context';
import { prompts, rounds } from '../db/schema';
import { playBotTurn } from './bot-turn';

/**
 * The first of `bots` that can start a prompt round plays it through the engine's commands
 * (paid, validated and on the timeline like any player's) and answers the drawn prompt in its
 * category's sense. Returns the prompt round, or null when no bot could take the turn.
 */
export async function writeBackupPrompt(
  ctx: ServerContext,
  bots: readonly string[],
): Promise<string | null> {
  let written: string | null = null;
  await playBotTurn(
    ctx,
    bots,
    (botId) => startPromptRound(ctx, botId),
    async (botId, round) => {
      const answer = answerPrompt(
        { text: round.prompt_text, category: await categoryOf(ctx, round.round_id) },
        ctx.settings,
        ctx.dictionary,
        ctx.random,
      );
      // Left unanswered, the round times out like any abandoned one (refund minus penalty).
      if (answer === null) throw new Error(`No answer fits the prompt "${round.prompt_text}"`);
      await submitRoundPhrase(ctx, botId, round.round_id, { phrase: answer });
      written = round.round_id;
    },
  );
  return written;
}

async function categoryOf(ctx: ServerContext, roundId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ category: prompts.category })
    .from(rounds)
    .innerJoin(prompts, eq(prompts.id, rounds.promptId))
    .where(eq(rounds.id, roundId));
  return row?.category ?? null;
}
