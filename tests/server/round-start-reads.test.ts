// A vote start lists the sets it may take a place on, and a copy start counts the prompts
// waiting for copies (its price), in the same statement as the checks every start makes (the
// player's balance and active round, locked): one round trip less per start. When the checks
// find an overdue round and expire it, what they read alongside may be out of date (an
// expired vote round frees its place), so it is read again.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { phrasesets } from '../../src/server/db/schema';
import type { StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { ok, passDeadline, playPhraseset, playPrompt } from '../support/game';
import { useCountedApp } from '../support/query-counter';

const START = new Date('2031-12-01T10:00:00Z');

/** The checks' statement: it locks the player's active round. */
const locksActiveRound = (statement: string) =>
  /"status" = 'active'\s+for update\) as own/.test(statement);

describeEachEngine(
  'reads sent with the round start checks',
  (ctx) => {
    const counted = useCountedApp(ctx);

    const newSet = async () =>
      playPhraseset(ctx.app, {
        author: await ctx.registerPlayer(),
        copier1: await ctx.registerPlayer(),
        copier2: await ctx.registerPlayer(),
      });

    /** The statements a call sent through the counted app, and its body. */
    async function sentBy<T>(player: RegisteredPlayer, url: string) {
      counted.counter.reset();
      const body = await ok<T>(counted.app, player, 'POST', url);
      return { body, statements: [...counted.counter.statements] };
    }

    it('lists the sets a vote may take with the checks, in one statement', async () => {
      const { phrasesetId } = await newSet();
      const voter = await ctx.registerPlayer();
      const { body, statements } = await sentBy<StartVoteResponse>(voter, '/rounds/vote');
      expect(body.phraseset_id).toBe(phrasesetId);
      const listing = statements.filter((statement) => statement.includes('from phrasesets s'));
      expect(listing).toHaveLength(1);
      expect(locksActiveRound(listing[0]!)).toBe(true);
    });

    it('lists the sets again after expiring an overdue vote round that held the last place', async () => {
      ctx.clock.set(START);
      const { phrasesetId } = await newSet();
      const voter = await ctx.registerPlayer();
      // Every other set is out of the voter's reach, and this one has a single place.
      await ctx.database.db.execute(
        sql`update phrasesets set max_votes = vote_count + reserved_votes + 1 where id = ${phrasesetId}`,
      );
      await ctx.database.db.execute(
        sql`update phrasesets set max_votes = vote_count + reserved_votes where id <> ${phrasesetId}`,
      );
      const first = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
      expect(first.phraseset_id).toBe(phrasesetId);
      // Past the round's deadline: its place still counts until the next start expires it.
      passDeadline(ctx, first.expires_at, 1);
      const again = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
      expect(again.phraseset_id).toBe(phrasesetId);
      expect(again.round_id).not.toBe(first.round_id);
      const [set] = await ctx.database.db
        .select({ reserved: phrasesets.reservedVotes })
        .from(phrasesets)
        .where(eq(phrasesets.id, phrasesetId));
      expect(set?.reserved).toBe(1);
      await ctx.expectLedgerClean();
    });
    // Last: it leaves a prompt waiting for copies, which the copies of a later set would be
    // given first (first in, first out).
    it('counts the prompts waiting for copies with the checks of a copy start', async () => {
      await playPrompt(ctx.app, await ctx.registerPlayer());
      const copier = await ctx.registerPlayer();
      const { statements } = await sentBy(copier, '/rounds/copy');
      const countingStatements = statements.filter((statement) =>
        /count\(\*\)::int as count from rounds p where p\.awaiting_copies/.test(statement),
      );
      expect(countingStatements).toHaveLength(1);
      expect(locksActiveRound(countingStatements[0]!)).toBe(true);
    });
  },
  { clockStart: START },
);
