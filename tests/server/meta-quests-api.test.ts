import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import { call, ok } from '../support/game';
import {
  balanceOf,
  claimAndCheck,
  findQuest,
  playPrompt,
  questList,
  questOf,
  repeat,
  signIn,
} from './meta-play';

const DAY = 24 * 3600_000;
const START = new Date('2030-03-10T10:00:00Z');

// docs/game-rules.md#quests: the starter quests, with name, category, target and reward.
const STARTER_QUESTS = [
  ['hot_streak_5', 'Hot Streak', 'streak', 5, 10],
  ['round_completion_5', 'Quick Player', 'activity', 5, 25],
  ['balanced_player', 'Balanced Player', 'activity', 10, 20],
  ['login_streak_7', 'Week Warrior', 'streak', 7, 200],
  ['feedback_contributor_10', 'Feedback Novice', 'milestone', 10, 5],
  ['milestone_votes_100', 'Century Voter', 'milestone', 100, 50],
  ['milestone_prompts_50', 'Prompt Master', 'milestone', 50, 100],
  ['milestone_copies_100', 'Copy Champion', 'milestone', 100, 75],
] as const;

const claimBonus = (ctx: EngineContext, player: RegisteredPlayer) =>
  ok(ctx.app, player, 'POST', '/player/claim-daily-bonus');

/** The two inputs of the header's reward chest, read the way the app reads them. */
async function chest(ctx: EngineContext, player: RegisteredPlayer) {
  const dashboard = await ok(ctx.app, player, 'GET', '/player/dashboard');
  const claimable = await ok(ctx.app, player, 'GET', '/quests/claimable');
  const list = await questList(ctx, player);
  expect(list.claimable_count).toBe(claimable.length);
  return { bonus: dashboard.player.daily_bonus_available as boolean, quests: claimable.length };
}

describeEachEngine(
  'quests: starter set, reads, claims and refusals',
  (ctx) => {
    it('gives a new player the eight starter quests, all active at zero', async () => {
      ctx.clock.set(START);
      const player = await ctx.registerPlayer();
      const list = await questList(ctx, player);
      expect(list).toMatchObject({
        total_count: 8,
        active_count: 8,
        completed_count: 0,
        claimed_count: 0,
        claimable_count: 0,
      });
      expect(
        list.quests.map((q) => [
          q.quest_type,
          q.name,
          q.category,
          q.progress_target,
          q.reward_amount,
        ]),
      ).toEqual(STARTER_QUESTS);
      for (const quest of list.quests) {
        expect(quest).toMatchObject({
          status: 'active',
          progress_current: 0,
          progress_percentage: 0,
          created_at: START.toISOString(),
          completed_at: null,
          claimed_at: null,
        });
        expect(quest.description.length).toBeGreaterThan(0);
      }
      const active = await ok(ctx.app, player, 'GET', '/quests/active');
      expect(active).toEqual(list.quests);
      expect(await ok(ctx.app, player, 'GET', '/quests/claimable')).toEqual([]);
      const first = list.quests[0]!;
      expect(await ok(ctx.app, player, 'GET', `/quests/${first.quest_id}`)).toEqual(first);
    });

    it('refuses what is not the player’s to read or claim', async () => {
      const [owner, other] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
      const quest = await questOf(ctx, owner, 'hot_streak_5');
      for (const url of [`/quests/${quest.quest_id}`, `/quests/${randomUUID()}`]) {
        expect(await call(ctx.app, other, 'GET', url)).toEqual({
          status: 404,
          body: { detail: 'quest_not_found' },
        });
        expect((await call(ctx.app, other, 'POST', `${url}/claim`)).status).toBe(404);
      }
      for (const url of ['/quests/not-a-uuid', '/quests/not-a-uuid/claim']) {
        const method = url.endsWith('claim') ? 'POST' : 'GET';
        expect((await call(ctx.app, owner, method, url)).status).toBe(422);
      }
      // Not completed yet: refused, nothing paid.
      const early = await call(ctx.app, owner, 'POST', `/quests/${quest.quest_id}/claim`);
      expect([early.status, early.body]).toEqual([400, { detail: 'quest_not_completed' }]);
      expect((await questOf(ctx, owner, 'hot_streak_5')).status).toBe('active');
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/quests' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('pays one of ten parallel claims of a quest over real HTTP', async () => {
      const player = await ctx.registerPlayer();
      await repeat(5, () => playPrompt(ctx, player));
      const quest = await questOf(ctx, player, 'round_completion_5');
      const before = await balanceOf(ctx, player);
      const url = await ctx.listen();
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const reply = await fetch(`${url}/quests/${quest.quest_id}/claim`, {
            method: 'POST',
            headers: player.headers,
          });
          return reply.status;
        }),
      );
      expect(statuses.sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      expect(await balanceOf(ctx, player)).toBe(before + quest.reward_amount);
      const entries = await ctx.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `quest:${quest.quest_id}`));
      expect(entries).toHaveLength(1);
      const list = await questList(ctx, player);
      expect(list.quests.filter((q) => q.quest_type === 'round_completion_10')).toHaveLength(1);
    });

    it('Week Warrior: seven daily bonuses in a row, a missed day starting over', async () => {
      ctx.clock.set(START);
      let player = await ctx.registerPlayer();
      const progress = async () => (await questOf(ctx, player, 'login_streak_7')).progress_current;
      const goToDay = async (day: number) => {
        ctx.clock.set(new Date(START.getTime() + day * DAY));
        player = await signIn(ctx, player);
      };

      for (let day = 1; day <= 3; day += 1) {
        await goToDay(day);
        expect(await chest(ctx, player)).toEqual({ bonus: true, quests: 0 });
        await claimBonus(ctx, player);
        expect(await progress()).toBe(day);
      }
      // Day 4 is missed: by day 5 the run can no longer continue, and a claim starts a new one.
      await goToDay(5);
      expect(await progress()).toBe(0);
      await claimBonus(ctx, player);
      expect(await progress()).toBe(1);

      for (let day = 6; day <= 11; day += 1) {
        await goToDay(day);
        await claimBonus(ctx, player);
      }
      const done = await questOf(ctx, player, 'login_streak_7');
      expect(done).toMatchObject({
        status: 'completed',
        progress_current: 7,
        progress_percentage: 100,
        completed_at: ctx.clock.now().toISOString(),
      });
      // The bonus is taken for today, but the chest stays lit for the quest until it is claimed.
      expect(await chest(ctx, player)).toEqual({ bonus: false, quests: 1 });
      await claimAndCheck(ctx, player, 'login_streak_7', 200);
      expect(await chest(ctx, player)).toEqual({ bonus: false, quests: 0 });
      expect((await questList(ctx, player)).total_count).toBe(8);
    });

    it('Feedback Novice then Expert: first feedbacks count, changes do not', async () => {
      const player = await ctx.registerPlayer();
      const progress = async (type: string) => (await questOf(ctx, player, type)).progress_current;
      const feedback = (roundId: string, feedback_type: 'like' | 'dislike') =>
        ok(ctx.app, player, 'POST', `/rounds/${roundId}/feedback`, { feedback_type });

      const rounds: string[] = [];
      await repeat(9, async () => {
        const { roundId } = await playPrompt(ctx, player);
        rounds.push(roundId);
        await feedback(roundId, 'like');
      });
      await feedback(rounds[0]!, 'dislike');
      await feedback(rounds[1]!, 'dislike');
      expect(await progress('feedback_contributor_10')).toBe(9);

      const tenth = await playPrompt(ctx, player);
      await feedback(tenth.roundId, 'dislike');
      expect((await questOf(ctx, player, 'feedback_contributor_10')).status).toBe('completed');
      expect(await findQuest(ctx, player, 'feedback_contributor_50')).toBeUndefined();
      await claimAndCheck(ctx, player, 'feedback_contributor_10', 5);

      // The next tier carries on from the ten feedbacks already given.
      expect(await questOf(ctx, player, 'feedback_contributor_50')).toMatchObject({
        status: 'active',
        progress_current: 10,
        progress_percentage: 20,
        progress_target: 50,
        reward_amount: 25,
        name: 'Feedback Expert',
      });
      await repeat(40, async () => feedback((await playPrompt(ctx, player)).roundId, 'like'));
      await claimAndCheck(ctx, player, 'feedback_contributor_50', 25);
      const list = await questList(ctx, player);
      expect(list.quests.map((q) => q.quest_type)).not.toContain('feedback_contributor_100');
      expect(list).toMatchObject({ total_count: 9, claimed_count: 2 });
    });
  },
  // Fifty prompts by one player, without finalizing their sets first.
  { settings: { max_outstanding_quips: 100, starting_balance: 10_000 } },
);
