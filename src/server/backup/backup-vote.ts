import type { BackupProvider } from '../ai';
import { startVoteRound } from '../commands/start-vote-round';
import { submitVote } from '../commands/submit-vote';
import type { ServerContext } from '../context';
import { botsThatMayVote } from './bot-choice';
import { calibratedVote } from './calibrated-vote';
import { playBotTurn } from './bot-turn';

/**
 * Gives the set one backup vote: a bot starts a vote round on it through the engine's command
 * (same fee, same rules, same payout, ledger entries and timeline entries as a player's)
 * unless its votes and held places already reach `upTo`, one of the three phrases as shown is
 * picked (at the calibrated rate when it is set, else by the provider), and the bot votes. Returns false when no bot could take the turn or the
 * set needs no more votes. The caller only passes sets a person made or voted on.
 */
export async function giveBackupVote(
  ctx: ServerContext,
  provider: BackupProvider,
  phrasesetId: string,
  upTo: number,
): Promise<boolean> {
  return playBotTurn(
    ctx,
    await botsThatMayVote(ctx, phrasesetId),
    (botId) => startVoteRound(ctx, botId, { phrasesetId, placesUpTo: upTo }),
    async (botId, round) => {
      // A vote round always shows three phrases (the rounds table CHECKs it).
      const phrases = round.phrases as [string, string, string];
      const phrase =
        (await calibratedVote(ctx, round.phraseset_id, phrases)) ??
        (await provider.chooseVote({ promptText: round.prompt_text, phrases }));
      await submitVote(ctx, botId, round.phraseset_id, { phrase });
    },
  );
}
