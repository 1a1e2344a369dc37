// A database that answers but cannot carry out a request (its disk full, data found damaged, a
// limit the operator set, conflicts that outlast the retries, a read-only server) is the host's
// fault: the request is answered 503 database_unavailable, never 500, its transaction is rolled
// back, and the host's log says once, in words, what happened. The database itself raises each
// error, from a trigger on the write path of a round start (after the round's price was
// debited), with the SQLSTATE PostgreSQL gives that fault.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { buildApp } from '../../src/server/http/build-app';
import { databaseSnapshot, describeEachEngine, type EngineContext } from '../support';

/** SQLSTATEs of the host's faults, by name, as a trigger raises them. */
const HOST_FAULTS = [
  ['53100', 'disk_full'],
  ['53200', 'out_of_memory'],
  ['53400', 'configuration_limit_exceeded'],
  ['53000', 'insufficient_resources'],
  ['58030', 'io_error'],
  ['58P01', 'undefined_file'],
  ['58000', 'system_error'],
  ['XX001', 'data_corrupted'],
  ['XX002', 'index_corrupted'],
  ['57014', 'query_canceled'],
  ['55P03', 'lock_not_available'],
  ['57P04', 'database_dropped'],
  ['57P05', 'idle_session_timeout'],
  ['40001', 'serialization_failure'],
  ['40P01', 'deadlock_detected'],
  ['25006', 'read_only_sql_transaction'],
] as const;

/**
 * Makes every insert of a round fail with `sqlState` while `body` runs. A sequence counts the
 * attempts: its increments survive the rollbacks.
 */
async function withFailingRoundInserts<T>(
  ctx: EngineContext,
  sqlState: string,
  body: () => Promise<T>,
): Promise<{ result: T; attempts: number }> {
  const { db } = ctx.database;
  await db.execute(sql.raw('create sequence fault_attempts'));
  await db.execute(
    sql.raw(`create function fail_round_insert() returns trigger language plpgsql as $$
      begin
        perform nextval('fault_attempts');
        raise exception 'raised by the test as %', '${sqlState}' using errcode = '${sqlState}';
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_round_insert before insert on rounds
      for each row execute function fail_round_insert()`),
  );
  try {
    const result = await body();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql.raw('select last_value::int as n from fault_attempts'),
    );
    return { result, attempts: row!.n };
  } finally {
    await db.execute(sql.raw('drop trigger fail_round_insert on rounds'));
    await db.execute(sql.raw('drop function fail_round_insert()'));
    await db.execute(sql.raw('drop sequence fault_attempts'));
  }
}

async function roundsOf(ctx: EngineContext, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from rounds where player_id = ${playerId}`,
  );
  return row!.n;
}

describeEachEngine('database faults of the host', (ctx) => {
  it.each(HOST_FAULTS)(
    'answers a round start that meets %s (%s) 503 database_unavailable and keeps nothing of it',
    async (sqlState) => {
      const player = await ctx.registerPlayer();
      const before = await databaseSnapshot(ctx.database.db);
      const { result: reply, attempts } = await withFailingRoundInserts(ctx, sqlState, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/rounds/prompt',
          headers: player.headers,
          payload: {},
        }),
      );
      expect([reply.statusCode, reply.json()]).toEqual([503, { detail: 'database_unavailable' }]);
      // The price debited before the insert failed went back with the transaction.
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
      expect(await roundsOf(ctx, player.playerId)).toBe(0);
      await ctx.expectLedgerClean();
      // Conflicts are retried (src/server/db/transaction.ts) before they are given up.
      expect(attempts).toBe(sqlState.startsWith('40') ? 3 : 1);
    },
  );

  it('still answers 500 internal_error to a database error that is a bug of the server', async () => {
    const player = await ctx.registerPlayer();
    const { result: reply } = await withFailingRoundInserts(ctx, 'XX000', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/rounds/prompt',
        headers: player.headers,
        payload: {},
      }),
    );
    expect([reply.statusCode, reply.json()]).toEqual([500, { detail: 'internal_error' }]);
  });

  it('starts rounds again once the fault is gone', async () => {
    const player = await ctx.registerPlayer();
    const { result: failed } = await withFailingRoundInserts(ctx, '53100', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/rounds/prompt',
        headers: player.headers,
        payload: {},
      }),
    );
    expect(failed.statusCode).toBe(503);
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/rounds/prompt',
      headers: player.headers,
      payload: {},
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await roundsOf(ctx, player.playerId)).toBe(1);
  });

  // PostgreSQL takes default_transaction_read_only at a session's start only, so there the
  // trigger above stands for it (25006); PGlite's one session takes it at once. Defined for
  // PGlite only, rather than skipped on PostgreSQL: there is nothing there to skip.
  if (ctx.engine === 'pglite')
    it('refuses the writes of a read-only database 503 database_unavailable', async () => {
      const player = await ctx.registerPlayer();
      const before = await databaseSnapshot(ctx.database.db);
      await ctx.database.db.execute(sql.raw('set default_transaction_read_only = on'));
      try {
        const reply = await ctx.app.inject({
          method: 'POST',
          url: '/rounds/prompt',
          headers: player.headers,
          payload: {},
        });
        expect([reply.statusCode, reply.json()]).toEqual([503, { detail: 'database_unavailable' }]);
      } finally {
        await ctx.database.db.execute(sql.raw('set default_transaction_read_only = off'));
      }
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
    });

  describe('in the log', () => {
    const lines: Record<string, unknown>[] = [];
    let logged: FastifyInstance | undefined;
    beforeAll(async () => {
      // A second app on the suite's database, with a logger whose lines the test reads.
      logged = await buildApp({
        settings: ctx.settings,
        database: ctx.database,
        clock: ctx.clock,
        logger: {
          level: 'warn',
          stream: {
            write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
          },
        },
      });
      await logged.ready();
    });
    afterAll(() => logged?.close());

    it('states the fault once, in words, with the error the database gave', async () => {
      const player = await ctx.registerPlayer();
      lines.length = 0;
      const { result: reply } = await withFailingRoundInserts(ctx, '53100', () =>
        logged!.inject({
          method: 'POST',
          url: '/rounds/prompt',
          headers: player.headers,
          payload: {},
        }),
      );
      expect(reply.statusCode).toBe(503);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 50,
        msg: "The database server's disk is full: free space on it.",
        sqlState: '53100',
      });
      // The database's own message, after the failed statement (its values left out).
      expect((lines[0]!.err as { message: string }).message).toMatch(
        /^Failed query: insert into "rounds" .*\nparams: \[redacted\]: raised by the test as 53100$/s,
      );
    });
  });
});
