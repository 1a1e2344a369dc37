import { and, eq } from 'drizzle-orm';
import type { BackupProvider, CopyRequest } from '../ai';
import { startCopyRound } from '../commands/start-copy-round';
import { submitRoundPhrase } from '../commands/submit-round-phrase';
import type { ServerContext } from '../context';
import { rounds } from '../db/schema';
import { AppError } from '../errors';
import { botsThatMayCopy } from './bot-choice';
import { playBotTurn } from './bot-turn';

/**
 * Gives the prompt one backup copy: a bot starts a copy round on it through the engine's
 * command (same cost, same rules, same ledger entries and timeline entry as a player's),
 * the provider writes the copy, and the bot submits it. Returns false when no bot could take
 * the turn or the prompt no longer has a free slot.
 */
export async function giveBackupCopy(
  ctx: ServerContext,
  provider: BackupProvider,
  promptRoundId: string,
): Promise<boolean> {
  return playBotTurn(
    ctx,
    await botsThatMayCopy(ctx, promptRoundId),
    (botId) => startCopyRound(ctx, botId, { promptRoundId }),
    (botId, round) => writeAndSubmitCopy(ctx, provider, botId, round.round_id, promptRoundId),
  );
}

/**
 * The copy is written against the prompt as it stands. If the other copy is submitted while
 * the provider writes, the engine may refuse ours as a duplicate of it: the bot then writes
 * once more against both phrases, as a player would. A copy refused twice is left to time
 * out like any abandoned round (refund minus penalty), and reported.
 */
async function writeAndSubmitCopy(
  ctx: ServerContext,
  provider: BackupProvider,
  botId: string,
  roundId: string,
  promptRoundId: string,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const phrase = await provider.writeCopy(await copyRequest(ctx, promptRoundId, roundId));
    try {
      await submitRoundPhrase(ctx, botId, roundId, { phrase });
      return;
    } catch (error) {
      if (!isPhraseRefusal(error) || attempt >= 2) throw error;
    }
  }
}

function isPhraseRefusal(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.code === 'invalid_phrase' || error.code === 'duplicate_phrase')
  );
}

/** What a copier sees (the original, the other copy if any), and the prompt to validate with. */
/** The texts the server checks a copy against: the original, the other copy, the prompt. */
export async function copyRequest(
  ctx: ServerContext,
  promptRoundId: string,
  ownRoundId: string,
): Promise<CopyRequest> {
  const [prompt] = await ctx.db
    .select({ phrase: rounds.phrase, promptText: rounds.promptText })
    .from(rounds)
    .where(eq(rounds.id, promptRoundId));
  const copies = await ctx.db
    .select({ id: rounds.id, phrase: rounds.phrase })
    .from(rounds)
    .where(
      and(
        eq(rounds.promptRoundId, promptRoundId),
        eq(rounds.roundType, 'copy'),
        eq(rounds.status, 'submitted'),
      ),
    );
  const otherCopy = copies.find((copy) => copy.id !== ownRoundId)?.phrase ?? null;
  return { originalPhrase: prompt?.phrase ?? '', otherCopy, promptText: prompt?.promptText ?? '' };
}
