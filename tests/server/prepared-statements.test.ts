// On PostgreSQL each connection keeps the data statements it runs prepared under a name hashed
// from their text (src/server/db/prepared-statements.ts); schema changes and transaction
// control stay unprepared, but for BEGIN, prepared once so it can travel with a transaction's
// first statement (query-after-begin.test.ts). PGlite keeps them prepared the same way
// (src/server/db/pglite-prepared-statements.ts; its own behaviour in
// pglite-prepared-statements.test.ts), but transaction control is its own.
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { queryRows } from '../../src/server/db/query-rows';
import { players } from '../../src/server/db/schema';
import { describeEachEngine } from '../support';

describeEachEngine('prepared statements', (ctx) => {
  it('prepares each data statement once per connection, under a name from its text', async () => {
    const statements = await transaction(ctx.database.db, async (tx) => {
      for (const id of [randomUUID(), randomUUID(), randomUUID()])
        await tx.select({ id: players.id }).from(players).where(eq(players.id, id));
      await tx.execute(sql`create temporary table scratch (n integer) on commit drop`);
      // pg_prepared_statements shows this connection's own statements: the transaction holds it.
      return queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'`,
      );
    });
    const playerReads = statements.filter((row) =>
      row.statement.startsWith('select "id" from "players"'),
    );
    expect(playerReads).toHaveLength(1);
    expect(playerReads[0]?.name).toMatch(/^copycat_[0-9a-f]{24}$/);
    expect(
      statements.some((row) => /create temporary table|^(commit|rollback)/i.test(row.statement)),
    ).toBe(false);
    expect(statements.filter((row) => /^begin/i.test(row.statement))).toEqual(
      ctx.engine === 'postgres' ? [{ name: 'copycat_begin', statement: 'begin' }] : [],
    );
  });
});
