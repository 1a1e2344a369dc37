import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
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
    await migratePglite(database.db as PgliteDatabase<never>, { migrationsFolder });
    return;
  }
  // drizzle() keeps the pool it was given as `$client`.
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // Loaded only here: the desktop app's PGlite never needs the node-postgres driver.
    const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator');
    await migratePostgres(database.db as NodePgDatabase<never>, { migrationsFolder });
  } finally {
    await lockHolder
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockHolder.release();
  }
}
