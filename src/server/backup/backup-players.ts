import type { FastifyBaseLogger } from 'fastify';
import { createBackupProvider, type BackupProvider } from '../ai';
import type { ServerContext } from '../context';
import type { JobDefinition } from '../jobs/background-jobs';
import { runBackupTick, type BackupTickReport } from './backup-tick';
import { oldestStalledActivity } from './stalled-work';
import { seedStarterContent } from './starter-content';
import { backupVoteTarget } from './vote-target';

/**
 * The least time between two ticks: a person's move wakes the backup players (their supply may
 * need topping up), and a tick that helped looks again this soon, since batches are small.
 */
export const BACKUP_MIN_GAP_MS = 2_000;
/**
 * The longest the backup players sleep when nothing is due: work another server process on
 * the same database was asked for is seen within this.
 */
export const BACKUP_MAX_SLEEP_MS = 60_000;

interface BackupState {
  provider: BackupProvider;
  /** The last tick made something: batches are small, more may be waiting. */
  helped: boolean;
}

/** The provider of each server whose backup players were started; the job ticks only for those. */
const started = new WeakMap<ServerContext, BackupState>();

/**
 * At server start, when `ai_backup_enabled`: creates the settings' provider (each fallback to
 * offline is logged) and seeds the starter content of a fresh database. The offline word data
 * is read by the first bot answer that needs it (seeding a fresh database, or the first stalled
 * prompt), in slices of the event loop that requests in flight pass between, never by a
 * restart. The game works without starter content, so a failure there is logged and the server
 * starts anyway. From then on the background job ticks for this server.
 */
export async function startBackupPlayers(
  ctx: ServerContext,
  log: FastifyBaseLogger,
): Promise<void> {
  const provider = createBackupProvider(ctx.settings, {
    dictionary: ctx.dictionary,
    onFallback: (event) =>
      log.warn({ fallback: event }, 'backup player fell back to the offline provider'),
  });
  try {
    await seedStarterContent(ctx, provider);
  } catch (error) {
    log.error({ err: error }, 'backup players could not seed the starter content');
  }
  started.set(ctx, { provider, helped: false });
}

/** The background job's run: one scheduler tick, for a server whose backup players were started. */
export async function runBackupJob(ctx: ServerContext): Promise<BackupTickReport | undefined> {
  const state = started.get(ctx);
  if (!state) return undefined;
  state.helped = false;
  const report = await runBackupTick(ctx, state.provider);
  state.helped = report.copies + report.votes + report.suppliedPrompts + report.suppliedSets > 0;
  return report;
}

/**
 * When the backup players are next due: at once after a person's move (their supply) or after
 * a tick that helped (the rest of a batch); otherwise when the prompt or set quiet the longest
 * reaches ai_backup_delay_minutes; never on a server that did not start them. A restart does
 * not tick at once: supply is only used up by playing, and playing wakes the job.
 */
export async function nextBackupDue(
  ctx: ServerContext,
  look: { afterWork: boolean },
): Promise<Date | null> {
  const state = started.get(ctx);
  if (!state) return null;
  if (look.afterWork || state.helped) return ctx.clock.now();
  const quietSince = await oldestStalledActivity(ctx.db, backupVoteTarget(ctx.settings));
  if (!quietSince) return null;
  return new Date(quietSince.getTime() + ctx.settings.ai_backup_delay_minutes * 60_000);
}

/** The backup players' background job: asleep until something is due. */
export const backupPlayersJob: Omit<JobDefinition, 'name'> = {
  run: async (ctx) => {
    await runBackupJob(ctx);
  },
  nextDue: nextBackupDue,
  minGapMs: BACKUP_MIN_GAP_MS,
  maxSleepMs: BACKUP_MAX_SLEEP_MS,
  wakeOnWork: true,
  createsWork: true,
};
