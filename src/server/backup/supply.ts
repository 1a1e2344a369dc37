import type { BackupProvider } from '../ai';
import type { ServerContext } from '../context';
import { giveBackupCopy } from './backup-copy';
import { botsThatMayWrite } from './bot-choice';
import { writeBackupPrompt } from './bot-prompt';
import { listActivePeople, supplyOf } from './supply-needs';

/** People served per tick, the most recently joined first. */
const PEOPLE_PER_TICK = 20;
/** Prompts written plus sets made per tick, all people together: keeps a tick short. */
const ITEMS_PER_TICK = 6;
/** Someone who has not played for this long keeps their supply but gets no new one. */
const ACTIVE_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Keeps, for every active person, at least `ai_backup_supply_prompts` prompts of other authors
 * waiting for them to copy and `ai_backup_supply_sets` sets open for them to vote on, so that
 * one person alone never runs out of a next move. Bots write what is missing through the
 * engine's commands, paid from their house-funded accounts. A supply prompt is bot-only until
 * a person copies it; a supply set is a bot prompt that two other bots copied at once. From
 * the moment a person copies or votes, the scheduler helps them like anything a person
 * joined. What one person leaves is supply for the others, so a busy server writes little.
 * Several processes may top up at once and overshoot by a few items; nothing else breaks.
 */
export async function keepSupply(
  ctx: ServerContext,
  provider: BackupProvider,
): Promise<{ prompts: number; sets: number }> {
  const made = { prompts: 0, sets: 0 };
  const { ai_backup_supply_prompts: wantPrompts, ai_backup_supply_sets: wantSets } = ctx.settings;
  if (wantPrompts === 0 && wantSets === 0) return made;
  const now = ctx.clock.now();
  const people = await listActivePeople(
    ctx.db,
    new Date(now.getTime() - ACTIVE_WINDOW_MS),
    PEOPLE_PER_TICK,
  );
  const budgetLeft = () => made.prompts + made.sets < ITEMS_PER_TICK;
  for (const personId of people) {
    const supply = await supplyOf(ctx.db, personId, ctx.clock.now());
    for (let have = supply.promptsToCopy; have < wantPrompts && budgetLeft(); have += 1) {
      if ((await writeBackupPrompt(ctx, await botsThatMayWrite(ctx))) === null) return made;
      made.prompts += 1;
    }
    for (let have = supply.setsToVote; have < wantSets && budgetLeft(); have += 1) {
      if (!(await makeBotSet(ctx, provider))) return made;
      made.sets += 1;
    }
  }
  return made;
}

/**
 * A set open for votes: one bot writes a prompt and two others copy it. If the copies cannot
 * be had (bots busy, spending at its cap), the prompt stays waiting: supply to copy instead.
 */
async function makeBotSet(ctx: ServerContext, provider: BackupProvider): Promise<boolean> {
  const promptRoundId = await writeBackupPrompt(ctx, await botsThatMayWrite(ctx));
  if (promptRoundId === null) return false;
  for (let copy = 1; copy <= 2; copy += 1) {
    if (!(await giveBackupCopy(ctx, provider, promptRoundId))) return false;
  }
  return true;
}
