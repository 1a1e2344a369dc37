// Statistics read the player's own rows, never every set of the game: their one statement is
// planned with sequential scans priced out (enable_seqscan = off), so a plan that still scans a
// table whole has no index to use for it. Scanning every finalized set is what made one
// player's statistics slow for everyone once the game held 100,000 sets.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { queryRows } from '../../src/server/db/query-rows';
import { statisticsStatement } from '../../src/server/queries/statistics-queries';
import { describeEachEngine } from '../support';

const LARGE_TABLES = ['phrasesets', 'rounds', 'ledger_entries', 'votes'];

describeEachEngine('statistics query plans', (ctx) => {
  it('reads only index ranges of the large tables', async () => {
    const player = await ctx.registerPlayer();
    const statement = statisticsStatement(player.playerId);
    const plan = await transaction(ctx.database.db, async (tx) => {
      await queryRows(tx, sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const table of LARGE_TABLES)
      expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  });
});
