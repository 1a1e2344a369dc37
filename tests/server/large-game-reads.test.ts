// Reads cost the player's own data, not the game's: on PostgreSQL holding a million finalized
// sets (and a million rounds, votes and ledger entries of 20,000 other players), the statements
// of a player's statistics handle a few hundred rows, and no statement the API or the server's
// jobs send reads a large table whole. Rows, not milliseconds: how fast is the benchmark's
// question (BENCHMARKS.md); a timed p99 here failed on a busy machine with nothing wrong. Every
// statement is captured while a player goes through every endpoint, and PostgreSQL is asked for
// its plan with the parameters it was sent with.
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBackupProvider } from '../../src/server/ai';
import { runBackupTick } from '../../src/server/backup';
import { createTestClock, type TestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { buildApp } from '../../src/server/http/build-app';
import type { Settings } from '../../src/server/settings';
import {
  createPostgresDatabaseWithUrl,
  expectLedgerClean,
  registerPlayer,
  TEST_ADMIN_PASSWORD,
  testSettings,
  type RegisteredPlayer,
} from '../support';
import type { EngineContext } from '../support/engines';
import { finalizeSet } from '../support/finalized-results';
import { call } from '../support/game';
import { fillLargeGame, type LargeGameCounts } from '../support/large-game';
import { installQueryCapture } from '../support/query-capture';
import {
  largeTables,
  plannable,
  sequentiallyScannedTables,
  statementsHandlingMoreThan,
} from '../support/query-plans';
import { scaledMs } from '../support/slowness';

const SETS = 1_000_000;
const OTHER_PLAYERS = 20_000;
/** Tables at least this big must be read through an index. */
const LARGE_TABLE_ROWS = 10_000;
/**
 * Rows any statement of a player's statistics may handle: their twelve sets with their rounds,
 * votes and ledger entries come to about a hundred; one pass over a large table, a million.
 */
const STATISTICS_MOST_ROWS = 1_000;

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the million-set game reads');

describe.skipIf(!adminUrl)('a game of a million finalized sets [postgres]', () => {
  const capture = installQueryCapture();
  let database: Database;
  let url: string;
  let app: FastifyInstance;
  let clock: TestClock;
  let settings: Settings;
  let counts: LargeGameCounts;
  let player: RegisteredPlayer;

  beforeAll(async () => {
    ({ database, url } = await createPostgresDatabaseWithUrl(adminUrl, 10));
    // Twelve voting windows pass on the test clock while the history is played: tokens last.
    settings = testSettings({ access_token_lifetime_seconds: 24 * 3600 });
    clock = createTestClock();
    app = await buildApp({ settings, database, clock });
    await app.ready();
    counts = await fillLargeGame(url, { sets: SETS, players: OTHER_PLAYERS });
    capture.start();
    player = await playNormalHistory();
  }, scaledMs(300_000));

  afterAll(async () => {
    capture.uninstall();
    try {
      if (database) await expectLedgerClean(database.db);
    } finally {
      await app?.close();
      await database?.close();
    }
  });

  /** The engine context the shared game helpers take. */
  const context = () =>
    ({
      app,
      clock,
      settings,
      serverContext: app.serverContext,
      registerPlayer: () => registerPlayer(app),
    }) as unknown as EngineContext;

  /**
   * Twelve finalized sets around the player: four written, four copied, four voted on, among
   * five other players who take the remaining parts in turn.
   */
  async function playNormalHistory(): Promise<RegisteredPlayer> {
    const me = await registerPlayer(app);
    const others: RegisteredPlayer[] = [];
    const needed = 2 + settings.vote_minimum_threshold + 1;
    for (let i = 0; i < needed; i += 1) others.push(await registerPlayer(app));
    for (let round = 0; round < 12; round += 1) {
      const turn = [
        ...others.slice(round % others.length),
        ...others.slice(0, round % others.length),
      ];
      const role = round % 3;
      const [first, second, ...rest] = turn as [RegisteredPlayer, RegisteredPlayer];
      const voters = rest.slice(0, settings.vote_minimum_threshold);
      if (role === 0) await finalizeSet(context(), me, { copier1: first, copier2: second, voters });
      else if (role === 1)
        await finalizeSet(context(), first, { copier1: me, copier2: second, voters });
      else
        await finalizeSet(context(), first, {
          copier1: second,
          copier2: rest.at(-1)!,
          voters: [me, ...voters.slice(1)],
        });
    }
    return me;
  }

  it('holds the million sets it was filled with', () => {
    expect(counts).toMatchObject({ phrasesets: SETS, rounds: SETS, votes: SETS });
    expect(counts.ledgerEntries).toBeGreaterThanOrEqual(SETS);
  });

  it(`reads at most ${STATISTICS_MOST_ROWS} rows per statement for a normal player's statistics`, async () => {
    // A capture of its own, inside the file's one: only this call's statements.
    const statisticsCapture = installQueryCapture();
    statisticsCapture.start();
    const statistics = await call(app, player, 'GET', '/player/statistics').finally(() =>
      statisticsCapture.uninstall(),
    );
    expect(statistics.status).toBe(200);
    // The twelve sets: four written, four copied, four voted on.
    expect(statistics.body.frequency.total_rounds_played).toBe(12);

    const statements = statisticsCapture.statements().filter(plannable);
    expect(statements.length).toBeGreaterThan(0);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      expect(await statementsHandlingMoreThan(client, statements, STATISTICS_MOST_ROWS)).toEqual(
        [],
      );
    } finally {
      await client.end();
    }
  });

  it('plans no statement of the API or the jobs as a sequential scan of a large table', async () => {
    await visitEveryEndpoint();
    await runGameSweep(app.serverContext);
    await runBackupTick(
      app.serverContext,
      createBackupProvider(settings, { dictionary: app.serverContext.dictionary }),
    );
    capture.stop();

    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const large = await largeTables(client, LARGE_TABLE_ROWS);
      expect(large).toEqual(
        expect.arrayContaining(['ledger_entries', 'phrasesets', 'players', 'rounds', 'votes']),
      );
      const statements = capture.statements().filter(plannable);
      expect(statements.length).toBeGreaterThan(50);
      const scans: string[] = [];
      for (const statement of statements) {
        const tables = await sequentiallyScannedTables(client, statement);
        for (const table of tables.filter((name) => large.includes(name)))
          scans.push(`${table}: ${statement.text.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
      console.log(`planned ${statements.length} distinct statements on tables of ${SETS} rows`);
      expect(scans).toEqual([]);
    } finally {
      await client.end();
    }
  });

  /**
   * Every endpoint of docs/api-reference.md once, as the player (and an admin check); any answer
   * below 500.
   */
  async function visitEveryEndpoint(): Promise<void> {
    const get = (path: string) => call(app, player, 'GET', path);
    const post = (path: string, body: unknown = {}) => call(app, player, 'POST', path, body);
    const answers: { path: string; status: number }[] = [];
    const note = async (path: string, reply: Promise<{ status: number }>) =>
      answers.push({ path, status: (await reply).status });

    const results = await get('/player/phrasesets');
    expect(results.status).toBe(200);
    const setId: string = results.body.phrasesets[0].phraseset_id;
    for (const path of [
      '/health',
      '/auth/suggest-username',
      '/player/balance',
      '/player/dashboard',
      '/player/current-round',
      '/player/pending-results',
      '/player/unclaimed-results',
      '/player/phrasesets?role=all&status=all',
      '/player/phrasesets/summary',
      '/player/statistics',
      '/player/tutorial/status',
      '/quests',
      '/quests/active',
      '/quests/claimable',
      '/rounds/available',
      `/phrasesets/${setId}/details`,
      `/phrasesets/${setId}/results`,
      '/admin/config',
    ])
      await note(path, get(path));
    const quest: string = (await get('/quests')).body.quests[0].quest_id;
    await note('/quests/{id}', get(`/quests/${quest}`));
    await note('/quests/{id}/claim', post(`/quests/${quest}/claim`));
    await note('/phrasesets/{id}/claim', post(`/phrasesets/${setId}/claim`));
    await note('/player/claim-daily-bonus', post('/player/claim-daily-bonus'));
    await note(
      '/player/tutorial/progress',
      post('/player/tutorial/progress', { progress: 'welcome' }),
    );
    await note('/player/tutorial/reset', post('/player/tutorial/reset'));
    await note('/player/results/announce', post('/player/results/announce'));
    await note(
      '/admin/validate-password',
      post('/admin/validate-password', { password: TEST_ADMIN_PASSWORD }),
    );
    const prompt = await post('/rounds/prompt');
    await note('/rounds/prompt', Promise.resolve(prompt));
    await note(
      '/rounds/{id}/feedback',
      post(`/rounds/${prompt.body.round_id}/feedback`, { feedback_type: 'like' }),
    );
    // A vote round on a set of others while one is open, then a copy start on an empty queue.
    await note('/rounds/vote', post('/rounds/vote'));
    await note('/rounds/copy', post('/rounds/copy'));
    await note(
      '/auth/login',
      app
        .inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: player.email, password: player.password },
        })
        .then((reply) => ({ status: reply.statusCode })),
    );
    await note(
      '/auth/refresh',
      app
        .inject({
          method: 'POST',
          url: '/auth/refresh',
          payload: { refresh_token: player.refreshToken },
        })
        .then((reply) => ({ status: reply.statusCode })),
    );
    await note(
      '/auth/logout',
      app
        .inject({ method: 'POST', url: '/auth/logout', headers: player.headers })
        .then((reply) => ({ status: reply.statusCode })),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  }
});
