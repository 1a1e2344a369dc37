// A player's own reads cost their history once, never its square. Every dashboard poll lists
// the player's contributions with what each paid and whether its payout was claimed; a part
// looked up by scanning all of the player's payouts (or views) for each contribution grows
// with the square of their history, which a player of a year's play would feel on every poll.
// Here a player with hundreds of finalized sets, among many players with short histories (so
// that the generic plans the server's prepared statements settle on expect few rows), goes
// through the reads of their history, and PostgreSQL counts the rows each statement handled.
import type { Client } from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { call } from '../support/game';
import {
  finalizedSetStatements,
  hashedUuid as id,
  hourOfRow,
  useHistoryDatabase,
} from '../support/history-database';
import { readOnly, statementsHandlingMoreThan } from '../support/query-plans';

/** Finalized sets the long-lived player wrote, each with a payout, every other one claimed. */
const HISTORY = 300;
/** Other players, each with one finalized set of their own. */
const OTHERS = 2_000;
const PAYOUT = 37;
/**
 * Rows a statement may handle per set of the player's history: the dashboard's linear read
 * handles about 32 (each set a few times in each of its nodes), a quadratic one HISTORY more.
 */
const ROWS_PER_SET = 100;

const HISTORY_READS = [
  '/player/dashboard',
  '/player/pending-results',
  '/player/unclaimed-results',
  '/player/phrasesets/summary',
  '/player/phrasesets?role=all&status=all&limit=100',
  '/player/statistics',
];

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the long history reads');

describe.skipIf(!adminUrl)('a long-lived player’s reads [postgres]', () => {
  const history = useHistoryDatabase(adminUrl, fillHistories);

  it('shows every set of the history with its payout', async () => {
    const { app, player } = history();
    const pending = await call(app, player, 'GET', '/player/pending-results');
    expect(pending.status).toBe(200);
    expect(pending.body.pending).toHaveLength(HISTORY);
    const unclaimed = await call(app, player, 'GET', '/player/unclaimed-results');
    expect(unclaimed.body.unclaimed).toHaveLength(HISTORY / 2);
    expect(unclaimed.body.total_unclaimed_amount).toBe((HISTORY / 2) * PAYOUT);
    const statistics = await call(app, player, 'GET', '/player/statistics');
    expect(statistics.body.earnings.prompt_earnings).toBe(HISTORY * PAYOUT);
  });

  for (const mode of ['auto', 'force_generic_plan'] as const) {
    it(`handles rows in proportion to the history (plan_cache_mode ${mode})`, async () => {
      const { app, player, client, capture } = history();
      capture.start();
      try {
        // More than five times each, so that prepared statements settle on their plans.
        for (let i = 0; i < 6; i += 1)
          for (const path of HISTORY_READS)
            expect((await call(app, player, 'GET', path)).status).toBe(200);
      } finally {
        capture.stop();
      }
      const statements = capture.statements().filter(readOnly);
      expect(statements.some((statement) => /\bmine\b/.test(statement.text))).toBe(true);
      await client.query(`set plan_cache_mode = ${mode}`);
      expect(await statementsHandlingMoreThan(client, statements, ROWS_PER_SET * HISTORY)).toEqual(
        [],
      );
    });
  }
});

/**
 * The player's HISTORY finalized sets as the original, each paid PAYOUT and viewed, every other
 * one claimed; and one such set for each of OTHERS other players.
 */
async function fillHistories(client: Client, playerId: string): Promise<void> {
  const owner = `case when g <= ${HISTORY} then $1::uuid else ${id('other')} end`;
  const series = `generate_series(1, ${HISTORY + OTHERS}) g`;
  const statements = [
    ...finalizedSetStatements(HISTORY + OTHERS, owner),
    `insert into ledger_entries (id, from_account, to_account, amount, entry_type,
                                 idempotency_key, player_id, phraseset_id, created_at)
     select ${id('entry')}, 'pool:' || ${id('prompt')}, 'player:' || ${owner}, ${PAYOUT},
            'prize_payout', 'payout:' || ${id('set')} || ':original', ${owner}, ${id('set')},
            ${hourOfRow}
     from ${series}`,
    `insert into phraseset_views (player_id, prompt_round_id, last_seen_activity_seq, claimed_at)
     select ${owner}, ${id('prompt')}, 0, case when g % 2 = 0 then ${hourOfRow} end
     from ${series}`,
  ];
  for (const statement of statements) await client.query(statement, [playerId]);
}
