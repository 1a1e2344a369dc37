// Real play over HTTP for the meta-game suites: rounds started and submitted through
// app.inject, whatever prompt or set the server hands out, and quests read and claimed the
// way the app does. Phrases are tried from a list until the server accepts one, so the
// helpers never depend on which prompt was drawn or which copy came first.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Quest, QuestListResponse } from '../../src/shared/api/quests';
import { ledgerEntries, phrasesets } from '../../src/server/db/schema';
import { HOUSE_ACCOUNT, getBalance, playerAccount } from '../../src/server/ledger';
import { authHeader, type EngineContext, type RegisteredPlayer } from '../support';
import { call, ok } from '../support/game';

/** Phrases whose words are pairwise distinct, so any one is a valid copy of any other. */
const PHRASES = [
  'BIG RED DOG',
  'OLD FAT OWL',
  'SLY FOX DEN',
  'WET MUD PIE',
  'HOT SUN RAY',
  'ODD TOY BOX',
  'SHY CAT NAP',
  'FUN BUS TRIP',
  'DRY ICE CUBE',
  'TALL OAK TREE',
  'COLD PIZZA SLICE',
  'PURPLE ELEPHANT DANCE',
  'SILVER ROCKET SHIP',
  'RUSTY BICYCLE BELL',
  'HAUNTED LIGHTHOUSE',
];

let rotation = 0;

/**
 * Submits the first phrase (in a rotating order, so sets vary) that the server accepts for
 * this prompt or copy round: a refused phrase leaves the round open for the next try.
 */
async function submitSomePhrase(
  ctx: EngineContext,
  player: RegisteredPlayer,
  roundId: string,
): Promise<string> {
  rotation += 1;
  for (let i = 0; i < PHRASES.length; i += 1) {
    const phrase = PHRASES[(rotation + i) % PHRASES.length]!;
    const reply = await call(ctx.app, player, 'POST', `/rounds/${roundId}/submit`, { phrase });
    if (reply.status === 200) return reply.body.phrase as string;
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  }
  throw new Error(`No test phrase was accepted for round ${roundId}`);
}

export interface PlayedRound {
  roundId: string;
  phrase: string;
}

export async function playPrompt(
  ctx: EngineContext,
  player: RegisteredPlayer,
): Promise<PlayedRound> {
  const round = await ok(ctx.app, player, 'POST', '/rounds/prompt');
  return { roundId: round.round_id, phrase: await submitSomePhrase(ctx, player, round.round_id) };
}

export async function playCopy(
  ctx: EngineContext,
  player: RegisteredPlayer,
): Promise<PlayedRound & { promptRoundId: string }> {
  const round = await ok(ctx.app, player, 'POST', '/rounds/copy');
  return {
    roundId: round.round_id,
    promptRoundId: round.prompt_round_id,
    phrase: await submitSomePhrase(ctx, player, round.round_id),
  };
}

async function originalPhraseOf(ctx: EngineContext, phrasesetId: string): Promise<string> {
  const [set] = await ctx.database.db
    .select({ original: phrasesets.originalPhrase })
    .from(phrasesets)
    .where(eq(phrasesets.id, phrasesetId));
  return set!.original;
}

export type VoteChoice = 'original' | 'copy';

/** Starts a vote round on whatever set the server picks and votes for the original or a copy. */
export async function playVote(
  ctx: EngineContext,
  voter: RegisteredPlayer,
  choice: VoteChoice,
): Promise<{ phrasesetId: string; correct: boolean }> {
  const round = await ok(ctx.app, voter, 'POST', '/rounds/vote');
  const original = await originalPhraseOf(ctx, round.phraseset_id);
  const phrases = round.phrases as string[];
  const phrase = choice === 'original' ? original : phrases.find((p) => p !== original);
  const result = await ok(ctx.app, voter, 'POST', `/phrasesets/${round.phraseset_id}/vote`, {
    phrase,
  });
  expect(result.correct).toBe(choice === 'original');
  return { phrasesetId: round.phraseset_id, correct: result.correct };
}

/** Starts a vote round, expects this phrase among the three shown, and votes for it. */
export async function voteForPhrase(
  ctx: EngineContext,
  voter: RegisteredPlayer,
  phrase: string,
): Promise<void> {
  const round = await ok(ctx.app, voter, 'POST', '/rounds/vote');
  expect(round.phrases).toContain(phrase);
  await ok(ctx.app, voter, 'POST', `/phrasesets/${round.phraseset_id}/vote`, { phrase });
}

/** `times` rounds of one kind by one player. */
export async function repeat(times: number, play: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < times; i += 1) await play();
}

export interface FormedSet {
  id: string;
  promptRoundId: string;
  original: string;
  /** The phrase of the copy submitted first, then the second. */
  copy1: string;
  copy2: string;
}

/**
 * A prompt and its two copies, the copiers in order. Copy rounds take the oldest waiting
 * prompt, so this expects no other prompt to be waiting for copies.
 */
export async function formSet(
  ctx: EngineContext,
  author: RegisteredPlayer,
  copiers: [RegisteredPlayer, RegisteredPlayer],
): Promise<FormedSet> {
  const prompt = await playPrompt(ctx, author);
  const copy1 = await playCopy(ctx, copiers[0]);
  const copy2 = await playCopy(ctx, copiers[1]);
  expect([copy1.promptRoundId, copy2.promptRoundId]).toEqual([prompt.roundId, prompt.roundId]);
  const details = await ok(ctx.app, author, 'GET', `/phrasesets/${prompt.roundId}/details`);
  return {
    id: details.phraseset_id,
    promptRoundId: prompt.roundId,
    original: prompt.phrase,
    copy1: copy1.phrase,
    copy2: copy2.phrase,
  };
}

/**
 * Votes by the voters in order, each once, for the phrase the plan gives their place in
 * line. Expects the set voted on to be the only one open to them.
 */
export async function castVotes(
  ctx: EngineContext,
  voters: readonly RegisteredPlayer[],
  plan: [phrase: string, votes: number][],
): Promise<void> {
  let next = 0;
  for (const [phrase, votes] of plan) {
    for (let i = 0; i < votes; i += 1) await voteForPhrase(ctx, voters[next++]!, phrase);
  }
}

export async function questList(
  ctx: EngineContext,
  player: RegisteredPlayer,
): Promise<QuestListResponse> {
  return ok(ctx.app, player, 'GET', '/quests');
}

/** The player's quest of this type, or undefined when they do not have it. */
export async function findQuest(
  ctx: EngineContext,
  player: RegisteredPlayer,
  questType: string,
): Promise<Quest | undefined> {
  return (await questList(ctx, player)).quests.find((quest) => quest.quest_type === questType);
}

export async function questOf(
  ctx: EngineContext,
  player: RegisteredPlayer,
  questType: string,
): Promise<Quest> {
  const quest = await findQuest(ctx, player, questType);
  expect(quest, `${questType} of ${player.username}`).toBeDefined();
  return quest!;
}

/** Signs the player in again: access tokens run out when a test moves the clock by days. */
export async function signIn(
  ctx: EngineContext,
  player: RegisteredPlayer,
): Promise<RegisteredPlayer> {
  const reply = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: player.email, password: player.password },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { access_token: accessToken } = reply.json<{ access_token: string }>();
  return { ...player, accessToken, headers: authHeader(accessToken) };
}

export const balanceOf = (ctx: EngineContext, player: RegisteredPlayer) =>
  getBalance(ctx.database.db, playerAccount(player.playerId));

/**
 * Claims a completed quest the way the app does and checks everything a claim promises: the
 * reward paid once, from the house, as a quest_reward entry keyed quest:<id>; the balance up
 * by exactly the reward; a second claim refused with nothing paid. Returns the claimed quest.
 */
export async function claimAndCheck(
  ctx: EngineContext,
  player: RegisteredPlayer,
  questType: string,
  expectedReward: number,
): Promise<Quest> {
  const quest = await questOf(ctx, player, questType);
  expect(quest.status).toBe('completed');
  expect(quest.progress_current).toBe(quest.progress_target);
  const before = await balanceOf(ctx, player);

  const claimed = await ok(ctx.app, player, 'POST', `/quests/${quest.quest_id}/claim`);
  expect(claimed).toEqual({
    success: true,
    quest_type: questType,
    reward_amount: expectedReward,
    new_balance: before + expectedReward,
  });
  const second = await call(ctx.app, player, 'POST', `/quests/${quest.quest_id}/claim`);
  expect([second.status, second.body]).toEqual([409, { detail: 'quest_already_claimed' }]);
  expect(await balanceOf(ctx, player)).toBe(before + expectedReward);

  const entries = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.idempotencyKey, `quest:${quest.quest_id}`),
        eq(ledgerEntries.entryType, 'quest_reward'),
      ),
    );
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    fromAccount: HOUSE_ACCOUNT,
    toAccount: playerAccount(player.playerId),
    amount: expectedReward,
    playerId: player.playerId,
  });
  const after = await questOf(ctx, player, questType);
  expect(after).toMatchObject({ status: 'claimed', claimed_at: expect.any(String) });
  return after;
}
