import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from '../db/schema';
import type { Database } from '../db/types';

export interface CountedDatabase {
  /** The same database (same connections and data) with every statement recorded. */
  database: Database;
  /** The statements sent since the last reset, in order. */
  statements: string[];
  reset(): void;
}

/**
 * Wraps an open database so that every SQL statement sent through it is recorded: drizzle's
 * query logger sees each query (and on PostgreSQL the BEGIN and COMMIT it sends itself); on
 * PGlite, where the driver opens transactions without a query, BEGIN and COMMIT are added
 * around each transaction so both engines count alike.
 */
export function countStatements(source: Database): CountedDatabase {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (source.db as unknown as { $client: PGlite | Pool }).$client;
  const db =
    source.engine === 'postgres'
      ? drizzlePostgres({ client: client as Pool, schema, logger })
      : drizzlePglite({
          client: countingTransactions(client as PGlite, statements),
          schema,
          logger,
        });
  return {
    database: { ...source, db, close: async () => undefined },
    statements,
    reset: () => void statements.splice(0),
  };
}

function countingTransactions(client: PGlite, statements: string[]): PGlite {
  const counting = {
    query: client.query.bind(client),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      statements.push('begin');
      const result = await client.transaction(fn);
      statements.push('commit');
      return result;
    },
  };
  return counting as unknown as PGlite;
}
