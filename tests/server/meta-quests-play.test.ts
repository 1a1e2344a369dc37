import { expect, it } from 'vitest';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import {
  claimAndCheck,
  findQuest,
  playCopy,
  playPrompt,
  playVote,
  questList,
  questOf,
  repeat,
  signIn,
  type VoteChoice,
} from './meta-play';

const DAY = 24 * 3600_000;

describeEachEngine(
  'quests driven by rounds, copies and votes',
  (ctx) => {
    // Shared by the tests below, in order: the author's prompts become the copiers' work and
    // then the voter's sets.
    let author: RegisteredPlayer;
    let copier1: RegisteredPlayer;
    let copier2: RegisteredPlayer;
    let voter: RegisteredPlayer;

    const progressOf = async (player: RegisteredPlayer, type: string) =>
      (await questOf(ctx, player, type)).progress_current;

    it('Prompt Master: completes on the 50th prompt submitted', async () => {
      author = await ctx.registerPlayer();
      await repeat(49, () => playPrompt(ctx, author));
      expect(await questOf(ctx, author, 'milestone_prompts_50')).toMatchObject({
        status: 'active',
        progress_current: 49,
        progress_percentage: 98,
      });
      await playPrompt(ctx, author);
      await claimAndCheck(ctx, author, 'milestone_prompts_50', 100);
      // A single-tier quest: nothing new after the claim.
      expect((await questList(ctx, author)).total_count).toBe(8);
    });

    it('Copy Champion: completes on the 100th copy submitted', async () => {
      copier1 = await ctx.registerPlayer();
      await repeat(50, () => playPrompt(ctx, author));
      await repeat(99, () => playCopy(ctx, copier1));
      expect(await progressOf(copier1, 'milestone_copies_100')).toBe(99);
      await playCopy(ctx, copier1);
      await claimAndCheck(ctx, copier1, 'milestone_copies_100', 75);
      expect((await questList(ctx, copier1)).total_count).toBe(8);
    });

    it('Hot Streak, Blazing Streak, Inferno Streak and Century Voter', async () => {
      // The second copies form the author's 100 prompts into 100 sets to vote on.
      copier2 = await ctx.registerPlayer();
      await repeat(100, () => playCopy(ctx, copier2));
      voter = await ctx.registerPlayer();
      const votes = async (times: number, choice: VoteChoice) =>
        repeat(times, () => playVote(ctx, voter, choice));

      await votes(4, 'original');
      expect(await progressOf(voter, 'hot_streak_5')).toBe(4);
      await votes(1, 'copy');
      expect(await questOf(ctx, voter, 'hot_streak_5')).toMatchObject({
        status: 'active',
        progress_current: 0,
        progress: { current_streak: 0 },
      });
      await votes(5, 'original');
      expect((await questOf(ctx, voter, 'hot_streak_5')).status).toBe('completed');
      // The streak goes on while the reward waits, and the next tier starts from it.
      await votes(3, 'original');
      expect(await findQuest(ctx, voter, 'hot_streak_10')).toBeUndefined();
      await claimAndCheck(ctx, voter, 'hot_streak_5', 10);
      expect(await questOf(ctx, voter, 'hot_streak_10')).toMatchObject({
        name: 'Blazing Streak',
        status: 'active',
        progress_current: 8,
        progress_target: 10,
        reward_amount: 25,
      });
      await votes(2, 'original');
      await claimAndCheck(ctx, voter, 'hot_streak_10', 25);
      expect(await progressOf(voter, 'hot_streak_20')).toBe(10);
      await votes(1, 'copy');
      expect(await progressOf(voter, 'hot_streak_20')).toBe(0);
      await votes(19, 'original');
      expect(await progressOf(voter, 'hot_streak_20')).toBe(19);
      await votes(1, 'original');
      await claimAndCheck(ctx, voter, 'hot_streak_20', 75);

      const cast = 4 + 1 + 5 + 3 + 2 + 1 + 20;
      expect(await progressOf(voter, 'milestone_votes_100')).toBe(cast);
      await votes(99 - cast, 'copy');
      expect(await progressOf(voter, 'milestone_votes_100')).toBe(99);
      await votes(1, 'original');
      await claimAndCheck(ctx, voter, 'milestone_votes_100', 50);
      const list = await questList(ctx, voter);
      expect(list.quests.map((quest) => quest.quest_type)).toEqual(
        expect.arrayContaining(['hot_streak_5', 'hot_streak_10', 'hot_streak_20']),
      );
      expect(list).toMatchObject({ total_count: 10, claimed_count: 4 });
    });

    it('Quick, Active and Power Player: prompt and copy rounds within 24 hours', async () => {
      let player = await ctx.registerPlayer();
      await repeat(4, () => playPrompt(ctx, player));
      expect(await progressOf(player, 'round_completion_5')).toBe(4);

      // A day later those four have left the window, even before anything else happens.
      ctx.clock.advance(DAY);
      [player, author] = [await signIn(ctx, player), await signIn(ctx, author)];
      expect(await progressOf(player, 'round_completion_5')).toBe(0);
      await playPrompt(ctx, player);
      expect(await progressOf(player, 'round_completion_5')).toBe(1);

      // Copies count as well as prompts.
      await repeat(4, () => playPrompt(ctx, author));
      await repeat(4, () => playCopy(ctx, player));
      await claimAndCheck(ctx, player, 'round_completion_5', 25);
      expect(await questOf(ctx, player, 'round_completion_10')).toMatchObject({
        name: 'Active Player',
        status: 'active',
        progress_current: 5,
        reward_amount: 75,
      });

      await repeat(5, () => playPrompt(ctx, player));
      await claimAndCheck(ctx, player, 'round_completion_10', 75);
      expect(await questOf(ctx, player, 'round_completion_20')).toMatchObject({
        name: 'Power Player',
        status: 'active',
        progress_current: 10,
        reward_amount: 200,
      });
      await repeat(9, () => playPrompt(ctx, player));
      expect(await progressOf(player, 'round_completion_20')).toBe(19);
      await playPrompt(ctx, player);
      await claimAndCheck(ctx, player, 'round_completion_20', 200);
      expect((await questList(ctx, player)).total_count).toBe(10);
    });
  },
  // One author writes every prompt here, far beyond the usual limit on unfinished ones.
  { settings: { max_outstanding_quips: 1000, starting_balance: 50_000 } },
);
