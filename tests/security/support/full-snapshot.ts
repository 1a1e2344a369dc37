// Every row of every table of the game's schema, for "nothing changed at all" assertions: a
// refused cross-player request must leave rounds, sets, votes, feedback, quests and views as
// they were, not only coins. Tables added later are included without touching this file.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../src/server/db';
import type { Executor } from '../../../src/server/db/types';

export async function fullSnapshot(executor: Executor): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    executor,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      executor,
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
    );
    snapshot[name] = rows.map((entry) => entry.row).sort();
  }
  return snapshot;
}
