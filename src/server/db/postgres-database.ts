// The PostgreSQL side of openDatabase, in a module of its own: it loads `pg` and drizzle's
// node-postgres driver (about 40 ms), which the desktop app, always on PGlite, never needs
// on the way to its first dashboard (issue #20).
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';
import type { Database } from './types';

/**
 * The longest wait for a connection: opening one, or a free one of a full pool. pg waits
 * forever by default, so a database host that accepts the connection and never answers (a
 * firewall, a hung server, a wrong port) hung the server's start, and every request in such
 * a gap, instead of failing: with this they fail (503 database_unavailable) and are retried.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

export function openPostgresDatabase(databaseUrl: string, poolSize = 10): Database {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    Client: PreparingClient,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    // TCP keep-alive notices an idle connection whose server vanished (host down, network cut).
    keepAlive: true,
  });
  // An idle client losing its server emits here; without a listener it would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return wrapPool(pool);
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
