import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import { NewerDataError } from './game-data-errors';
import { queryRows } from './query-rows';
import type { Database } from './types';

/** Arbitrary constant naming the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 7_400_118;

/**
 * The committed SQL migrations beside this file. `__dirname` exists in CommonJS builds (the
 * Electron main bundle passes its own folder anyway), `import.meta.url` under ESM loaders.
 */
export function defaultMigrationsFolder(): string {
  const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  return join(here, 'migrations');
}

/**
 * Applies pending migrations from code. On a shared PostgreSQL server several processes may
 * start at once, so each waits for a session-level advisory lock before migrating.
 */
export async function migrate(
  database: Database,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<void> {
  if (database.engine === 'pglite') {
    const { newest, known } = await pgliteMigrationState(database, migrationsFolder);
    if (newest !== undefined && newest > known) throw new NewerDataError(newest, known);
    // drizzle's migrator applies the migrations newer than the newest applied: with none (every
    // restart), it would only create its schema and table if missing and open a transaction,
    // about 35 ms of the desktop app's restart.
    if (newest === known) return;
    await migratePglite(database.db as PgliteDatabase<never>, { migrationsFolder });
    return;
  }
  // drizzle() keeps the pool it was given as `$client`.
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // Loaded only here: the desktop app's PGlite never needs the node-postgres driver.
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    // On the connection that holds the lock, not the pool: a pool of one connection
    // (DATABASE_POOL_SIZE=1) had none left for the migrations, and the start failed.
    await migratePostgres(drizzle(lockHolder), { migrationsFolder });
  } finally {
    await lockHolder
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockHolder.release();
  }
}

/**
 * The newest migration applied to a PGlite folder (undefined before the first) and the newest
 * this code knows. A folder last migrated by a newer version (an older app installed again)
 * would be migrated by nothing here and then read and written by code that does not know its
 * tables: errors at every call, or worse, coins booked wrongly, so `migrate` refuses it. Only
 * PGlite: servers sharing a PostgreSQL database are updated one after the other, the old ones
 * meanwhile running on the new schema by design.
 */
async function pgliteMigrationState(
  database: Database,
  migrationsFolder: string,
): Promise<{ newest: number | undefined; known: number }> {
  const known = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  // A new database has no migrations table yet (and a query naming it fails before it runs).
  const [table] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { newest: undefined, known };
  const [found] = await queryRows<{ newest: string | null }>(
    database.db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return { newest: found?.newest ? Number(found.newest) : undefined, known };
}
