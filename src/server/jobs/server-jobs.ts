// The jobs every server runs.
import { backupPlayersJob } from '../backup';
import { purgeExpiredRefreshTokens } from '../commands/purge-refresh-tokens';
import { purgeEndedRateLimitWindows } from '../commands/rate-limit-windows';
import { analyzeChangedTables } from '../db/table-statistics';
import { runGameSweep } from '../game/engine/sweep';
import { defineJob } from './background-jobs';
import { nextGameSweepDue } from './game-sweep-deadline';
import type { JobDefinition } from './job-schedule';

/** Expired refresh tokens and ended rate-limit windows are deleted once an hour. */
const PURGE_INTERVAL_MS = 3600 * 1000;
/** How often the tables that changed have their statistics gathered (see analyzeChangedTables). */
export const TABLE_STATISTICS_INTERVAL_MS = 10 * 60 * 1000;

export const SERVER_JOBS: readonly JobDefinition[] = [
  /**
   * Expires rounds and closes voting windows on time: it sleeps until the next deadline in the
   * database, woken early by requests that change the game (a new round, a vote), looking at
   * most every 500 ms (game rules ask for a pass within a second of a deadline) and at least
   * every 30 s (deadlines made by other server processes on the same database).
   */
  defineJob(
    'game-sweep',
    { nextDue: nextGameSweepDue, minGapMs: 500, maxSleepMs: 30_000, wakeOnWork: true },
    async (ctx) => {
      await runGameSweep(ctx);
    },
  ),
  /** Backup players help prompts and sets that stalled (only on servers that started them). */
  defineJob('backup-players', backupPlayersJob, backupPlayersJob.run),
  defineJob('refresh-token-purge', PURGE_INTERVAL_MS, async (ctx) => {
    await purgeExpiredRefreshTokens(ctx);
  }),
  defineJob('rate-limit-window-purge', PURGE_INTERVAL_MS, async (ctx) => {
    await purgeEndedRateLimitWindows(ctx.db, ctx.clock);
  }),
  defineJob('table-statistics', TABLE_STATISTICS_INTERVAL_MS, async (ctx) => {
    await analyzeChangedTables(ctx.db);
  }),
];
