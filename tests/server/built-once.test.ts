// Statements built once (src/server/db/built-once.ts) are rendered to SQL text on their first
// call and only sent with their values after: on both engines they must answer exactly as the
// same template rendered with its values does, encode a slot by its column as drizzle encodes
// the value, and refuse a call that leaves a slot without a value without touching anything.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { transaction } from '../../src/server/db';
import { builtOnce, builtOnceForRows, builtOncePerShape } from '../../src/server/db/built-once';
import { queryRows } from '../../src/server/db/query-rows';
import { roundRows } from '../../src/server/db/row-readers';
import { rowSetsBuiltOnce, queryRowSets, rowSet } from '../../src/server/db/row-sets';
import { rounds } from '../../src/server/db/schema';
import { describeEachEngine } from '../support';
import { playPhraseset } from '../support/game';

describeEachEngine('statements built once', (ctx) => {
  it('answer as the template rendered with the same values, and are rendered only once', async () => {
    const [author, copier1, copier2] = [
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
    ];
    await playPhraseset(ctx.app, { author, copier1, copier2 });
    const { db } = ctx.database;
    const template = (playerId: unknown, type: unknown) =>
      sql`select ${roundRows.columns} from ${rounds}
            where ${rounds.playerId} = ${playerId} and ${rounds.roundType} = ${type}
            order by ${rounds.id}`;
    const build = vi.fn((v: { playerId: unknown; type: unknown }) => template(v.playerId, v.type));
    const roundsOf = builtOnce<{ playerId: string; type: string }>(build);

    for (const [player, type] of [
      [author, 'prompt'],
      [copier1, 'copy'],
      [copier2, 'copy'],
      [author, 'copy'],
    ] as const) {
      const expected = roundRows.read(await queryRows(db, template(player.playerId, type)));
      const values = { playerId: player.playerId, type };
      expect(roundRows.read(await roundsOf(db, values))).toEqual(expected);
      // The same inside a transaction, on its connection.
      const inTransaction = await transaction(db, async (tx) => roundsOf(tx, values));
      expect(roundRows.read(inTransaction)).toEqual(expected);
    }
    expect((await roundsOf(db, { playerId: author.playerId, type: 'prompt' })).length).toBe(1);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('encode a slot given to sql.param by its column, as the value itself would be', async () => {
    const player = await ctx.registerPlayer();
    const [set] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from phrasesets limit 1`,
    );
    if (!set) throw new Error('the first test formed a set');
    const at = new Date('2031-05-06T07:08:09.123Z');
    const inserted = await roundRows.insert(ctx.database.db, {
      id: randomUUID(),
      playerId: player.playerId,
      roundType: 'vote',
      phrasesetId: set.id,
      status: 'expired',
      cost: 10,
      createdAt: at,
      expiresAt: at,
    });
    expect(inserted).toMatchObject({ createdAt: at, expiresAt: at, cost: 10 });

    const sameShape = await roundRows.insert(ctx.database.db, {
      id: randomUUID(),
      playerId: player.playerId,
      roundType: 'vote',
      phrasesetId: set.id,
      status: 'expired',
      cost: 20,
      createdAt: new Date(at.getTime() + 1000),
      expiresAt: at,
    });
    // The second row of the same shape went through the statement built for the first.
    expect(sameShape).toMatchObject({ cost: 20, expiresAt: at });
    expect(sameShape.createdAt.getTime() - at.getTime()).toBe(1000);
  });

  it('refuse a call without a value for a slot, and change nothing', async () => {
    const player = await ctx.registerPlayer();
    const rename = builtOnce<{ playerId: string; pseudonym: string }>(
      (v) => sql`update players set pseudonym = ${v.pseudonym} where id = ${v.playerId}`,
    );
    const before = await queryRows<{ pseudonym: string }>(
      ctx.database.db,
      sql`select pseudonym from players where id = ${player.playerId}`,
    );
    await expect(rename(ctx.database.db, { playerId: player.playerId } as never)).rejects.toThrow(
      /pseudonym/,
    );
    expect(
      await queryRows(
        ctx.database.db,
        sql`select pseudonym from players where id = ${player.playerId}`,
      ),
    ).toEqual(before);
  });

  it('build one statement per shape', async () => {
    const build = vi.fn(
      (v: { n: unknown }, count: number) =>
        sql`select ${sql.join(
          Array.from(
            { length: count },
            (_, i) => sql`${v.n}::integer + ${i}::integer as ${sql.identifier(`c${i}`)}`,
          ),
          sql`, `,
        )}`,
    );
    const sums = builtOncePerShape<number, { n: number }>((count) => String(count), build);
    expect(await sums(2)(ctx.database.db, { n: 10 })).toEqual([{ c0: 10, c1: 11 }]);
    expect(await sums(2)(ctx.database.db, { n: 20 })).toEqual([{ c0: 20, c1: 21 }]);
    expect(await sums(3)(ctx.database.db, { n: 1 })).toEqual([{ c0: 1, c1: 2, c2: 3 }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('write lists of rows, one statement per number of rows', async () => {
    const { db } = ctx.database;
    await queryRows(db, sql`create table built_once_rows (n integer, label text)`);
    const build = vi.fn(
      (rows: unknown) => sql`insert into built_once_rows (n, label) values ${rows}`,
    );
    const insert = builtOnceForRows<{ n: number; label: string | null }>(
      build,
      (v) => sql`(${v.n}::integer, ${v.label}::text)`,
    );
    await insert(db, [{ n: 1, label: 'one' }]);
    await insert(db, [
      { n: 2, label: 'two' },
      { n: 3, label: null },
    ]);
    await insert(db, [
      { n: 4, label: 'four' },
      { n: 5, label: 'five' },
    ]);
    expect(await queryRows(db, sql`select n, label from built_once_rows order by n`)).toEqual([
      { n: 1, label: 'one' },
      { n: 2, label: 'two' },
      { n: 3, label: null },
      { n: 4, label: 'four' },
      { n: 5, label: 'five' },
    ]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('read row sets as queryRowSets does', async () => {
    const player = await ctx.registerPlayer();
    const query = (playerId: unknown) =>
      rowSet<{ id: string; created_at: Date }>(
        sql`select id, created_at from players where id = ${playerId}`,
        { instants: ['created_at'] },
      );
    const read = rowSetsBuiltOnce<{ playerId: string }, { me: ReturnType<typeof query> }>((v) => ({
      me: query(v.playerId),
    }));
    const expected = await queryRowSets(ctx.database.db, { me: query(player.playerId) });
    const built = await read(ctx.database.db, { playerId: player.playerId });
    expect(built).toEqual(expected);
    expect(built.me[0]?.created_at).toBeInstanceOf(Date);
  });
});
