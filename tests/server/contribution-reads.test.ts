// A player's contributions (read by every dashboard poll and by the phrasesets list) cost the
// player's own rounds, not the game's, whatever the planner believes about the table. In a
// benchmark's young database, PostgreSQL answered the "own prompts or own copies" condition by
// walking the copy-slot index (whose statistics, taken while it was nearly empty, called it
// tiny) through every player's copies, filtering them by player: about 800 rows read for 3
// kept. Here the statistics are taken before the other players' copies exist, as in a young
// game, and the statements, captured as the server sends them, run under EXPLAIN ANALYZE.
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/types';
import {
  listContributionPage,
  listLiveContributions,
} from '../../src/server/queries/contributions';
import { createPostgresDatabaseWithUrl } from '../support';
import { installQueryCapture, type CapturedStatement } from '../support/query-capture';
import { rowsRead } from '../support/query-plans';
import { ContributorRole, PhrasesetStatus } from '../../src/shared/api/phrasesets';

const PLAYERS = 600;
const VOTES_PER_PLAYER = 5;
/** The player read: they wrote prompt 1 and copied prompts PLAYERS and PLAYERS - 1. */
const PLAYER_SQL = `md5('player' || 1)::uuid`;

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the contribution read plans');

describe.skipIf(!adminUrl)('contribution reads on a young game [postgres]', () => {
  const capture = installQueryCapture();
  let database: Database;
  let client: Client;
  let playerId: string;

  beforeAll(async () => {
    const created = await createPostgresDatabaseWithUrl(adminUrl, 2);
    database = created.database;
    client = new Client({ connectionString: created.url });
    await client.connect();
    await client.query('begin');
    // Foreign keys are triggers, which replica mode skips: the rounds need no players or sets.
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                           prompt_id, prompt_text, phrase)
       select md5('prompt' || g)::uuid, md5('player' || g)::uuid, 'prompt', 'submitted', 100,
              now(), now(), now(), 'library', 'A PROMPT', 'A PHRASE'
       from generate_series(1, $1::int) g`,
      [PLAYERS],
    );
    await client.query(
      `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                           phraseset_id, vote_phrases)
       select md5('vote' || g)::uuid, md5('player' || ((g % $1::int) + 1))::uuid, 'vote', 'submitted', 10,
              now(), now(), now(), md5('set' || (g % $1::int))::uuid, array['A', 'B', 'C']
       from generate_series(1, $1::int * $2::int) g`,
      [PLAYERS, VOTES_PER_PLAYER],
    );
    await client.query('commit');
    // Statistics of a game without copies, kept while they arrive (no autovacuum on the table).
    await client.query('alter table rounds set (autovacuum_enabled = false)');
    await client.query('vacuum analyze rounds');
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                           prompt_round_id, copy_slot, discount_active, house_subsidy, phrase)
       select md5('copy' || g || '/' || slot)::uuid, md5('player' || (((g + slot - 1) % $1::int) + 1))::uuid,
              'copy', 'submitted', 50, now(), now(), now(),
              md5('prompt' || g)::uuid, slot, false, 0, 'A COPY'
       from generate_series(1, $1::int) g, generate_series(1, 2) slot`,
      [PLAYERS],
    );
    await client.query('commit');
    playerId = (await client.query<{ id: string }>(`select ${PLAYER_SQL}::text as id`)).rows[0]!.id;
  }, 120_000);

  afterAll(async () => {
    capture.uninstall();
    await client?.end();
    await database?.close();
  });

  async function capturedWhile(read: () => Promise<unknown>): Promise<CapturedStatement> {
    capture.start();
    try {
      await read();
    } finally {
      capture.stop();
    }
    const statements = capture.statements().filter((statement) => /\bmine\b/.test(statement.text));
    expect(statements.length).toBeGreaterThan(0);
    return statements.at(-1)!;
  }

  it('the dashboard contributions read only the player’s own rounds', async () => {
    const live = await listLiveContributions(database.db, playerId);
    expect(live.map((row) => row.your_role).sort()).toEqual(['copy', 'copy', 'prompt']);
    const statement = await capturedWhile(() => listLiveContributions(database.db, playerId));
    // Their 3 rounds, the 3 prompts behind them, the copies counted on each: a few dozen at most.
    expect(await rowsRead(client, statement, 'rounds')).toBeLessThan(50);
  });

  it('a page of the phrasesets list reads only the player’s own rounds', async () => {
    const page = (filter: Parameters<typeof listContributionPage>[2]) =>
      listContributionPage(database.db, playerId, filter);
    const filter = {
      roles: ContributorRole.options,
      statuses: PhrasesetStatus.options,
      limit: 10,
      offset: 0,
    };
    expect((await page(filter)).total).toBe(3);
    const statement = await capturedWhile(() => page(filter));
    expect(await rowsRead(client, statement, 'rounds')).toBeLessThan(50);
  });
});
