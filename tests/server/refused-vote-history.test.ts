// A refused vote costs the set, not the voter's history. A vote that is not taken (the round
// expired, already voted, a phrase not among the three) looks up the voter's round on that set
// to say why; found through the player's rounds instead of the set's, that lookup would read
// every vote round the player ever had (an index on the rounds' set, which the bench never
// needs, serves it: BENCHMARKS.md, item 36). Here a voter of thousands of sets has a vote on one
// of them refused, and PostgreSQL counts the rows each statement of the call handled.
import type { Client } from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { call } from '../support/game';
import {
  finalizedSetStatements,
  hashedUuid as id,
  hourOfRow,
  useHistoryDatabase,
} from '../support/history-database';
import { plannable, statementsHandlingMoreThan } from '../support/query-plans';

/** Sets the voter had a vote round on, each expired long ago. */
const HISTORY = 2_000;
/** Rows one statement of a refused vote may handle: a few per row it reads, none per set voted. */
const MOST_ROWS = 100;

const adminUrl = inject('pgAdminUrl');
if (!adminUrl)
  console.warn('PostgreSQL binaries not found: skipping the refused vote of a long history');

describe.skipIf(!adminUrl)('a refused vote of a voter with a long history [postgres]', () => {
  const history = useHistoryDatabase(adminUrl, fillVoteHistory);

  for (const mode of ['auto', 'force_generic_plan'] as const) {
    it(`handles rows in proportion to the set (plan_cache_mode ${mode})`, async () => {
      const { app, player: voter, client, capture, filled: lastSetId } = history();
      capture.start();
      try {
        // More than five times, so that prepared statements settle on their plans.
        for (let i = 0; i < 6; i += 1) {
          const refused = await call(app, voter, 'POST', `/phrasesets/${lastSetId}/vote`, {
            phrase: 'A PHRASE',
          });
          expect(refused.status).toBe(400);
          expect(refused.body.detail.error).toBe('expired');
        }
      } finally {
        capture.stop();
      }
      const statements = capture.statements().filter(plannable);
      expect(statements.some((statement) => /\bfor update\b/i.test(statement.text))).toBe(true);
      await client.query(`set plan_cache_mode = ${mode}`);
      expect(await statementsHandlingMoreThan(client, statements, MOST_ROWS)).toEqual([]);
    });
  }
});

/**
 * HISTORY finalized sets of other players, and an expired vote round of the voter on each;
 * returns the id of the last set.
 */
async function fillVoteHistory(client: Client, voterId: string): Promise<string> {
  for (const statement of finalizedSetStatements(HISTORY, id('writer')))
    await client.query(statement);
  await client.query(
    `insert into rounds (id, player_id, round_type, status, cost, created_at, expires_at, ended_at,
                         phraseset_id, vote_phrases)
     select ${id('vote')}, $1::uuid, 'vote', 'expired', 10, ${hourOfRow}, ${hourOfRow}, ${hourOfRow},
            ${id('set')}, array['A PHRASE', 'A COPY', 'ANOTHER COPY']
     from generate_series(1, ${HISTORY}) g`,
    [voterId],
  );
  const { rows } = await client.query<{ id: string }>(`select ${id('set', String(HISTORY))} as id`);
  return rows[0]!.id;
}
