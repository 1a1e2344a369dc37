import { expect, it } from 'vitest';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { ok } from '../support/game';
import {
  castVotes,
  claimAndCheck,
  findQuest,
  formSet,
  playCopy,
  playPrompt,
  playVote,
  questList,
  questOf,
  repeat,
  signIn,
} from './meta-play';

const DAY = 24 * 3600_000;

describeEachEngine('quests earned by finalized sets, and Balanced Player', (ctx) => {
  const players = (count: number) =>
    Promise.all(Array.from({ length: count }, () => ctx.registerPlayer()));

  const status = async (player: RegisteredPlayer, setId: string) =>
    (await ok(ctx.app, player, 'GET', `/phrasesets/${setId}/details`)).status;

  it('Clear Original at 85% of 20 votes, Popular Set for all three contributors', async () => {
    const [author, copierA, copierB] = await players(3);
    const voters = await players(20);
    const set = await formSet(ctx, author!, [copierA!, copierB!]);
    await castVotes(ctx, voters, [
      [set.original, 17],
      [set.copy1, 2],
      [set.copy2, 1],
    ]);
    expect(await status(author!, set.id)).toBe('finalized');

    const evidence = (votes: number) => ({ phraseset_id: set.id, votes, total_votes: 20 });
    expect(await questOf(ctx, author!, 'obvious_original')).toMatchObject({
      name: 'Clear Original',
      category: 'quality',
      status: 'completed',
      progress: evidence(17),
      progress_current: 85,
      progress_target: 85,
      progress_percentage: 100,
    });
    for (const [player, votes] of [
      [author!, 17],
      [copierA!, 2],
      [copierB!, 1],
    ] as const) {
      expect(await questOf(ctx, player, 'milestone_phraseset_20votes')).toMatchObject({
        name: 'Popular Set',
        status: 'completed',
        progress: evidence(votes),
      });
      expect(await findQuest(ctx, player, 'deceptive_copy')).toBeUndefined();
    }
    await claimAndCheck(ctx, author!, 'obvious_original', 15);
    for (const player of [author!, copierA!, copierB!]) {
      await claimAndCheck(ctx, player, 'milestone_phraseset_20votes', 25);
      expect((await questList(ctx, player)).total_count).toBe(player === author ? 10 : 9);
    }
  });

  it('Master Deceiver at 75% for a copy; each quest is earned once per player', async () => {
    const [author, copierA, copierB] = await players(3);
    const voters = await players(20);
    const first = await formSet(ctx, author!, [copierA!, copierB!]);
    await castVotes(ctx, voters, [
      [first.copy1, 15],
      [first.original, 3],
      [first.copy2, 2],
    ]);
    const deceiver = await questOf(ctx, copierA!, 'deceptive_copy');
    expect(deceiver).toMatchObject({
      name: 'Master Deceiver',
      status: 'completed',
      progress: { phraseset_id: first.id, votes: 15, total_votes: 20 },
      reward_amount: 20,
    });
    expect(await findQuest(ctx, copierB!, 'deceptive_copy')).toBeUndefined();
    expect(await findQuest(ctx, author!, 'obvious_original')).toBeUndefined();

    // The same players again: a second Popular Set is not a second quest.
    const second = await formSet(ctx, author!, [copierA!, copierB!]);
    await castVotes(ctx, voters, [[second.copy1, 20]]);
    expect(await status(author!, second.id)).toBe('finalized');
    expect(await questOf(ctx, copierA!, 'deceptive_copy')).toEqual(deceiver);
    const popular = (await questList(ctx, copierA!)).quests.filter(
      (quest) => quest.quest_type === 'milestone_phraseset_20votes',
    );
    expect(popular).toHaveLength(1);
    expect(popular[0]!.progress).toMatchObject({ phraseset_id: first.id });

    await claimAndCheck(ctx, copierA!, 'deceptive_copy', 20);
    await claimAndCheck(ctx, copierA!, 'milestone_phraseset_20votes', 25);
  });

  it('a set finalized by time earns quality quests but not Popular Set', async () => {
    const [author, copierA, copierB] = await players(3);
    const voters = await players(3);
    const set = await formSet(ctx, author!, [copierA!, copierB!]);
    await castVotes(ctx, voters, [[set.original, 3]]);
    expect(await status(author!, set.id)).toBe('voting');
    ctx.clock.advance((ctx.settings.vote_minimum_window_seconds + 1) * 1000);
    await runGameSweep(ctx.serverContext);
    expect(await status(author!, set.id)).toBe('finalized');
    expect((await questOf(ctx, author!, 'obvious_original')).progress).toEqual({
      phraseset_id: set.id,
      votes: 3,
      total_votes: 3,
    });
    for (const player of [author!, copierA!, copierB!]) {
      expect(await findQuest(ctx, player, 'milestone_phraseset_20votes')).toBeUndefined();
    }
    await claimAndCheck(ctx, author!, 'obvious_original', 15);
  });

  it('Balanced Player needs a prompt, two copies and ten votes within 24 hours', async () => {
    let [player, authorA, authorB, copierA, copierB] = await players(5);
    const progress = async () => (await questOf(ctx, player!, 'balanced_player')).progress_current;

    await playPrompt(ctx, player!);
    expect(await progress()).toBe(0); // 1 of 13 actions: floor(10 * 1 / 13)

    // A day later that prompt no longer counts.
    ctx.clock.advance(DAY);
    [player, authorA, authorB, copierA, copierB] = await Promise.all(
      [player!, authorA!, authorB!, copierA!, copierB!].map((p) => signIn(ctx, p)),
    );
    // Twelve prompts: the copiers fill the player's own (the oldest) and ten more into sets,
    // which leaves two for the player to copy.
    await repeat(6, () => playPrompt(ctx, authorA!));
    await repeat(6, () => playPrompt(ctx, authorB!));
    await repeat(11, () => playCopy(ctx, copierA!));
    await repeat(11, () => playCopy(ctx, copierB!));

    await repeat(10, () => playVote(ctx, player!, 'original'));
    expect(await progress()).toBe(7); // floor(10 * 10 / 13)
    await playCopy(ctx, player!);
    await playCopy(ctx, player!);
    expect(await questOf(ctx, player!, 'balanced_player')).toMatchObject({
      status: 'active',
      progress_current: 9, // floor(10 * 12 / 13): everything but the prompt
    });
    await playPrompt(ctx, player!);
    expect(await progress()).toBe(10);
    await claimAndCheck(ctx, player!, 'balanced_player', 20);
  });
});
