// The whole-row templates of the hot statements (src/server/db/table-rows.ts) read and insert
// rows exactly as drizzle's query builder does: same values, same JavaScript types (Dates,
// arrays, JSON, nulls), on both engines.
import { asc, isNotNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { phrasesetRows, questRows, roundRows } from '../../src/server/db/row-readers';
import { phrasesets, quests, rounds } from '../../src/server/db/schema';
import { describeEachEngine } from '../support';
import { playPhraseset, playVote } from '../support/game';

describeEachEngine('whole-row templates', (ctx) => {
  it('read every column of rounds, sets and quests as the query builder does', async () => {
    const [author, copier1, copier2, voter] = [
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
    ];
    await playPhraseset(ctx.app, { author, copier1, copier2 });
    await playVote(ctx.app, voter, (phrases) => phrases[0]!);
    const { db } = ctx.database;

    const builderRounds = await db.select().from(rounds).orderBy(asc(rounds.id));
    const templateRounds = roundRows.read(
      await queryRows(db, sql`select ${roundRows.columns} from ${rounds} order by ${rounds.id}`),
    );
    expect(new Set(builderRounds.map((round) => round.roundType))).toEqual(
      new Set(['prompt', 'copy', 'vote']),
    );
    expect(templateRounds).toEqual(builderRounds);
    expect(templateRounds[0]?.createdAt).toBeInstanceOf(Date);

    const builderSets = await db.select().from(phrasesets);
    expect(builderSets).toHaveLength(1);
    expect(
      phrasesetRows.read(
        await queryRows(db, sql`select ${phrasesetRows.columns} from ${phrasesets}`),
      ),
    ).toEqual(builderSets);

    const builderQuests = await db.select().from(quests).orderBy(asc(quests.id));
    expect(builderQuests.some((quest) => Object.keys(quest.progress).length > 0)).toBe(true);
    expect(
      questRows.read(
        await queryRows(db, sql`select ${questRows.columns} from ${quests} order by ${quests.id}`),
      ),
    ).toEqual(builderQuests);
  });

  it('inserts a row as the query builder would, leaving the missing columns to their defaults', async () => {
    const player = await ctx.registerPlayer();
    const [sample] = await ctx.database.db
      .select()
      .from(rounds)
      .where(isNotNull(rounds.phrasesetId))
      .limit(1);
    if (!sample) throw new Error('no vote round to copy');
    const at = new Date('2031-02-03T04:05:06.789Z');
    const values = {
      id: randomUUID(),
      playerId: player.playerId,
      roundType: 'vote' as const,
      status: 'expired' as const,
      cost: 10,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 60_000),
      phrasesetId: sample.phrasesetId,
      votePhrases: ['ONE', 'TWO', 'THREE'],
    };
    const inserted = await roundRows.insert(ctx.database.db, values);
    const [builderTwin] = await ctx.database.db
      .insert(rounds)
      .values({ ...values, id: randomUUID() })
      .returning();
    expect(inserted).toEqual({ ...builderTwin, id: values.id });
    expect(inserted).toMatchObject({
      awaitingCopies: false,
      votePhrases: ['ONE', 'TWO', 'THREE'],
      createdAt: at,
    });
  });
});
