import type { BackupProvider } from '../ai';
import type { ServerContext } from '../context';
import { giveBackupCopy } from './backup-copy';
import { giveBackupVote } from './backup-vote';
import { listPromptsNeedingCopies, listSetsNeedingVotes } from './stalled-work';
import { keepSupply } from './supply';
import { backupVoteTarget } from './vote-target';

/**
 * Prompts and sets helped per tick, each of them: a small batch, so that one tick stays short
 * (a model-backed provider may take ai_timeout_seconds per answer) and the rest waits for the
 * next one.
 */
const BATCH_SIZE = 5;

export interface BackupTickReport {
  copies: number;
  votes: number;
  /** Prompts written and sets made for people's supply (see supply.ts). */
  suppliedPrompts: number;
  suppliedSets: number;
}

/**
 * One pass of the backup scheduler: prompts quiet for ai_backup_delay_minutes get their
 * missing copies, then stalled sets get votes up to the backup vote target (from there the
 * voting window finalizes them by time), then people's supply of prompts to copy and sets to
 * vote on is topped up. Several server processes may tick at once: the
 * engine's commands hand out each copy slot and vote place once (and skip a prompt another
 * transaction is starting a copy on), so every prompt gets exactly its missing copies. A
 * failing turn does not hold back the others; failures are thrown together at the end.
 */
export async function runBackupTick(
  ctx: ServerContext,
  provider: BackupProvider,
): Promise<BackupTickReport> {
  const { settings } = ctx;
  const quietSince = new Date(
    ctx.clock.now().getTime() - settings.ai_backup_delay_minutes * 60_000,
  );
  const failures: unknown[] = [];
  const turns = async (count: number, turn: () => Promise<boolean>): Promise<number> => {
    let played = 0;
    try {
      while (played < count && (await turn())) played += 1;
    } catch (error) {
      failures.push(error);
    }
    return played;
  };

  let copies = 0;
  for (const prompt of await listPromptsNeedingCopies(ctx.db, quietSince, BATCH_SIZE)) {
    copies += await turns(prompt.missingCopies, () =>
      giveBackupCopy(ctx, provider, prompt.promptRoundId),
    );
  }
  let votes = 0;
  const upTo = backupVoteTarget(settings);
  for (const set of await listSetsNeedingVotes(ctx.db, quietSince, upTo, BATCH_SIZE)) {
    votes += await turns(set.missingVotes, () =>
      giveBackupVote(ctx, provider, set.phrasesetId, upTo),
    );
  }

  let supplied = { prompts: 0, sets: 0 };
  try {
    supplied = await keepSupply(ctx, provider);
  } catch (error) {
    failures.push(error);
  }

  if (failures.length > 0)
    throw new AggregateError(failures, `backup players: ${failures.length} turn(s) failed`);
  return { copies, votes, suppliedPrompts: supplied.prompts, suppliedSets: supplied.sets };
}
