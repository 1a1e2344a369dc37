import type { BackupProvider } from '../ai';
import type { ServerContext } from '../context';
import { giveBackupCopy } from './backup-copy';
import { writeBackupPrompt } from './bot-prompt';
import { ensureRoster } from './roster';

/** Bot prompts left waiting for copies, so that a newcomer can copy at once. */
const WAITING_PROMPTS = 3;
/** Complete bot-made sets open for votes, so that a newcomer can vote at once. */
const VOTING_SETS = 3;

export interface StarterContent {
  waitingPromptIds: string[];
  votingSetPromptIds: string[];
}

/**
 * The first start of a database gives it starter content made by bots through the engine's
 * commands (paid, validated and on the timeline like any play): prompts waiting for copies
 * and complete sets open for votes. Only the process that created the roster's first bot
 * seeds, so it happens once even when several processes start together; later starts
 * return null. Bots never fill or vote on this bot-only content themselves: it waits for
 * people, and once a person joins a prompt or set, the scheduler helps it like any other.
 */
export async function seedStarterContent(
  ctx: ServerContext,
  provider: BackupProvider,
): Promise<StarterContent | null> {
  const roster = await ensureRoster(ctx);
  if (!roster.createdFirstBot) return null;
  const authors = roster.botIds.slice(0, WAITING_PROMPTS + VOTING_SETS);
  const promptIds: string[] = [];
  for (const author of authors) promptIds.push(await writeBotPrompt(ctx, author));

  const votingSetPromptIds = promptIds.slice(0, VOTING_SETS);
  for (const promptRoundId of votingSetPromptIds) {
    for (let copy = 1; copy <= 2; copy += 1) {
      if (!(await giveBackupCopy(ctx, provider, promptRoundId))) {
        throw new Error(`No bot could copy starter prompt ${promptRoundId}`);
      }
    }
  }
  return { waitingPromptIds: promptIds.slice(VOTING_SETS), votingSetPromptIds };
}

/** A bot plays a prompt round: the drawn prompt, answered in its category's sense. */
async function writeBotPrompt(ctx: ServerContext, botId: string): Promise<string> {
  const promptRoundId = await writeBackupPrompt(ctx, [botId]);
  if (promptRoundId === null) throw new Error(`Starter bot ${botId} could not write a prompt`);
  return promptRoundId;
}
