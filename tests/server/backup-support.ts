// Shared by the backup-player suites: the provider they hand to the scheduler, the controlled
// clock moved past the backup delay, and reads of what bots did.
import { and, eq, inArray } from 'drizzle-orm';
import {
  createBackupProvider,
  type BackupProvider,
  type BackupProviderDeps,
} from '../../src/server/ai';
import type { ServerContext } from '../../src/server/context';
import { players, rounds } from '../../src/server/db/schema';
import type { TestClock } from '../../src/server/clock';

export const MINUTE = 60_000;

/** The settings' provider (offline by default) on the app's dictionary. */
export function backupProvider(ctx: ServerContext, deps: BackupProviderDeps = {}): BackupProvider {
  return createBackupProvider(ctx.settings, { dictionary: ctx.dictionary, ...deps });
}

/** Moves the clock just past ai_backup_delay_minutes. */
export function passBackupDelay(ctx: ServerContext, clock: TestClock): void {
  clock.advance(ctx.settings.ai_backup_delay_minutes * MINUTE + 1000);
}

export async function botIds(ctx: ServerContext): Promise<Set<string>> {
  const rows = await ctx.db.select({ id: players.id }).from(players).where(eq(players.isBot, true));
  return new Set(rows.map((row) => row.id));
}

/** The copy rounds of a prompt with the given statuses. */
export function copyRoundsOf(
  ctx: ServerContext,
  promptRoundId: string,
  statuses: ('active' | 'submitted' | 'abandoned')[],
) {
  return ctx.db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.promptRoundId, promptRoundId),
        eq(rounds.roundType, 'copy'),
        inArray(rounds.status, statuses),
      ),
    );
}
