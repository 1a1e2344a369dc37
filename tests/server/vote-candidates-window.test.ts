// A vote start reads the sets with enough votes to be ordered by the priority rule, but only a
// window of the fresh ones (fewer votes than the minimum), of which the rule takes one at
// random: hundreds of fresh sets were parsed and shuffled on every start. The window must
// leave every fresh set as likely as any other, and a start whose whole window was taken
// meanwhile must still find a fresh set outside it.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db';
import { rowSetsBuiltOnce } from '../../src/server/db/row-sets';
import { playerAccount } from '../../src/server/ledger';
import { FRESH_SETS_READ, voteCandidatesRead } from '../../src/server/queries/vote-candidates';
import type { StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine } from '../support';
import { ok, playPhraseset } from '../support/game';
import { useCountedApp } from '../support/query-counter';

/** More fresh sets than the window holds. */
const FRESH_SETS = FRESH_SETS_READ + 3;

describeEachEngine('the fresh sets a vote start reads', (ctx) => {
  const counted = useCountedApp(ctx);
  const freshSets: string[] = [];
  let closingSet: string;

  it('forms the sets', async () => {
    for (let i = 0; i < FRESH_SETS + 1; i += 1) {
      const { phrasesetId } = await playPhraseset(ctx.app, {
        author: await ctx.registerPlayer(),
        copier1: await ctx.registerPlayer(),
        copier2: await ctx.registerPlayer(),
      });
      freshSets.push(phrasesetId);
    }
    // One set past the minimum: the rule orders it, so every start reads it.
    closingSet = freshSets.pop()!;
    await ctx.database.db.execute(
      sql`update phrasesets set vote_count = ${ctx.settings.vote_minimum_threshold},
                                third_vote_at = ${ctx.clock.now().toISOString()}::timestamptz
          where id = ${closingSet}`,
    );
  });

  it('reads a window of the fresh sets, each in as many windows as the others', async () => {
    const voter = await ctx.registerPlayer();
    const now = ctx.clock.now();
    const read = (draw: number) => {
      const candidates = voteCandidatesRead(now, {
        minimumVotes: ctx.settings.vote_minimum_threshold,
        draw,
      });
      return rowSetsBuiltOnce((slot: Parameters<typeof candidates.query>[0]) => ({
        rows: candidates.query(slot),
      }))(ctx.database.db, {
        ...candidates.values,
        playerId: voter.playerId,
        account: playerAccount(voter.playerId),
      });
    };
    const windows = new Map<string, number>();
    // One draw in each of the FRESH_SETS equal parts of [0, 1): each starts the window at
    // another fresh set.
    for (let part = 0; part < FRESH_SETS; part += 1) {
      const { rows } = await read((part + 0.5) / FRESH_SETS);
      const ids = rows.map((row) => row.id);
      expect(ids).toContain(closingSet);
      const fresh = rows.filter((row) => row.id !== closingSet);
      expect(fresh).toHaveLength(FRESH_SETS_READ);
      for (const row of fresh) {
        expect(row.fresh_count).toBe(FRESH_SETS);
        windows.set(row.id, (windows.get(row.id) ?? 0) + 1);
      }
    }
    expect([...windows.keys()].sort()).toEqual([...freshSets].sort());
    expect(new Set(windows.values())).toEqual(new Set([FRESH_SETS_READ]));
  });

  it('starts on a fresh set outside the window when every place in it was taken meanwhile', async () => {
    // Taken meanwhile: the first FRESH_SETS_READ + 1 places the start tries to take (the
    // ordered set's, then its window's) are refused by a trigger, as a concurrent start that
    // took the last place would leave them.
    const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
    await run('create table refused_places (id uuid primary key)');
    await run(`create function refuse_first_places() returns trigger language plpgsql as $$
      begin
        if new.reserved_votes > old.reserved_votes
           and (select count(*) from refused_places) < ${FRESH_SETS_READ + 1} then
          insert into refused_places values (old.id);
          return null;
        end if;
        return new;
      end $$`);
    await run(`create trigger refuse_first_places before update on phrasesets
      for each row execute function refuse_first_places()`);
    try {
      const voter = await ctx.registerPlayer();
      counted.counter.reset();
      const round = await ok<StartVoteResponse>(counted.app, voter, 'POST', '/rounds/vote');
      const refused = (
        await queryRows<{ id: string }>(ctx.database.db, sql`select id::text from refused_places`)
      ).map((row) => row.id);
      expect(refused).toHaveLength(FRESH_SETS_READ + 1);
      expect(refused).toContain(closingSet);
      expect(freshSets).toContain(round.phraseset_id);
      expect(refused).not.toContain(round.phraseset_id);
      // The window first, then every set: two reads of the candidates.
      const reads = counted.counter.statements.filter((text) => text.includes('from phrasesets s'));
      expect(reads).toHaveLength(2);
      await ctx.expectLedgerClean();
    } finally {
      await run('drop trigger refuse_first_places on phrasesets');
      await run('drop function refuse_first_places');
      await run('drop table refused_places');
    }
  });
});
