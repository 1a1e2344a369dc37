import type { FastifyBaseLogger } from 'fastify';
import { createBackupProvider, preloadOfflineWordData, type BackupProvider } from '../ai';
import type { ServerContext } from '../context';
import { runBackupTick } from './backup-tick';
import { seedStarterContent } from './starter-content';

/** How often the scheduler looks for stalled work; the delay it waits for is in minutes. */
export const BACKUP_TICK_INTERVAL_MS = 10_000;

/** The provider of each server whose backup players were started; the job ticks only for those. */
const startedProviders = new WeakMap<ServerContext, BackupProvider>();

/**
 * At server start, when `ai_backup_enabled`: loads the offline word data now (rather than
 * during the first backup turn), creates the settings' provider (each fallback to offline is
 * logged), and seeds the starter content of a fresh database. The game works without starter
 * content, so a failure there is logged and the server starts anyway. From then on the
 * background job ticks for this server.
 */
export async function startBackupPlayers(
  ctx: ServerContext,
  log: FastifyBaseLogger,
): Promise<void> {
  preloadOfflineWordData();
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
  startedProviders.set(ctx, provider);
}

/** The background job's run: one scheduler tick, for a server whose backup players were started. */
export async function runBackupJob(ctx: ServerContext): Promise<void> {
  const provider = startedProviders.get(ctx);
  if (provider) await runBackupTick(ctx, provider);
}
