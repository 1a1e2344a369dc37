import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createTestClock, type TestClock } from '../../src/server/clock';
import type { ServerContext } from '../../src/server/context';
import type { Database, Engine } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import type { Settings } from '../../src/server/settings';
import { expectLedgerClean } from './ledger';
import { registerPlayer, type RegisteredPlayer, type RegistrationOverrides } from './players';
import { createPgliteDatabase, createPostgresDatabase } from './test-databases';
import { testSettings } from './test-settings';

export interface EngineContext {
  readonly engine: Engine;
  /** Built with buildApp; drive it with `app.inject`, or `listen()` for real HTTP. */
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: TestClock;
  readonly settings: Settings;
  /** The app's own context (events, dictionary, random): run commands, queries and the sweep with it. */
  readonly serverContext: ServerContext;
  /** Starts the app on a free port of 127.0.0.1 (once) and returns its base URL. */
  listen(): Promise<string>;
  registerPlayer(overrides?: RegistrationOverrides): Promise<RegisteredPlayer>;
  expectLedgerClean(): Promise<void>;
}

export interface EngineSuiteOptions {
  /** Settings overrides on top of testSettings() (e.g. low rate limits). */
  settings?: Partial<Settings>;
  /** Where the suite's test clock starts (default: the real now). */
  clockStart?: Date;
  /** The game's random source (default Math.random); a seeded one makes a game replayable. */
  random?: () => number;
}

const ENGINES: Engine[] = ['pglite', 'postgres'];

/**
 * Declares the suite twice: on PGlite and on the real PostgreSQL server started by the
 * global setup, each with its own fresh migrated database, app, settings and test clock.
 * After the suite the ledger is audited (any violation fails it) and everything is closed.
 * Without PostgreSQL binaries the PostgreSQL half is skipped with a printed notice.
 */
export function describeEachEngine(
  name: string,
  body: (ctx: EngineContext) => void,
  options: EngineSuiteOptions = {},
): void {
  for (const engine of ENGINES) {
    const adminUrl = engine === 'postgres' ? inject('pgAdminUrl') : '';
    const unavailable = engine === 'postgres' && !adminUrl;
    if (unavailable)
      console.warn(`PostgreSQL binaries not found: skipping the PostgreSQL run of ${name}`);
    describe.skipIf(unavailable)(`${name} [${engine}]`, () => {
      const ctx = createContext(engine, adminUrl, options);
      beforeAll(ctx.open);
      afterAll(ctx.close);
      body(ctx.view);
    });
  }
}

function createContext(engine: Engine, adminUrl: string, options: EngineSuiteOptions) {
  let state:
    { app: FastifyInstance; database: Database; clock: TestClock; settings: Settings } | undefined;
  let url: string | undefined;
  const ready = () => {
    if (!state) throw new Error('The engine context is only available inside tests and hooks');
    return state;
  };

  const view: EngineContext = {
    engine,
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get clock() {
      return ready().clock;
    },
    get settings() {
      return ready().settings;
    },
    get serverContext() {
      return ready().app.serverContext;
    },
    listen: async () => {
      url ??= await ready().app.listen({ host: '127.0.0.1', port: 0 });
      return url;
    },
    registerPlayer: (overrides) => registerPlayer(ready().app, overrides),
    expectLedgerClean: () => expectLedgerClean(ready().database.db),
  };

  const open = async () => {
    const database =
      engine === 'pglite' ? await createPgliteDatabase() : await createPostgresDatabase(adminUrl);
    try {
      const settings = testSettings(options.settings);
      const clock = createTestClock(options.clockStart);
      const app = await buildApp({ settings, database, clock, random: options.random });
      await app.ready();
      state = { app, database, clock, settings };
    } catch (error) {
      await database.close();
      throw error;
    }
  };

  const close = async () => {
    if (!state) return;
    const { app, database } = state;
    try {
      await expectLedgerClean(database.db);
    } finally {
      await app.close();
      await database.close();
    }
  };

  return { view, open, close };
}
