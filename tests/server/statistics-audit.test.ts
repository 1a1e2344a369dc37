// Statistics and past-round tracking after real play with known outcomes, each figure
// computed by hand from docs/game-rules.md#statistics and the API contract: a set whose first
// copy fooled 2 of 3 voters, an abandoned prompt with its refund, a discounted copy, a wrong
// vote, a daily bonus, and activity on both sides of a UTC midnight.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { phrasesets, rounds } from '../../src/server/db/schema';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type {
  PhrasesetDetails,
  PhrasesetListResponse,
  PhrasesetSummary,
} from '../../src/shared/api/phrasesets';
import type { StatisticsResponse } from '../../src/shared/api/statistics';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import { ok } from '../support/game';
import { castVotes, formSet, signIn, voteForPhrase } from './meta-play';

// 23:00 UTC: the player's first round falls on one UTC date, the next ones on the following.
const START = new Date('2031-03-10T23:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const statistics = (ctx: EngineContext, player: RegisteredPlayer) =>
  ok<StatisticsResponse>(ctx.app, player, 'GET', '/player/statistics');

describeEachEngine(
  'statistics audit',
  (ctx) => {
    it('adds up prompt, copy and voter figures, costs and activity exactly as the rules define them', async () => {
      const s = ctx.settings;
      ctx.clock.set(START);
      const register = () => ctx.registerPlayer();
      let p = await register();
      let [a, c1, c2] = [await register(), await register(), await register()];
      let voters = [await register(), await register(), await register()];
      const sweepAfter = async (ms: number) => {
        ctx.clock.advance(ms);
        await runGameSweep(ctx.serverContext);
      };

      // 23:10 day 1: p's prompt; copy 1 fools two of three voters, the third is right.
      ctx.clock.advance(10 * MINUTE);
      const firstPromptAt = ctx.clock.now();
      const set1 = await formSet(ctx, p, [c1, c2]);
      await castVotes(ctx, voters, [
        [set1.copy1, 2],
        [set1.original, 1],
      ]);
      await sweepAfter(s.vote_minimum_window_seconds * 1000 + 1000);
      // Pool: base + 3 vote fees - 1 correct payout; points 1 (original), 4 (copy 1), 0.
      const pool1 = s.prize_pool_base + 3 * s.vote_cost - s.vote_payout_correct;
      const set1Original = Math.floor((1 * pool1) / 5);
      const set1Copy1 = Math.floor((4 * pool1) / 5);

      // 23:30: p's next prompt round times out (refund less the penalty).
      ctx.clock.set(new Date(START.getTime() + 30 * MINUTE));
      const abandoned = await ok(ctx.app, p, 'POST', '/rounds/prompt');
      await sweepAfter((s.prompt_round_seconds + s.grace_period_seconds + 1) * 1000);

      // 00:30 day 2: a's prompt copied by p (discounted: more prompts than the threshold
      // wait, see the settings below) and c1; one voter votes p's copy, two the original.
      ctx.clock.set(new Date(START.getTime() + 90 * MINUTE));
      [p, a, c1, c2] = [
        await signIn(ctx, p),
        await signIn(ctx, a),
        await signIn(ctx, c1),
        await signIn(ctx, c2),
      ];
      voters = await Promise.all(voters.map((voter) => signIn(ctx, voter)));
      const set2 = await formSet(ctx, a, [p, c1]);
      const pCopyCost = s.copy_cost_discount;
      await castVotes(ctx, voters, [
        [set2.copy1, 1],
        [set2.original, 2],
      ]);
      await sweepAfter(s.vote_minimum_window_seconds * 1000 + 1000);
      const pool2 = s.prize_pool_base + 3 * s.vote_cost - 2 * s.vote_payout_correct;
      const set2Copy1 = Math.floor((2 * pool2) / 4);

      // A third set (a's), on which p votes wrong.
      const set3 = await formSet(ctx, a, [c1, c2]);
      await voteForPhrase(ctx, p, set3.copy2);
      const lastVoteAt = ctx.clock.now();

      // Day 2, 23:30: 24 hours after registering, p claims the daily bonus.
      ctx.clock.set(new Date(START.getTime() + 24 * HOUR + 30 * MINUTE));
      p = await signIn(ctx, p);
      await ok(ctx.app, p, 'POST', '/player/claim-daily-bonus');

      const stats = await statistics(ctx, p);
      const refund = s.prompt_cost - s.abandoned_penalty;
      expect(stats.prompt_stats).toEqual({
        role: 'prompt',
        total_rounds: 1,
        total_earnings: set1Original,
        average_earnings: set1Original,
        win_rate: 100,
        total_phrasesets: 1,
        average_votes_received: 1,
      });
      expect(stats.copy_stats).toEqual({
        role: 'copy',
        total_rounds: 1,
        total_earnings: set2Copy1,
        average_earnings: set2Copy1,
        win_rate: 100,
        total_phrasesets: 1,
        average_votes_received: 1,
      });
      expect(stats.voter_stats).toEqual({
        role: 'voter',
        total_rounds: 1,
        total_earnings: 0,
        average_earnings: 0,
        win_rate: 0,
        correct_votes: 0,
        vote_accuracy: 0,
      });
      expect(stats.earnings).toEqual({
        prompt_earnings: set1Original,
        copy_earnings: set2Copy1,
        vote_earnings: 0,
        daily_bonuses: s.daily_bonus_amount,
        total_earnings: set1Original + set2Copy1 + s.daily_bonus_amount,
        prompt_costs: 2 * s.prompt_cost - refund,
        copy_costs: pCopyCost,
        vote_costs: s.vote_cost,
        total_costs: 2 * s.prompt_cost - refund + pCopyCost + s.vote_cost,
      });
      expect(stats.frequency).toEqual({
        total_rounds_played: 3,
        days_active: 2,
        rounds_per_day: 1.5,
        member_since: START.toISOString(),
        last_active: lastVoteAt.toISOString(),
      });
      expect(firstPromptAt.toISOString().slice(0, 10)).not.toBe(
        lastVoteAt.toISOString().slice(0, 10),
      );
      const set1Details = await ok<PhrasesetDetails>(
        ctx.app,
        p,
        'GET',
        `/phrasesets/${set1.id}/details`,
      );
      expect(stats.favorite_prompts).toEqual([set1Details.prompt_text]);
      expect(stats.best_performing_phrases).toEqual([
        { phrase: set2.copy1, votes: 1, earnings: set2Copy1 },
        { phrase: set1.original, votes: 1, earnings: set1Original },
      ]);

      // Tracking: the two finalized sets and the abandoned prompt, newest first.
      const list = await ok<PhrasesetListResponse>(ctx.app, p, 'GET', '/player/phrasesets');
      expect(
        list.phrasesets.map((item) => [
          item.prompt_round_id,
          item.your_role,
          item.status,
          item.vote_count,
          item.your_payout,
        ]),
      ).toEqual([
        [set2.promptRoundId, 'copy', 'finalized', 3, set2Copy1],
        [abandoned.round_id, 'prompt', 'abandoned', 0, null],
        [set1.promptRoundId, 'prompt', 'finalized', 3, set1Original],
      ]);
      const summary = await ok<PhrasesetSummary>(ctx.app, p, 'GET', '/player/phrasesets/summary');
      expect(summary).toEqual({
        in_progress: { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 },
        finalized: { prompts: 1, copies: 1, unclaimed_prompts: 1, unclaimed_copies: 1 },
        total_unclaimed_amount: set1Original + set2Copy1,
      });
      expect(set1Details.results).toEqual({
        vote_counts: { [set1.original]: 1, [set1.copy1]: 2, [set1.copy2]: 0 },
        payouts: {
          original: { player_id: p.playerId, payout: set1Original, points: 1 },
          copy1: { player_id: c1.playerId, payout: set1Copy1, points: 4 },
          copy2: { player_id: c2.playerId, payout: 0, points: 0 },
        },
        total_pool: pool1,
      });

      // The copy nobody voted for: a finalized set that paid its writer nothing.
      const c2Stats = await statistics(ctx, await signIn(ctx, c2));
      expect(c2Stats.copy_stats).toEqual({
        role: 'copy',
        total_rounds: 2,
        total_earnings: 0,
        average_earnings: 0,
        win_rate: 0,
        total_phrasesets: 1,
        average_votes_received: 0,
      });
      expect(c2Stats.best_performing_phrases).toEqual([
        { phrase: set1.copy2, votes: 0, earnings: 0 },
      ]);
      expect(c2Stats.favorite_prompts).toEqual([]);
      await ctx.expectLedgerClean();
    });

    it('names the copies in the order the set recorded them, whatever their submission times say', async () => {
      const [author, copier1, copier2] = [
        await ctx.registerPlayer(),
        await ctx.registerPlayer(),
        await ctx.registerPlayer(),
      ];
      const set = await formSet(ctx, author, [copier1, copier2]);
      // A submission reads the clock before it waits for the prompt's lock, so the copy that
      // got the lock first (copy 1) can carry a later time than the second one. Its time is
      // set 1 ms after the second copy's here, as such a race leaves it.
      const [formed] = await ctx.database.db
        .select({ copy1: phrasesets.copy1RoundId, copy2: phrasesets.copy2RoundId })
        .from(phrasesets)
        .where(eq(phrasesets.id, set.id));
      const [second] = await ctx.database.db
        .select({ endedAt: rounds.endedAt })
        .from(rounds)
        .where(eq(rounds.id, formed!.copy2));
      await ctx.database.db
        .update(rounds)
        .set({ endedAt: new Date(second!.endedAt!.getTime() + 1) })
        .where(eq(rounds.id, formed!.copy1));

      const details = await ok<PhrasesetDetails>(
        ctx.app,
        author,
        'GET',
        `/phrasesets/${set.id}/details`,
      );
      expect([details.original_phrase, details.copy_phrase_1, details.copy_phrase_2]).toEqual([
        set.original,
        set.copy1,
        set.copy2,
      ]);
      expect(
        details.contributors.map((contributor) => [contributor.player_id, contributor.phrase]),
      ).toEqual([
        [author.playerId, set.original],
        [copier1.playerId, set.copy1],
        [copier2.playerId, set.copy2],
      ]);
      // The timeline agrees: the first copy submitted is copier 1's.
      expect(
        details.activity
          .filter((entry) => entry.activity_type.startsWith('copy'))
          .map((entry) => [entry.activity_type, entry.player_id]),
      ).toEqual([
        ['copy1_submitted', copier1.playerId],
        ['copy2_submitted', copier2.playerId],
      ]);
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START, settings: { copy_discount_threshold: 0 } },
);
