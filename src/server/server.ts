import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from './clock';
import { migrate, openDatabase } from './db';
import type { Database } from './db/types';
import { buildApp } from './http/build-app';
import { runGameSweep } from './game/engine/sweep';
import { registerBackgroundJob, startBackgroundJobs } from './jobs/background-jobs';
import { BACKUP_TICK_INTERVAL_MS, runBackupJob, startBackupPlayers } from './backup';
import { purgeExpiredRefreshTokens } from './commands/purge-refresh-tokens';
import { purgeEndedRateLimitWindows } from './commands/rate-limit-windows';

export { registerBackgroundJob, type BackgroundJob } from './jobs/background-jobs';
import { loadSettings, type Settings } from './settings';

/**
 * Expires rounds and closes voting windows on time. Game rules ask for at least one pass a
 * second; the interval runs from the end of one pass to the start of the next, hence 500 ms.
 */
const GAME_SWEEP_INTERVAL_MS = 500;
registerBackgroundJob('game-sweep', GAME_SWEEP_INTERVAL_MS, async (ctx) => {
  await runGameSweep(ctx);
});
/** Backup players help prompts and sets that stalled (only on servers that started them). */
registerBackgroundJob('backup-players', BACKUP_TICK_INTERVAL_MS, runBackupJob);
/** Expired refresh tokens and ended rate-limit windows are deleted once an hour. */
const PURGE_INTERVAL_MS = 3600 * 1000;
registerBackgroundJob('refresh-token-purge', PURGE_INTERVAL_MS, async (ctx) => {
  await purgeExpiredRefreshTokens(ctx);
});
registerBackgroundJob('rate-limit-window-purge', PURGE_INTERVAL_MS, async (ctx) => {
  await purgeEndedRateLimitWindows(ctx.db, ctx.clock);
});

export interface StartServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Environment to read settings from (default process.env). */
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<Settings>;
  dataDir?: string;
  databaseUrl?: string;
  clock?: Clock;
  /** The Electron main bundle passes the migrations folder it ships. */
  migrationsFolder?: string;
  logger?: boolean;
}

export interface RunningServer {
  /** Base URL of the API, including the base path (e.g. http://127.0.0.1:8080). */
  url: string;
  app: FastifyInstance;
  database: Database;
  settings: Settings;
  /** Stops background jobs, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, builds the app, starts background jobs and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const settings = loadSettings(options.env ?? process.env, {
    ...options.overrides,
    host: options.host,
    port: options.port,
    data_dir: options.dataDir,
    database_url: options.databaseUrl,
  });
  const clock = options.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: settings.database_url,
    dataDir: settings.data_dir,
    poolSize: settings.database_pool_size,
  });
  let app: FastifyInstance | undefined;
  let closing: Promise<void> | undefined;
  try {
    await migrate(database, options.migrationsFolder);
    app = await buildApp({ settings, database, clock, logger: options.logger ?? false });
    if (settings.ai_backup_enabled) await startBackupPlayers(app.serverContext, app.log);
    // Keep-alive connections busy when closing starts would otherwise stay open after their
    // response and hold close() until they time out: answer those responses with
    // `Connection: close` so each connection ends as soon as its request is done.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    await app.listen({ host: settings.host, port: settings.port });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  const jobs = startBackgroundJobs(running.serverContext, (jobName, error) =>
    running.log.error({ err: error }, `background job ${jobName} failed`),
  );

  return {
    url: `http://${displayHost(settings.host)}:${(running.server.address() as AddressInfo).port}${settings.base_path}`,
    app: running,
    database,
    settings,
    close: () => {
      closing ??= (async () => {
        await jobs.stop();
        await running.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** A wildcard listen address is reachable locally through the loopback address. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
