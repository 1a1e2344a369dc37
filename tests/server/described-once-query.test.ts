// On PostgreSQL a prepared statement's result columns are asked for the first time its
// connection runs it, not at every call (src/server/db/described-once-query.ts). These tests
// count PostgreSQL's RowDescription answers on a pool of one connection, and check that the
// rows read without one are the rows read with one: values, types, nulls, both row shapes.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { wrapPool } from '../../src/server/db/postgres-database';
import { PreparingClient } from '../../src/server/db/prepared-statements';
import { queryRows } from '../../src/server/db/query-rows';
import type { Database, Db } from '../../src/server/db/types';
import { createPostgresDatabaseUrl } from '../support/test-databases';

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the described-once tests');

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body'),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'string' }).notNull(),
});

interface NoteRow {
  id: number;
  body: string | null;
  written_at: string;
  tags: string[];
  big: string;
}

describe.skipIf(!adminUrl)('result columns described once per connection [postgres]', () => {
  let database: Database;
  let pool: Pool;
  let drop: () => Promise<void>;
  let db: Db;
  let descriptions = 0;
  let connections = 0;

  beforeAll(async () => {
    const created = await createPostgresDatabaseUrl(adminUrl);
    drop = created.drop;
    pool = new Pool({ connectionString: created.url, max: 1, Client: PreparingClient });
    pool.on('connect', (client) => {
      connections += 1;
      const { connection } = client as unknown as { connection: NodeJS.EventEmitter };
      connection.on('rowDescription', () => (descriptions += 1));
    });
    database = wrapPool(pool);
    db = database.db;
    await db.execute(
      sql`create table notes (id integer primary key, body text, written_at timestamptz not null)`,
    );
    await db.execute(sql`insert into notes values
      (1, 'first', '2026-01-02T03:04:05Z'), (2, null, '2026-02-03T04:05:06Z')`);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function countDescriptions<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; count: number }> {
    const before = descriptions;
    const result = await work();
    return { result, count: descriptions - before };
  }

  const readNote = (id: number) =>
    queryRows<NoteRow>(
      db,
      sql`select id, body, written_at, array['a', body] as tags, (id * 10000000000)::bigint as big
          from notes where id = ${id}`,
    );

  it('asks for a statement’s columns once and reads the same rows without them', async () => {
    const { result: first, count: firstCount } = await countDescriptions(() => readNote(1));
    const { result: later, count: laterCount } = await countDescriptions(async () => [
      await readNote(1),
      await readNote(2),
      await readNote(3),
    ]);
    expect(firstCount).toBe(1);
    expect(laterCount).toBe(0);
    expect(later[0]).toEqual(first);
    // Every column parsed by its type as on the described call: text arrays, null in an array,
    // bigint as text, timestamptz as drizzle's string, and an absent row.
    expect(later[1]).toEqual([
      {
        id: 2,
        body: null,
        written_at: '2026-02-03 04:05:06+00',
        tags: ['a', null],
        big: '20000000000',
      },
    ]);
    expect(later[2]).toEqual([]);
  });

  it('reads the query builder’s array rows without the description too', async () => {
    const select = (id: number) =>
      db
        .select({ id: notes.id, body: notes.body, at: notes.writtenAt })
        .from(notes)
        .where(eq(notes.id, id));
    const { result, count } = await countDescriptions(async () => [
      await select(1),
      await select(2),
      await select(1),
    ]);
    expect(count).toBe(1);
    expect(result).toEqual([
      [{ id: 1, body: 'first', at: '2026-01-02 03:04:05+00' }],
      [{ id: 2, body: null, at: '2026-02-03 04:05:06+00' }],
      [{ id: 1, body: 'first', at: '2026-01-02 03:04:05+00' }],
    ]);
  });

  it('keeps the columns of a statement that first found no row', async () => {
    const byBody = (body: string) =>
      queryRows<{ id: number }>(db, sql`select id from notes where body = ${body} order by id`);
    const { result, count } = await countDescriptions(async () => [
      await byBody('none'),
      await byBody('first'),
    ]);
    expect(count).toBe(1);
    expect(result).toEqual([[], [{ id: 1 }]]);
  });

  it('describes a statement without rows once, and counts what it changed', async () => {
    const touch = async (id: number) => {
      const changed = await db.execute(
        sql`update notes set body = coalesce(body, '') || '!' where id = ${id}`,
      );
      return changed as { rowCount: number };
    };
    const { result, count } = await countDescriptions(async () => [
      (await touch(1)).rowCount,
      (await touch(2)).rowCount,
      (await touch(9)).rowCount,
    ]);
    // An update answers NoData, never a RowDescription.
    expect(count).toBe(0);
    expect(result).toEqual([1, 1, 0]);
    const { result: returned, count: returningCount } = await countDescriptions(async () => [
      await queryRows(db, sql`update notes set body = body where id = ${1} returning id, body`),
      await queryRows(db, sql`update notes set body = body where id = ${2} returning id, body`),
    ]);
    expect(returningCount).toBe(1);
    expect(returned).toEqual([[{ id: 1, body: 'first!' }], [{ id: 2, body: '!' }]]);
  });

  it('describes a transaction’s first statement once, sent with its BEGIN', async () => {
    const inTransaction = (id: number) => transaction(db, (tx) => readNoteIn(tx, id));
    const { result, count } = await countDescriptions(async () => [
      await inTransaction(1),
      await inTransaction(1),
      await inTransaction(2),
    ]);
    expect(count).toBe(1);
    expect(result.map((rows) => rows[0]?.body)).toEqual(['first!', 'first!', '!']);
  });

  it('asks a new connection again for the columns of the statements it prepares', async () => {
    await readNote(1);
    const client = await pool.connect();
    client.release(true); // the pool's only connection is closed: the next statement opens one
    const connectionsBefore = connections;
    const { result, count } = await countDescriptions(async () => [
      await readNote(1),
      await readNote(2),
    ]);
    expect(connections).toBe(connectionsBefore + 1);
    expect(count).toBe(1);
    expect(result.map((rows) => rows[0]?.id)).toEqual([1, 2]);
  });
});

function readNoteIn(tx: Db, id: number) {
  return queryRows<{ id: number; body: string | null }>(
    tx,
    sql`select id, body from notes where id = ${id} for update`,
  );
}
