// `--profile-sql`: which statements the database spent its time on during a PostgreSQL run,
// from pg_stat_statements (loaded into the throw-away server for this purpose only).
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db';

export const SQL_PROFILE_SERVER_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'all',
  // Counts plans as well as calls: a prepared statement PostgreSQL plans again on every call
  // (its generic plan judged worse than a custom one) shows as many plans as calls.
  'pg_stat_statements.track_planning': 'on',
};

export interface StatementProfile {
  calls: number;
  plans: number;
  planMs: number;
  totalMs: number;
  meanMs: number;
  rows: number;
  query: string;
}

async function withDatabase<T>(
  databaseUrl: string,
  work: (db: Parameters<typeof queryRows>[0]) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Starts counting from zero (call it when the measured window opens). */
export function resetSqlProfile(databaseUrl: string): Promise<void> {
  return withDatabase(databaseUrl, async (db) => {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    await db.execute(sql`select pg_stat_statements_reset()`);
  });
}

/** The statements of this database that took the most time in total. */
export function topStatements(databaseUrl: string, limit = 15): Promise<StatementProfile[]> {
  return withDatabase(databaseUrl, (db) =>
    queryRows<StatementProfile>(
      db,
      sql`select calls::int as "calls", plans::int as "plans",
                 round(total_plan_time::numeric, 1)::float as "planMs",
                 round(total_exec_time::numeric, 1)::float as "totalMs",
                 round(mean_exec_time::numeric, 3)::float as "meanMs", rows::int as "rows", query
          from pg_stat_statements s join pg_database d on d.oid = s.dbid
          where d.datname = current_database()
          order by total_exec_time + total_plan_time desc limit ${limit}`,
    ),
  );
}

export function formatSqlProfile(statements: StatementProfile[]): string {
  const lines = [
    'SQL profile (pg_stat_statements, top by time planning and running; plans: how often it was planned, and in how long):',
  ];
  for (const statement of statements) {
    const query = statement.query.replace(/\s+/g, ' ').slice(0, 700);
    lines.push(
      `  ${String(statement.calls).padStart(7)} calls ${statement.totalMs.toFixed(0).padStart(7)} ms total ${statement.meanMs.toFixed(3).padStart(8)} ms mean ${String(statement.plans).padStart(6)} plans ${statement.planMs.toFixed(0).padStart(5)} ms  ${query}`,
    );
  }
  return lines.join('\n');
}
