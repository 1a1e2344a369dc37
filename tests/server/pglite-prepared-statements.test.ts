// PGlite keeps each data statement prepared under a name from its text
// (src/server/db/pglite-prepared-statements.ts): the answers must be exactly those of PGlite's
// own query path, errors must leave nothing half done, and its locking must stay PGlite's.
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/open-pglite';
import { keepStatementsPrepared } from '../../src/server/db/pglite-prepared-statements';

/** PGlite's own query, past the instance's replacement. */
const ownQuery = (client: PGlite, text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(client, text, params, options);

const preparedTexts = async (client: PGlite): Promise<string[]> =>
  (
    await ownQuery(
      client,
      "select statement from pg_prepared_statements where name like 'copycat\\_%' order by statement",
    )
  ).rows.map((row) => (row as { statement: string }).statement);

/** The parsers drizzle gives PGlite: dates and times kept as PostgreSQL's text. */
const DRIZZLE_LIKE: QueryOptions = {
  rowMode: 'array',
  parsers: { 1184: (value: string) => value, 1114: (value: string) => value },
};

describe('PGlite with its statements kept prepared', () => {
  let client: PGlite;
  /** A database with the test's table, dumped once: loading it is cheaper than an initdb. */
  let withThings: File | Blob;

  beforeAll(async () => {
    const maker = await openPglite();
    await maker.exec(`
      create table things (
        id integer primary key,
        name text not null unique,
        big bigint,
        flag boolean,
        at timestamptz,
        data jsonb,
        tags text[]
      );
      insert into things values
        (1, 'one', 9007199254740993, true, '2026-11-28 10:00:00+00', '{"a":[1,2]}', '{x,y}'),
        (2, 'two', null, false, null, null, '{}');
      create table numbers (n integer);
    `);
    withThings = await maker.dumpDataDir('none');
    await maker.close();
  });

  const opened = async (maxPrepared?: number) =>
    keepStatementsPrepared(await openPglite(undefined, { loadDataDir: withThings }), maxPrepared);

  beforeEach(async () => {
    client = await opened();
  });

  afterEach(async () => {
    if (!client.closed) await client.close();
  });

  it('answers exactly as PGlite itself, for every kind of value and row mode', async () => {
    const text =
      'select id, name, big, flag, at, data, tags from things where id = any($1) or name = $2 order by id';
    const cases: [unknown[], QueryOptions | undefined][] = [
      [[[1, 2], 'none'], undefined],
      [[[2], 'one'], DRIZZLE_LIKE],
      [[[], 'two'], { rowMode: 'object' }],
      [[[3], 'none'], undefined],
    ];
    for (const [params, options] of cases) {
      for (let time = 0; time < 2; time += 1) {
        const mine = await client.query(text, params, options);
        const own = await ownQuery(client, text, params, options);
        expect(mine).toStrictEqual(own);
      }
    }
    expect(await preparedTexts(client)).toEqual([text]);
  });

  it('writes parameters as PGlite does: dates, objects, lists, booleans and nulls', async () => {
    const insert =
      'insert into things (id, name, big, flag, at, data, tags) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const at = new Date('2026-11-28T12:34:56.789Z');
    const mine = await client.query(insert, [3, 'three', 12n, false, at, { b: 'c' }, ['p', 'q']]);
    const own = await ownQuery(client, insert, [4, 'four', 12n, false, at, { b: 'c' }, ['p', 'q']]);
    expect(mine.rows).toEqual([{ ...(own.rows[0] as object), id: 3, name: 'three' }]);
    expect(mine.rows[0]).toMatchObject({ at, data: { b: 'c' }, tags: ['p', 'q'], flag: false });
    expect(mine.affectedRows).toBe(1);

    const update = 'update things set flag = $1 where id > $2';
    const changed = await client.query(update, [null, 1]);
    expect(changed).toStrictEqual(await ownQuery(client, update, [null, 1]));
    expect(changed).toMatchObject({ command: 'UPDATE', affectedRows: 3, rowCount: 3, rows: [] });
  });

  it('prepares a text once, inside transactions too, and keeps it after a rollback', async () => {
    const read = 'select name from things where id = $1';
    await client.query(read, [1]);
    await client.transaction(async (tx) => {
      expect((await tx.query(read, [2])).rows).toEqual([{ name: 'two' }]);
      await tx.query('update things set name = $1 where id = $2', ['deux', 2]);
      await tx.rollback();
    });
    expect((await client.query(read, [2])).rows).toEqual([{ name: 'two' }]);
    expect(await preparedTexts(client)).toEqual([
      read,
      'update things set name = $1 where id = $2',
    ]);
  });

  it('reports a failed statement with its text, changes nothing, and runs it again later', async () => {
    const insert = 'insert into things (id, name) values ($1, $2)';
    const failure = await client.query(insert, [5, 'one']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [5, 'one'] });
    await client.query(insert, [5, 'five']);

    const inTransaction = client.transaction(async (tx) => {
      await tx.query(insert, [6, 'six']);
      await tx.query(insert, [7, 'six']);
    });
    await expect(inTransaction).rejects.toMatchObject({ code: '23505' });
    const names = await client.query('select name from things order by id');
    expect(names.rows).toEqual([{ name: 'one' }, { name: 'two' }, { name: 'five' }]);

    const broken = 'select nonsense from things';
    await expect(client.query(broken)).rejects.toMatchObject({ code: '42703', query: broken });
    expect(await preparedTexts(client)).not.toContain(broken);
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
  });

  it('leaves schema changes and anything past its bound to PGlite itself', async () => {
    const bounded = await opened(2);
    try {
      await bounded.query('alter table numbers add column m integer');
      for (const n of [1, 2, 3]) await bounded.query(`insert into numbers values (${n})`);
      expect(await preparedTexts(bounded)).toEqual([
        'insert into numbers values (1)',
        'insert into numbers values (2)',
      ]);
      expect((await bounded.query('select n from numbers order by n')).rows).toEqual([
        { n: 1 },
        { n: 2 },
        { n: 3 },
      ]);
    } finally {
      await bounded.close();
    }
  });

  it("keeps PGlite's locking: no other query runs inside a transaction", async () => {
    const inserts: Promise<unknown>[] = [];
    const seen = await client.transaction(async (tx) => {
      const count = 'select count(*)::int as n from things';
      const before = (await tx.query(count)).rows;
      // Queries sent meanwhile wait for the transaction: PGlite has one session, so a query run
      // now would become part of it.
      for (let id = 10; id < 30; id += 1)
        inserts.push(client.query('insert into things (id, name) values ($1, $2)', [id, `n${id}`]));
      await new Promise((resolve) => setImmediate(resolve));
      const after = (await tx.query(count)).rows;
      await tx.rollback();
      return { before, after };
    });
    await Promise.all(inserts);
    expect(seen.after).toEqual(seen.before);
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 22 }]);
  });

  it('refuses queries once closed, as PGlite does', async () => {
    await client.query('select 1 as one');
    await client.close();
    await expect(client.query('select 1 as one')).rejects.toThrow(/closed/i);
  });
});
