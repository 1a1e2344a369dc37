import { expect, it } from 'vitest';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type { StatisticsResponse } from '../../src/shared/api/statistics';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import { ok } from '../support/game';
import { balanceOf, castVotes, formSet, playPrompt, signIn, voteForPhrase } from './meta-play';

const DAY = 24 * 3600_000;
const START = new Date('2030-05-01T10:00:00Z');

// Points per vote (docs/game-rules.md#payouts): 1 for the original, 2 for each copy.
const ORIGINAL_POINTS = 1;
const COPY_POINTS = 2;

/**
 * Each role's payout of a finalized set, from its votes, as docs/game-rules.md#payouts computes it.
 */
function payouts(ctx: EngineContext, votes: { original: number; copy1: number; copy2: number }) {
  const { prize_pool_base, vote_cost, vote_payout_correct } = ctx.settings;
  const total = votes.original + votes.copy1 + votes.copy2;
  const pool = prize_pool_base + total * vote_cost - votes.original * vote_payout_correct;
  const points = {
    original: votes.original * ORIGINAL_POINTS,
    copy1: votes.copy1 * COPY_POINTS,
    copy2: votes.copy2 * COPY_POINTS,
  };
  const totalPoints = points.original + points.copy1 + points.copy2;
  const share = (p: number) => Math.floor((p * pool) / totalPoints);
  return {
    original: share(points.original),
    copy1: share(points.copy1),
    copy2: share(points.copy2),
  };
}

const statistics = (ctx: EngineContext, player: RegisteredPlayer) =>
  ok<StatisticsResponse>(ctx.app, player, 'GET', '/player/statistics');

const round2 = (value: number) => Math.round(value * 100) / 100;

describeEachEngine(
  'player statistics',
  (ctx) => {
    it('shows zeros, not NaN, for a brand-new player', async () => {
      ctx.clock.set(START);
      const player = await ctx.registerPlayer();
      const zeroRole = { total_rounds: 0, total_earnings: 0, average_earnings: 0, win_rate: 0 };
      const zeroContributor = { ...zeroRole, total_phrasesets: 0, average_votes_received: 0 };
      expect(await statistics(ctx, player)).toEqual({
        player_id: player.playerId,
        username: player.username,
        email: player.email,
        overall_balance: ctx.settings.starting_balance,
        prompt_stats: { role: 'prompt', ...zeroContributor },
        copy_stats: { role: 'copy', ...zeroContributor },
        voter_stats: { role: 'voter', ...zeroRole, correct_votes: 0, vote_accuracy: 0 },
        earnings: {
          prompt_earnings: 0,
          copy_earnings: 0,
          vote_earnings: 0,
          daily_bonuses: 0,
          total_earnings: 0,
          prompt_costs: 0,
          copy_costs: 0,
          vote_costs: 0,
          total_costs: 0,
        },
        frequency: {
          total_rounds_played: 0,
          days_active: 0,
          rounds_per_day: 0,
          member_since: START.toISOString(),
          last_active: null,
        },
        favorite_prompts: [],
        best_performing_phrases: [],
      });
    });

    it('adds up a game with finalized and unfinished sets, bonuses, refunds and a forfeit', async () => {
      const s = ctx.settings;
      ctx.clock.set(START);
      const register = () => ctx.registerPlayer();
      let [p1, p2, p3] = [await register(), await register(), await register()];
      let voters = [
        await register(),
        await register(),
        await register(),
        await register(),
        await register(),
      ];
      const sweepAfter = async (seconds: number) => {
        ctx.clock.advance(seconds * 1000);
        await runGameSweep(ctx.serverContext);
      };

      // Day 1. Set 1: p1's prompt, copied by p2 then p3; three votes for the original and
      // one for each copy, then its closing window runs out.
      const set1 = await formSet(ctx, p1, [p2, p3]);
      const set1PromptText = (await ok(ctx.app, p1, 'GET', `/phrasesets/${set1.id}/details`))
        .prompt_text as string;
      await castVotes(ctx, voters, [
        [set1.original, 3],
        [set1.copy1, 1],
        [set1.copy2, 1],
      ]);
      await sweepAfter(s.vote_closing_window_seconds + 1);
      const set1Paid = payouts(ctx, { original: 3, copy1: 1, copy2: 1 });

      // Set 2: p2's prompt, copied by p1 then p3; two votes (one wrong, for p1's copy), so it
      // never finalizes.
      const set2 = await formSet(ctx, p2, [p1, p3]);
      await castVotes(ctx, voters, [
        [set2.copy1, 1],
        [set2.original, 1],
      ]);

      // Set 3: p3's prompt, copied by two voters; nobody votes on it yet.
      const set3 = await formSet(ctx, p3, [voters[0]!, voters[1]!]);

      // Day 2: p1 claims a bonus, lets a vote round time out (forfeit), then votes right.
      ctx.clock.set(new Date(START.getTime() + DAY));
      [p1, p2, p3] = [await signIn(ctx, p1), await signIn(ctx, p2), await signIn(ctx, p3)];
      voters = await Promise.all(voters.map((voter) => signIn(ctx, voter)));
      await ok(ctx.app, p1, 'POST', '/player/claim-daily-bonus');
      await ok(ctx.app, p1, 'POST', '/rounds/vote');
      await sweepAfter(s.vote_round_seconds + s.grace_period_seconds + 1);
      await voteForPhrase(ctx, p1, set3.original);

      // p1 writes a fourth prompt that stays waiting; p2's copy round on it times out
      // (refund less the penalty), and so does p1's next prompt round.
      await playPrompt(ctx, p1);
      const p1LastSubmission = ctx.clock.now();
      await ok(ctx.app, p2, 'POST', '/rounds/copy');
      await sweepAfter(s.copy_round_seconds + s.grace_period_seconds + 1);
      await ok(ctx.app, p1, 'POST', '/rounds/prompt');
      await sweepAfter(s.prompt_round_seconds + s.grace_period_seconds + 1);

      // Day 3: another bonus.
      ctx.clock.set(new Date(START.getTime() + 2 * DAY));
      [p1, p2, p3] = [await signIn(ctx, p1), await signIn(ctx, p2), await signIn(ctx, p3)];
      const voter = await signIn(ctx, voters[0]!);
      await ok(ctx.app, p1, 'POST', '/player/claim-daily-bonus');

      // p1: prompts on set 1 (finalized) and the waiting one, a copy on set 2, one vote.
      const refund = (cost: number) => cost - s.abandoned_penalty;
      const p1Earnings = {
        prompt: set1Paid.original,
        vote: s.vote_payout_correct,
        bonuses: 2 * s.daily_bonus_amount,
      };
      const p1Costs = {
        prompt: 3 * s.prompt_cost - refund(s.prompt_cost),
        copy: s.copy_cost_normal,
        vote: 2 * s.vote_cost,
      };
      const p1Stats = await statistics(ctx, p1);
      expect(p1Stats).toEqual({
        player_id: p1.playerId,
        username: p1.username,
        email: p1.email,
        overall_balance: await balanceOf(ctx, p1),
        prompt_stats: {
          role: 'prompt',
          total_rounds: 2,
          total_earnings: p1Earnings.prompt,
          average_earnings: round2(p1Earnings.prompt / 2),
          win_rate: 50,
          total_phrasesets: 1,
          average_votes_received: 3,
        },
        copy_stats: {
          role: 'copy',
          total_rounds: 1,
          total_earnings: 0,
          average_earnings: 0,
          win_rate: 0,
          total_phrasesets: 0,
          average_votes_received: 0,
        },
        voter_stats: {
          role: 'voter',
          total_rounds: 1,
          total_earnings: p1Earnings.vote,
          average_earnings: p1Earnings.vote,
          win_rate: 100,
          correct_votes: 1,
          vote_accuracy: 100,
        },
        earnings: {
          prompt_earnings: p1Earnings.prompt,
          copy_earnings: 0,
          vote_earnings: p1Earnings.vote,
          daily_bonuses: p1Earnings.bonuses,
          total_earnings: p1Earnings.prompt + p1Earnings.vote + p1Earnings.bonuses,
          prompt_costs: p1Costs.prompt,
          copy_costs: p1Costs.copy,
          vote_costs: p1Costs.vote,
          total_costs: p1Costs.prompt + p1Costs.copy + p1Costs.vote,
        },
        frequency: {
          total_rounds_played: 4,
          days_active: 2,
          rounds_per_day: 2,
          member_since: START.toISOString(),
          last_active: p1LastSubmission.toISOString(),
        },
        favorite_prompts: [set1PromptText],
        best_performing_phrases: [{ phrase: set1.original, votes: 3, earnings: set1Paid.original }],
      });
      // Every coin is accounted for: start + earnings - costs is the balance.
      expect(p1Stats.overall_balance).toBe(
        s.starting_balance + p1Stats.earnings.total_earnings - p1Stats.earnings.total_costs,
      );

      // p2: a prompt on the unfinished set 2, the first copy of set 1, one abandoned copy.
      const p2Stats = await statistics(ctx, p2);
      expect(p2Stats.prompt_stats).toMatchObject({
        total_rounds: 1,
        total_phrasesets: 0,
        win_rate: 0,
      });
      expect(p2Stats.copy_stats).toEqual({
        role: 'copy',
        total_rounds: 1,
        total_earnings: set1Paid.copy1,
        average_earnings: set1Paid.copy1,
        win_rate: 100,
        total_phrasesets: 1,
        average_votes_received: 1,
      });
      expect(p2Stats.earnings).toMatchObject({
        prompt_costs: s.prompt_cost,
        copy_costs: 2 * s.copy_cost_normal - refund(s.copy_cost_normal),
      });
      expect(p2Stats.best_performing_phrases).toEqual([
        { phrase: set1.copy1, votes: 1, earnings: set1Paid.copy1 },
      ]);
      expect(p2Stats.favorite_prompts).toEqual([]);

      // p3: copies on both sets, only set 1 finalized; a prompt on set 3.
      expect((await statistics(ctx, p3)).copy_stats).toEqual({
        role: 'copy',
        total_rounds: 2,
        total_earnings: set1Paid.copy2,
        average_earnings: round2(set1Paid.copy2 / 2),
        win_rate: 50,
        total_phrasesets: 1,
        average_votes_received: 1,
      });

      // The first voter: right on set 1, wrong on set 2, and a copy on set 3.
      const voterStats = await statistics(ctx, voter);
      expect(voterStats.voter_stats).toEqual({
        role: 'voter',
        total_rounds: 2,
        total_earnings: s.vote_payout_correct,
        average_earnings: round2(s.vote_payout_correct / 2),
        win_rate: 50,
        correct_votes: 1,
        vote_accuracy: 50,
      });
      expect(voterStats.frequency).toMatchObject({
        total_rounds_played: 3,
        days_active: 1,
        rounds_per_day: 3,
      });

      // The dashboard agrees on unfinished prompts: set 1 is finalized, the fourth waits.
      for (const [player, outstanding] of [
        [p1, 1],
        [p2, 1],
        [p3, 1],
      ] as const) {
        const dashboard = await ok(ctx.app, player, 'GET', '/player/dashboard');
        expect(dashboard.player.outstanding_prompts).toBe(outstanding);
        expect(dashboard.player.balance).toBe((await statistics(ctx, player)).overall_balance);
      }
    });
  },
  { clockStart: START },
);
