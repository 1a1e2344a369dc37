import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { isNewDataFolder, openFromTemplate } from './data-template';
import { takeEventLoopTurns } from './pglite-event-loop-turns';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** The data folder; PGlite keeps its files in `<dataDir>/pglite` (in memory when absent). */
  dataDir?: string;
  /** Connections in the `pg` pool. */
  poolSize?: number;
  /**
   * A tarball of a migrated data folder (see data-template.ts) that a new PGlite folder is
   * unpacked from instead of being initialised: the desktop app's fast first start.
   */
  dataTemplate?: string;
}

/**
 * Opens the database: a `pg` pool when a URL is given, else PGlite in the data folder, which
 * only one process may have open (DataFolderInUseError otherwise, before anything is touched).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
    });
    // An idle client losing its server emits here; without a listener it would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return wrapPool(pool);
  }
  if (!options.dataDir) return wrapPglite(await PGlite.create());
  const folder = join(options.dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const lock = lockDataFolder(folder);
  try {
    const fromTemplate =
      options.dataTemplate && isNewDataFolder(folder)
        ? await openFromTemplate(folder, options.dataTemplate)
        : undefined;
    return wrapPglite(fromTemplate ?? (await PGlite.create(folder)), () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an open PGlite instance (tests clone a migrated template into one). */
export function wrapPglite(client: PGlite, afterClose: () => void = () => undefined): Database {
  return {
    db: drizzlePglite(takeEventLoopTurns(client), { schema }),
    engine: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        afterClose();
      }
    },
  };
}

export function wrapPool(pool: Pool): Database {
  // pool.end() resolves once its clients are told to end, before their connections are
  // gone; waiting for each client's 'end' makes close() mean the database is let go.
  const connections = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  return {
    db: drizzlePostgres(pool, { schema }),
    engine: 'postgres',
    close: async () => {
      await pool.end();
      await Promise.all(connections);
    },
  };
}
