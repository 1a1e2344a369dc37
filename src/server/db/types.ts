import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** A drizzle handle for either engine (PGlite or a `pg` pool). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open transaction for either engine; commands take this so their writes commit together. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Anything queries can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}
