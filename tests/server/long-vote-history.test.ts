// A voter's history costs a vote start on one given set nothing. Backup players are started on
// one set at a time (the set that needs a vote), and they vote for the server's whole life:
// reading all of a bot's votes to learn whether it voted on this one set would make every
// backup vote slower by the day. Here a voter with thousands of votes on finalized sets starts
// a vote round on one open set the way backup players do, and PostgreSQL counts the rows each
// statement that asks whether the voter voted handled.
import type { Client } from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startVoteRound } from '../../src/server/commands/start-vote-round';
import {
  finalizedSetStatements,
  hashedUuid as id,
  hourOfRow,
  useHistoryDatabase,
} from '../support/history-database';
import { statementsHandlingMoreThan } from '../support/query-plans';

/** Finalized sets of other players the voter voted on. */
const VOTES = 3_000;
/** Sets still taking votes, by other players. */
const OPEN_SETS = 20;
/** Of the open sets, those the voter already voted on (the last ones). */
const VOTED_OPEN_SETS = 5;
/** Rows a probe for one set may handle: far below the voter's history. */
const MOST_ROWS = 100;

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the long vote history');

describe.skipIf(!adminUrl)('a voter with a long history [postgres]', () => {
  const history = useHistoryDatabase(adminUrl, fillVotes);

  it('counts the open sets the voter has not voted on', async () => {
    const { app, player } = history();
    const response = await app.inject({
      method: 'GET',
      url: '/rounds/available',
      headers: player.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ phrasesets_waiting: number }>().phrasesets_waiting).toBe(
      OPEN_SETS - VOTED_OPEN_SETS,
    );
  });

  it('starts a vote round on one given set reading none of the voter’s past votes', async () => {
    const { app, player, client, capture, filled } = history();
    // A set the voter voted on is refused, however it is looked up.
    await expect(
      startVoteRound(app.serverContext, player.playerId, { phrasesetId: filled.votedOpenSet }),
    ).rejects.toMatchObject({ code: 'no_phrasesets_available' });
    capture.start();
    try {
      const round = await startVoteRound(app.serverContext, player.playerId, {
        phrasesetId: filled.openSet,
      });
      expect(round.phraseset_id).toBe(filled.openSet);
    } finally {
      capture.stop();
    }
    // The statements that ask whether the voter voted on the set (`votes voted` is the alias
    // of that condition), run again now with EXPLAIN ANALYZE.
    const votedChecks = capture
      .statements()
      .filter((statement) => /\bvotes voted\b/.test(statement.text));
    expect(votedChecks).not.toEqual([]);
    for (const mode of ['auto', 'force_generic_plan'] as const) {
      await client.query(`set plan_cache_mode = ${mode}`);
      expect(await statementsHandlingMoreThan(client, votedChecks, MOST_ROWS), mode).toEqual([]);
    }
  });
});

/**
 * VOTES finalized sets with the voter's vote on each, and OPEN_SETS sets taking votes, the
 * voter's vote on the last VOTED_OPEN_SETS of them (rows g from 1: the open sets come last).
 */
async function fillVotes(
  client: Client,
  playerId: string,
): Promise<{ openSet: string; votedOpenSet: string }> {
  const sets = VOTES + OPEN_SETS;
  const firstOpen = VOTES + 1;
  const firstVotedOpen = sets - VOTED_OPEN_SETS + 1;
  const statements = [
    ...finalizedSetStatements(sets, id('author')),
    `update phrasesets set status = 'voting', vote_count = 0, closes_at = null,
                           final_pool = null, finalized_at = null
     where id in (select ${id('set')} from generate_series(${firstOpen}, ${sets}) g)`,
    `insert into votes (id, phraseset_id, player_id, round_id, vote_number, voted_phrase, correct,
                        created_at)
     select ${id('vote')}, ${id('set')}, $1::uuid, ${id('vote-round')}, 1, 'A PHRASE', true,
            ${hourOfRow}
     from generate_series(1, ${sets}) g
     where g <= ${VOTES} or g >= ${firstVotedOpen}`,
    `update phrasesets set vote_count = 1
     where id in (select ${id('set')} from generate_series(${firstVotedOpen}, ${sets}) g)`,
  ];
  for (const statement of statements)
    await client.query(statement, statement.includes('$1') ? [playerId] : []);
  const setOfRow = async (row: number) =>
    (await client.query<{ id: string }>(`select ${id('set')} as id from (select ${row} as g) one`))
      .rows[0]!.id;
  return { openSet: await setOfRow(firstOpen), votedOpenSet: await setOfRow(sets) };
}
