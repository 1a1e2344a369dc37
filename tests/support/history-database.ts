// A game server on a PostgreSQL database of its own, with a long history written straight into
// its tables in SQL (playing thousands of games through the API would take minutes), for the
// tests of what a player's history costs each call. Statements are captured while a test
// records, so that PostgreSQL can be asked how many rows each one handled.
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import { installQueryCapture, type QueryCapture } from './query-capture';
import { registerPlayer, type RegisteredPlayer } from './players';
import { createPostgresDatabaseWithUrl } from './test-databases';
import { testSettings } from './test-settings';

export interface HistoryDatabase<Filled> {
  app: FastifyInstance;
  /** The player the history is about, registered through the API. */
  player: RegisteredPlayer;
  /** A connection of the test's own, to the same database. */
  client: Client;
  capture: QueryCapture;
  /** What `fill` returned. */
  filled: Filled;
}

/**
 * Sets up, in the describe block it is called in, a server on a new database whose history
 * `fill` writes in one transaction, with foreign keys off (they are triggers, which replica mode
 * skips: the other players of the history need no rows), then analyzed. Returns the set-up for
 * the tests to read once it is done.
 */
export function useHistoryDatabase<Filled>(
  adminUrl: string | undefined,
  fill: (client: Client, playerId: string) => Promise<Filled>,
): () => HistoryDatabase<Filled> {
  // Installed before the database is opened: connections keep a bound reference to `query`.
  const capture = installQueryCapture();
  let database: Database | undefined;
  let history: HistoryDatabase<Filled> | undefined;

  beforeAll(async () => {
    if (!adminUrl) throw new Error('No PostgreSQL server for the history database');
    const created = await createPostgresDatabaseWithUrl(adminUrl, 2);
    database = created.database;
    const app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
    await app.ready();
    const player = await registerPlayer(app);
    const client = new Client({ connectionString: created.url });
    await client.connect();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const filled = await fill(client, player.playerId);
    await client.query('commit');
    await client.query('analyze');
    history = { app, player, client, capture, filled };
  }, 120_000);

  afterAll(async () => {
    capture.uninstall();
    await history?.client.end();
    await history?.app.close();
    await database?.close();
  });

  return () => {
    if (!history) throw new Error('The history database is not set up yet');
    return history;
  };
}

/**
 * A version 4 uuid in SQL, from a hash of `kind` and the row's number `g` (the API's schemas
 * check the version and variant digits), so that the rows of one history can refer to each other.
 */
export const hashedUuid = (kind: string, g = 'g'): string =>
  `overlay(overlay(md5('${kind}' || ${g}) placing '4' from 13) placing '8' from 17)::uuid`;
