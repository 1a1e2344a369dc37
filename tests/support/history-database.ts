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
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      const filled = await fill(client, player.playerId);
      await client.query('commit');
      await client.query('analyze');
      history = { app, player, client, capture, filled };
    } catch (error) {
      // Closed here, or dropping the database would end it from the server's side: an
      // unhandled error that hides this one.
      await client.end();
      await app.close();
      throw error;
    }
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

/** The row number `g` as an instant: one row an hour from the start of 2026. */
export const hourOfRow = `(timestamptz '2026-01-01' + (g || ' hours')::interval)`;

/**
 * Statements writing `count` finalized sets, row `g` from 1, each with its submitted prompt
 * round written by `owner` (a SQL expression of `g`; the copiers are other players).
 */
export function finalizedSetStatements(count: number, owner: string): string[] {
  const series = `generate_series(1, ${count}) g`;
  const at = hourOfRow;
  return [
    `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                         prompt_id, prompt_text, phrase)
     select ${hashedUuid('prompt')}, ${owner}, 'prompt', 'submitted', 100, ${at}, ${at}, ${at},
            'library', 'A PROMPT', 'A PHRASE'
     from ${series}`,
    `insert into phrasesets (id, prompt_round_id, copy1_round_id, copy2_round_id,
                             original_player_id, copy1_player_id, copy2_player_id, prompt_text,
                             original_phrase, copy1_phrase, copy2_phrase, status, vote_count,
                             reserved_votes, max_votes, pool_base, closes_at, final_pool,
                             created_at, updated_at, finalized_at)
     select ${hashedUuid('set')}, ${hashedUuid('prompt')}, ${hashedUuid('copy1')},
            ${hashedUuid('copy2')}, ${owner}, ${hashedUuid('copier1')}, ${hashedUuid('copier2')},
            'A PROMPT', 'A PHRASE', 'A COPY', 'ANOTHER COPY', 'finalized', 3, 0, 20, 200,
            ${at}, 300, ${at}, ${at}, ${at}
     from ${series}`,
  ];
}
