// On PostgreSQL a transaction's BEGIN goes to the server with its first statement, in one
// batch (src/server/db/query-after-begin.ts): one round trip less per transaction. These tests
// count the round trips (pg's ReadyForQuery answers, one per batch) on a pool of one
// connection, and check that the first statement still runs inside the transaction, and never
// outside one.
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { wrapPool } from '../../src/server/db/postgres-database';
import { PreparingClient } from '../../src/server/db/prepared-statements';
import { queryRows } from '../../src/server/db/query-rows';
import type { Database, Db } from '../../src/server/db/types';
import { createPostgresDatabaseUrl } from '../support/test-databases';

const adminUrl = inject('pgAdminUrl');
if (!adminUrl) console.warn('PostgreSQL binaries not found: skipping the BEGIN batching tests');

describe.skipIf(!adminUrl)('BEGIN sent with the first statement [postgres]', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let roundTrips = 0;
  let db: Db;

  beforeAll(async () => {
    const created = await createPostgresDatabaseUrl(adminUrl);
    drop = created.drop;
    const pool = new Pool({ connectionString: created.url, max: 1, Client: PreparingClient });
    pool.on('connect', (client) => {
      const { connection } = client as unknown as { connection: NodeJS.EventEmitter };
      connection.on('readyForQuery', () => (roundTrips += 1));
    });
    database = wrapPool(pool);
    db = database.db;
    await db.execute(sql`create table notes (id integer primary key)`);
    // The connection's first transaction prepares BEGIN; the tests below see later ones.
    await transaction(db, (tx) => tx.execute(sql`select 1`));
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function countRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; trips: number }> {
    const before = roundTrips;
    const result = await work();
    return { result, trips: roundTrips - before };
  }

  /** drizzle wraps the driver's error ("Failed query: ..."): PostgreSQL's is its cause. */
  const causedBy = (pattern: RegExp) => (error: unknown) =>
    pattern.test(String((error as { cause?: unknown }).cause));

  const transactionId = (tx: Db) =>
    queryRows<{ id: string }>(tx, sql`select txid_current()::text as id`).then(
      (rows) => rows[0]?.id,
    );

  it('runs the first statement inside the transaction, in one round trip with BEGIN', async () => {
    const { result, trips } = await countRoundTrips(() =>
      transaction(db, async (tx) => [await transactionId(tx), await transactionId(tx)]),
    );
    // BEGIN with the first statement, the second statement, COMMIT: three, not four.
    expect(trips).toBe(3);
    const [first, second] = result;
    expect(first).toBeDefined();
    expect(first).toBe(second);
  });

  it('rolls back a transaction whose first statement fails, and the connection goes on', async () => {
    await transaction(db, (tx) => tx.execute(sql`insert into notes (id) values (1)`));
    await expect(
      transaction(db, async (tx) => {
        await tx.execute(sql`insert into notes (id) values (1)`);
        await tx.execute(sql`insert into notes (id) values (2)`);
      }),
    ).rejects.toSatisfy(causedBy(/duplicate key/));
    const ids = await transaction(db, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from notes order by id`),
    );
    expect(ids).toEqual([{ id: 1 }]);
  });

  it('sends nothing for a transaction that runs no statement, committed or rolled back', async () => {
    const committed = await countRoundTrips(() => transaction(db, async () => 'nothing'));
    expect(committed).toEqual({ result: 'nothing', trips: 0 });
    const refused = await countRoundTrips(() =>
      transaction(db, async () => {
        throw new Error('refused before any statement');
      }).catch((error: Error) => error.message),
    );
    expect(refused).toEqual({ result: 'refused before any statement', trips: 0 });
    // No BEGIN was left behind for later statements: each of these two is a transaction of its
    // own (the second would otherwise run in a transaction opened with the first).
    expect(await transactionId(db)).not.toBe(await transactionId(db));
  });

  it('opens the transaction before a savepoint that comes first', async () => {
    await transaction(db, async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id) values (5)`);
          throw new Error('inner rolled back');
        })
        .catch(() => undefined);
      await tx.execute(sql`insert into notes (id) values (6)`);
    });
    const ids = await queryRows<{ id: number }>(db, sql`select id from notes where id in (5, 6)`);
    expect(ids).toEqual([{ id: 6 }]);
  });

  // Last: it breaks this connection's prepared BEGIN on purpose.
  it('never runs the first statement outside a transaction when BEGIN fails', async () => {
    await transaction(db, (tx) => tx.execute(sql`deallocate copycat_begin`));
    await expect(
      transaction(db, (tx) => tx.execute(sql`insert into notes (id) values (7)`)),
    ).rejects.toSatisfy(causedBy(/copycat_begin/));
    const ids = await queryRows<{ id: number }>(db, sql`select id from notes where id = 7`);
    expect(ids).toEqual([]);
  });
});
