// The server gathers the statistics of the tables that changed (src/server/db/table-statistics.ts):
// PGlite runs no autovacuum, so without it the desktop database would be planned for tables of
// unknown size forever. Checked on both engines with the players' quests (several per player;
// autovacuum kept off them): once their changes show in the statistics views, one pass
// analyzes the table (the planner's row count becomes the real one), and the next pass leaves
// it alone.
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { analyzeChangedTables } from '../../src/server/db/table-statistics';
import { SERVER_JOBS, TABLE_STATISTICS_INTERVAL_MS } from '../../src/server/jobs/server-jobs';
import { describeEachEngine } from '../support';

describeEachEngine('table statistics', (ctx) => {
  it('are gathered for a table that changed enough, and only then', async () => {
    const { db } = ctx.database;
    // PostgreSQL's own autovacuum would otherwise analyze the table first, now and then.
    await queryRows(db, sql`alter table quests set (autovacuum_enabled = false)`);
    for (let i = 0; i < 30; i += 1) await ctx.registerPlayer();
    const quests = async () => {
      const [row] = await queryRows<{ changed: number; estimated: number; rows: number }>(
        db,
        sql`select s.n_mod_since_analyze::int as changed, c.reltuples::int as estimated,
                   (select count(*)::int from quests) as rows
              from pg_stat_user_tables s join pg_class c on c.oid = s.relid
             where s.relname = 'quests'`,
      );
      return row!;
    };
    // PostgreSQL's backends report their changes to the statistics views within seconds.
    await vi.waitFor(async () => expect((await quests()).changed).toBeGreaterThan(50), {
      timeout: 30_000,
      interval: 100,
    });
    const before = await quests();
    expect(before.rows).toBeGreaterThan(50);
    expect(before.estimated).not.toBe(before.rows);

    expect(await analyzeChangedTables(db)).toContain('quests');
    const after = await quests();
    expect(after.estimated).toBe(after.rows);
    expect(await analyzeChangedTables(db)).not.toContain('quests');
  });

  it('is a job of every server, run every ten minutes', () => {
    const job = SERVER_JOBS.find((definition) => definition.name === 'table-statistics');
    expect(job?.intervalMs).toBe(TABLE_STATISTICS_INTERVAL_MS);
    expect(TABLE_STATISTICS_INTERVAL_MS).toBe(600_000);
  });
});
