import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from './clock';
import { migrate, openDatabase } from './db';
import type { Database } from './db/types';
import { buildApp } from './http/build-app';
import { runGameSweep } from './game/engine/sweep';
import { registerBackgroundJob, startBackgroundJobs } from './jobs/background-jobs';
import { nextGameSweepDue } from './jobs/game-sweep-deadline';
import { backupPlayersJob, startBackupPlayers } from './backup';
import { purgeExpiredRefreshTokens } from './commands/purge-refresh-tokens';
import { purgeEndedRateLimitWindows } from './commands/rate-limit-windows';

export { registerBackgroundJob, type BackgroundJob } from './jobs/background-jobs';
import { loadSettings, type Settings } from './settings';
import { warmDictionaryInBackground } from './game/validation';

/**
 * Expires rounds and closes voting windows on time: it sleeps until the next deadline in the
 * database, woken early by requests that change the game (a new round, a vote), looking at most
 * every 500 ms (game rules ask for a pass within a second of a deadline) and at least every
 * 30 s (deadlines made by other server processes on the same database).
 */
registerBackgroundJob(
  'game-sweep',
  { nextDue: nextGameSweepDue, minGapMs: 500, maxSleepMs: 30_000, wakeOnWork: true },
  async (ctx) => {
    await runGameSweep(ctx);
  },
);
/** Backup players help prompts and sets that stalled (only on servers that started them). */
registerBackgroundJob('backup-players', backupPlayersJob, backupPlayersJob.run);
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
  /** The desktop app's data-folder template (a new PGlite folder is unpacked from it). */
  dataTemplate?: string;
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
    dataTemplate: options.dataTemplate,
  });
  let app: FastifyInstance | undefined;
  let closing: Promise<void> | undefined;
  // Wired to the background jobs once they run (after listen).
  const work = { created: (): void => undefined };
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
    // A request that changed the game may have made a deadline: the jobs look again.
    app.addHook('onResponse', async (request, reply) => {
      if (!READ_ONLY_METHODS.has(request.method) && reply.statusCode < 400) work.created();
    });
    await app.listen({ host: settings.host, port: settings.port });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  // Off the first request's path: a phrase checked before this finishes reads it at once.
  void warmDictionaryInBackground();
  const runningJobs = startBackgroundJobs(running.serverContext, (jobName, error) =>
    running.log.error({ err: error }, `background job ${jobName} failed`),
  );
  work.created = () => runningJobs.notifyWork();

  return {
    url: `http://${displayHost(settings.host)}:${(running.server.address() as AddressInfo).port}${settings.base_path}`,
    app: running,
    database,
    settings,
    close: () => {
      closing ??= (async () => {
        await runningJobs.stop();
        await running.close();
        await database.close();
      })();
      return closing;
    },
  };
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A wildcard listen address is reachable locally through the loopback address. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
