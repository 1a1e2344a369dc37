import { sql } from 'drizzle-orm';
import { queryRows } from './query-rows';
import type { Db } from './types';

/**
 * Gathers the statistics of the tables that changed enough since theirs were last gathered,
 * by autovacuum's own rule (50 rows plus a tenth of the table), and returns their names.
 *
 * PGlite runs no autovacuum (one process, no background workers): without this the desktop
 * database would keep planning every statement for tables of unknown size, as a new
 * PostgreSQL database does in its first minute (the waiting prompts scanned whole, a
 * player's copy rounds found among everyone's). On PostgreSQL autovacuum usually got there
 * first, and this finds nothing to do.
 */
export async function analyzeChangedTables(db: Db): Promise<string[]> {
  const stale = await queryRows<{ name: string }>(
    db,
    sql`select s.relname as name
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.schemaname = 'public'
           and s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
         order by s.relname`,
  );
  for (const { name } of stale) await queryRows(db, sql`analyze ${sql.identifier(name)}`);
  return stale.map(({ name }) => name);
}
