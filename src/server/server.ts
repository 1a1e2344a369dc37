import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from './clock';
import { migrate, openDatabase, type OpenDatabaseOptions } from './db';
import type { Database } from './db/types';
import { buildApp } from './http/build-app';
import { startBackupPlayers } from './backup';
import type { JobDefinition } from './jobs/job-schedule';
import { backgroundJobsPlugin } from './jobs/jobs-plugin';
import { SERVER_JOBS } from './jobs/server-jobs';
import { loadSettings, type Settings } from './settings';
import { warmDictionaryInBackground } from './game/validation';
import { STARTER_CONTENT_INSTANT } from './starter-template';

/** How long after listening the shipped dictionary starts loading in the background. */
const DICTIONARY_WARM_DELAY_MS = 3_000;

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
  /** A migrated data-folder template: a new PGlite folder is unpacked from it. */
  dataTemplate?: string;
  /**
   * The desktop build's template with the starter content (src/server/starter-template.ts):
   * a new PGlite folder is unpacked from it instead when backup players are enabled.
   */
  starterTemplate?: string;
  logger?: boolean;
  /** The background jobs (default: every server's); tests add jobs of their own to count runs. */
  jobs?: readonly JobDefinition[];
}

export interface RunningServer {
  /** Base URL of the API, including the base path (e.g. http://127.0.0.1:8080). */
  url: string;
  app: FastifyInstance;
  database: Database;
  settings: Settings;
  /** Lets in-flight requests finish, stops the background jobs, then closes the database. */
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
    ...newFolderTemplate(settings, options, clock),
  });
  let app: FastifyInstance | undefined;
  let closing: Promise<void> | undefined;
  try {
    // The first statement a PostgreSQL server gets: a wrong DATABASE_URL fails here, with
    // the driver's bare text ("connect ECONNREFUSED ...", "password authentication failed").
    await migrate(database, options.migrationsFolder).catch((error: unknown) => {
      throw database.engine === 'postgres' ? databaseStartError(settings, error) : error;
    });
    app = await buildApp({ settings, database, clock, logger: options.logger ?? false });
    if (settings.ai_backup_enabled) await startBackupPlayers(app.serverContext, app.log);
    // Keep-alive connections busy when closing starts would otherwise stay open after their
    // response and hold close() until they time out: answer those responses with
    // `Connection: close` so each connection ends as soon as its request is done.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    await app.register(backgroundJobsPlugin, { jobs: options.jobs ?? SERVER_JOBS });
    await app.listen({ host: settings.host, port: settings.port }).catch((error: unknown) => {
      // Node names neither variable: "listen EADDRINUSE", "getaddrinfo ENOTFOUND <host>".
      throw new Error(
        `Cannot listen on ${settings.host}:${settings.port} (HOST, PORT): ${messageOf(error)}`,
        { cause: error },
      );
    });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  // Off the first requests' path (a newcomer's registration and first dashboard, a restart's
  // session check), which its steps would otherwise slow: a phrase checked before the
  // dictionary is warm reads it at once.
  const dictionaryWarmUp = setTimeout(
    () => void warmDictionaryInBackground(),
    DICTIONARY_WARM_DELAY_MS,
  );
  dictionaryWarmUp.unref();

  return {
    url: `http://${displayHost(settings.host)}:${(running.server.address() as AddressInfo).port}${settings.base_path}`,
    app: running,
    database,
    settings,
    close: () => {
      closing ??= (async () => {
        clearTimeout(dictionaryWarmUp);
        await running.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/**
 * What a new data folder is made from: the starter template where its bots may play (their
 * content moved to this start's instant), else the plain one (with none, the folder is
 * initialised and migrated).
 */
function newFolderTemplate(
  settings: Settings,
  options: StartServerOptions,
  clock: Clock,
): Pick<OpenDatabaseOptions, 'dataTemplate' | 'moveTemplateInstants'> {
  if (settings.ai_backup_enabled && options.starterTemplate)
    return {
      dataTemplate: options.starterTemplate,
      moveTemplateInstants: { from: STARTER_CONTENT_INSTANT, to: clock.now() },
    };
  return { dataTemplate: options.dataTemplate };
}

/** Why the PostgreSQL server cannot be used, naming where it is (never the password). */
function databaseStartError(settings: Settings, error: unknown): Error {
  let where = '';
  try {
    const url = new URL(settings.database_url ?? '');
    where = ` at ${url.host}${url.pathname}`;
  } catch {
    // An URL only pg's parser accepts: the driver's message says enough.
  }
  // drizzle's own message is the failed statement, over lines; its cause says what failed.
  let reason = error;
  while (reason instanceof Error && reason.message.startsWith('Failed query') && reason.cause)
    reason = reason.cause;
  return new Error(`Cannot use the database${where} (DATABASE_URL): ${messageOf(reason)}`, {
    cause: error,
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A wildcard listen address is reachable locally through the loopback address. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
