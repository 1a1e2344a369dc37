// The voting windows of docs/game-rules.md#voting-windows, driven by the controlled clock and the
// sweep called directly: 20 votes finalize at once; the 5th vote leaves 60 s; the 3rd vote leaves
// 600 s (or until the 5th); fewer than 3 votes never finalize by time; and a voter whose round
// started before the window closed may still vote within that round's time plus grace.
import { expect, it } from 'vitest';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { getPhrasesetDetails } from '../../src/server/queries/phraseset-details';
import type { PhrasesetDetails } from '../../src/shared/api/phrasesets';
import type { StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import { balanceOf, call, ok, playPhraseset, playVote } from '../support/game';

const SECOND = 1000;
const START = new Date('2031-06-01T08:00:00Z');

async function openSet(ctx: EngineContext) {
  const author = await ctx.registerPlayer();
  const set = await playPhraseset(ctx.app, {
    author,
    copier1: await ctx.registerPlayer(),
    copier2: await ctx.registerPlayer(),
  });
  // Read without HTTP: some tests move the clock past the author's access token.
  const details = (): Promise<PhrasesetDetails> =>
    getPhrasesetDetails(ctx.serverContext, author.playerId, set.phrasesetId);
  return { ...set, author, details };
}

/**
 * A fresh voter casts one vote (for the first phrase shown), `gapSeconds` after the previous one.
 */
async function vote(ctx: EngineContext, gapSeconds = 1) {
  ctx.clock.advance(gapSeconds * SECOND);
  const at = ctx.clock.now();
  await playVote(ctx.app, await ctx.registerPlayer(), (phrases) => phrases[0]!);
  return at;
}

/** `count` votes one second apart; returns their times. */
async function votes(ctx: EngineContext, count: number): Promise<Date[]> {
  const times = [];
  for (let i = 0; i < count; i += 1) times.push(await vote(ctx));
  return times;
}

async function startVote(ctx: EngineContext, voter: RegisteredPlayer) {
  return ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
}

const expectNoSetAvailable = async (ctx: EngineContext) => {
  const refused = await call(ctx.app, await ctx.registerPlayer(), 'POST', '/rounds/vote');
  expect([refused.status, refused.body]).toEqual([400, { detail: 'no_phrasesets_available' }]);
};

describeEachEngine(
  'voting window: 20 votes',
  (ctx) => {
    it('holds a place for every started vote round and finalizes at the 20th vote, at once', async () => {
      const set = await openSet(ctx);
      const voters: RegisteredPlayer[] = [];
      for (let i = 0; i < ctx.settings.vote_max_votes; i += 1)
        voters.push(await ctx.registerPlayer());
      const rounds = [];
      for (const voter of voters) rounds.push(await startVote(ctx, voter));
      await expectNoSetAvailable(ctx);

      for (const [i, voter] of voters.entries()) {
        ctx.clock.advance(SECOND);
        await ok(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
          phrase: rounds[i]!.phrases[0],
        });
      }
      expect(await set.details()).toMatchObject({
        status: 'finalized',
        vote_count: 20,
        finalized_at: ctx.clock.now().toISOString(),
      });
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);

describeEachEngine(
  'voting window: 5th vote then 60 s',
  (ctx) => {
    it('keeps taking new voters for 60 s after the 5th vote, then finalizes', async () => {
      const { settings } = ctx;
      const set = await openSet(ctx);
      const fifth = (await votes(ctx, settings.vote_closing_threshold)).at(-1)!;
      const closesAt = new Date(fifth.getTime() + settings.vote_closing_window_seconds * SECOND);
      expect(await set.details()).toMatchObject({
        status: 'closing',
        fifth_vote_at: fifth.toISOString(),
        closes_at: closesAt.toISOString(),
      });

      ctx.clock.set(new Date(closesAt.getTime() - SECOND));
      expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 0, finalizedSets: 0 });
      await vote(ctx, 0);
      expect((await set.details()).vote_count).toBe(6);

      ctx.clock.set(closesAt);
      await expectNoSetAvailable(ctx);
      expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 0, finalizedSets: 1 });
      expect(await set.details()).toMatchObject({
        status: 'finalized',
        vote_count: 6,
        finalized_at: closesAt.toISOString(),
      });
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);

describeEachEngine(
  'voting window: 3rd vote then 600 s',
  (ctx) => {
    it('stays open 600 s after the 3rd vote when the 5th never comes', async () => {
      const { settings } = ctx;
      const set = await openSet(ctx);
      const third = (await votes(ctx, 3))[2]!;
      const closesAt = new Date(third.getTime() + settings.vote_minimum_window_seconds * SECOND);
      expect(await set.details()).toMatchObject({
        status: 'voting',
        third_vote_at: third.toISOString(),
        closes_at: closesAt.toISOString(),
      });

      await vote(ctx, 300);
      expect(await set.details()).toMatchObject({
        vote_count: 4,
        status: 'voting',
        closes_at: closesAt.toISOString(),
      });

      ctx.clock.set(new Date(closesAt.getTime() - SECOND));
      expect((await runGameSweep(ctx.serverContext)).finalizedSets).toBe(0);
      ctx.clock.set(closesAt);
      await expectNoSetAvailable(ctx);
      expect((await runGameSweep(ctx.serverContext)).finalizedSets).toBe(1);
      expect(await set.details()).toMatchObject({
        status: 'finalized',
        vote_count: 4,
        finalized_at: closesAt.toISOString(),
      });
    });

    it('switches to the 60 s closing window when the 5th vote comes first', async () => {
      const { settings } = ctx;
      const set = await openSet(ctx);
      await votes(ctx, 3);
      await vote(ctx, 100);
      const fifth = await vote(ctx, 100);
      const closesAt = new Date(fifth.getTime() + settings.vote_closing_window_seconds * SECOND);
      expect(await set.details()).toMatchObject({
        status: 'closing',
        closes_at: closesAt.toISOString(),
      });
      ctx.clock.set(closesAt);
      expect((await runGameSweep(ctx.serverContext)).finalizedSets).toBe(1);
      expect((await set.details()).status).toBe('finalized');
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);

describeEachEngine(
  'voting window: fewer than 3 votes',
  (ctx) => {
    it('never finalizes by time and keeps taking voters', async () => {
      const set = await openSet(ctx);
      await votes(ctx, 2);
      ctx.clock.advance(30 * 24 * 3600 * SECOND);
      expect((await runGameSweep(ctx.serverContext)).finalizedSets).toBe(0);
      expect(await set.details()).toMatchObject({
        status: 'voting',
        vote_count: 2,
        closes_at: null,
        finalized_at: null,
      });
      const round = await startVote(ctx, await ctx.registerPlayer());
      expect(round.phraseset_id).toBe(set.phrasesetId);
    });
  },
  { clockStart: START },
);

describeEachEngine(
  'voting window: a voter who started before it closed',
  (ctx) => {
    it('may still vote within the round time plus grace; the set finalizes with that vote', async () => {
      const { settings } = ctx;
      const set = await openSet(ctx);
      const third = (await votes(ctx, 3))[2]!;
      const closesAt = third.getTime() + settings.vote_minimum_window_seconds * SECOND;

      const late = await ctx.registerPlayer();
      ctx.clock.set(new Date(closesAt - 10 * SECOND));
      const round = await startVote(ctx, late);
      ctx.clock.set(new Date(closesAt));
      await expectNoSetAvailable(ctx);
      expect((await runGameSweep(ctx.serverContext)).finalizedSets).toBe(0);
      expect((await set.details()).status).toBe('voting');

      const deadline = Date.parse(round.expires_at) + settings.grace_period_seconds * SECOND;
      ctx.clock.set(new Date(deadline));
      await ok(ctx.app, late, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
        phrase: round.phrases[0],
      });
      expect(await set.details()).toMatchObject({
        status: 'finalized',
        vote_count: 4,
        finalized_at: new Date(deadline).toISOString(),
      });
      await ctx.expectLedgerClean();
    });

    it('forfeits a round that times out, and then the set finalizes', async () => {
      const { settings } = ctx;
      const set = await openSet(ctx);
      const third = (await votes(ctx, 3))[2]!;
      const closesAt = third.getTime() + settings.vote_minimum_window_seconds * SECOND;
      const late = await ctx.registerPlayer();
      ctx.clock.set(new Date(closesAt - 10 * SECOND));
      const round = await startVote(ctx, late);

      ctx.clock.set(
        new Date(Date.parse(round.expires_at) + (settings.grace_period_seconds + 1) * SECOND),
      );
      expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 1, finalizedSets: 0 });
      expect(await set.details()).toMatchObject({ status: 'finalized', vote_count: 3 });
      expect(await balanceOf(ctx.serverContext, late.playerId)).toBe(
        settings.starting_balance - settings.vote_cost,
      );
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
