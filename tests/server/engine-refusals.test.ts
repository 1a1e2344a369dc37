// Every refusal of the round and phrase-set calls (docs/api.md#errors, docs/game-rules.md#rounds):
// codes, status codes, body shapes, the order of the start refusals, and that a refused start
// leaves every balance and row as it was.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type {
  RoundAvailability,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import {
  databaseSnapshot,
  describeEachEngine,
  type EngineContext,
  type RegisteredPlayer,
} from '../support';
import {
  call,
  ok,
  playCopy,
  playPhraseset,
  playPrompt,
  playVote,
  setBalance,
  validPromptPhrase,
} from '../support/game';

const START = new Date('2031-07-01T09:00:00Z');
const KINDS = ['prompt', 'copy', 'vote'] as const;

/**
 * Expects the start to be refused with `code` and to change nothing at all, and round
 * availability to have given that same code beforehand.
 */
async function expectStartRefused(
  ctx: EngineContext,
  player: RegisteredPlayer,
  kind: (typeof KINDS)[number],
  code: string,
) {
  const available = await ok<RoundAvailability>(ctx.app, player, 'GET', '/rounds/available');
  expect(available[`${kind}_refusal`], kind).toBe(code);
  const before = await databaseSnapshot(ctx.database.db);
  const reply = await call(ctx.app, player, 'POST', `/rounds/${kind}`);
  expect([reply.status, reply.body], kind).toEqual([400, { detail: code }]);
  expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
}

const submission = (status: number, error: string, message?: string | RegExp) => ({
  status,
  body: {
    detail: {
      error,
      message:
        message === undefined
          ? expect.any(String)
          : typeof message === 'string'
            ? message
            : expect.stringMatching(message),
    },
  },
});

/** Each scenario gets its own database, so prompts one leaves waiting never reach another. */
function scenario(name: string, body: (ctx: EngineContext) => Promise<void>): void {
  describeEachEngine(name, (ctx) => it(name, () => body(ctx)), { clockStart: START });
}

scenario(
  'refuses every start with no_prompts_available / no_phrasesets_available when nothing is waiting',
  async (ctx) => {
    const player = await ctx.registerPlayer();
    await expectStartRefused(ctx, player, 'copy', 'no_prompts_available');
    await expectStartRefused(ctx, player, 'vote', 'no_phrasesets_available');
  },
);

scenario(
  'checks insufficient_balance first, then already_in_round, then the round-specific refusal',
  async (ctx) => {
    const { settings } = ctx;
    const player = await ctx.registerPlayer();
    // Nothing to copy or vote on, and already in a round: already_in_round comes first.
    await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    for (const kind of KINDS) await expectStartRefused(ctx, player, kind, 'already_in_round');
    // Too poor for any round as well: insufficient_balance comes before already_in_round.
    await setBalance(
      ctx.serverContext,
      player.playerId,
      Math.min(settings.vote_cost, settings.copy_cost_discount) - 1,
    );
    for (const kind of KINDS) await expectStartRefused(ctx, player, kind, 'insufficient_balance');
  },
);

scenario('refuses a start the player cannot pay for exactly: one coin short', async (ctx) => {
  const { settings } = ctx;
  const player = await ctx.registerPlayer();
  await setBalance(ctx.serverContext, player.playerId, settings.prompt_cost - 1);
  await expectStartRefused(ctx, player, 'prompt', 'insufficient_balance');
  await setBalance(ctx.serverContext, player.playerId, settings.prompt_cost);
  await ok(ctx.app, player, 'POST', '/rounds/prompt');
  expect((await ok(ctx.app, player, 'GET', '/player/balance')).balance).toBe(0);
});

scenario(
  'never offers a player their own prompt, or a set they contributed to or voted on',
  async (ctx) => {
    const [author, copier1, copier2, voter] = [
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
    ];
    const prompt = await playPrompt(ctx.app, author);
    await expectStartRefused(ctx, author, 'copy', 'no_prompts_available');
    const copy1 = await playCopy(ctx.app, copier1, { promptText: prompt.promptText });
    // The prompt still has a free slot, but not for someone who copied it already.
    await expectStartRefused(ctx, copier1, 'copy', 'no_prompts_available');
    await playCopy(ctx.app, copier2, { promptText: prompt.promptText, otherCopy: copy1.phrase });
    for (const contributor of [author, copier1, copier2])
      await expectStartRefused(ctx, contributor, 'vote', 'no_phrasesets_available');
    await playVote(ctx.app, voter, (phrases) => phrases[0]!);
    await expectStartRefused(ctx, voter, 'vote', 'no_phrasesets_available');
    await ctx.expectLedgerClean();
  },
);

scenario(
  'refuses a prompt round at max_outstanding_quips submitted prompts without a finalized set',
  async (ctx) => {
    const { settings } = ctx;
    const player = await ctx.registerPlayer();
    for (let i = 0; i < settings.max_outstanding_quips; i += 1)
      await playPrompt(ctx.app, player, i);
    expect((await ok(ctx.app, player, 'GET', '/player/balance')).outstanding_prompts).toBe(
      settings.max_outstanding_quips,
    );
    expect((await ok(ctx.app, player, 'GET', '/rounds/available')).can_prompt).toBe(false);
    await expectStartRefused(ctx, player, 'prompt', 'max_outstanding_quips');
    // Copies are discounted only while MORE than copy_discount_threshold prompts wait.
    expect(settings.max_outstanding_quips).toBe(settings.copy_discount_threshold);
    const copier = await ctx.registerPlayer();
    expect(await ok(ctx.app, copier, 'GET', '/rounds/available')).toMatchObject({
      copy_discount_active: false,
      copy_cost: settings.copy_cost_normal,
    });
    await playPrompt(ctx.app, await ctx.registerPlayer());
    expect(await ok(ctx.app, copier, 'GET', '/rounds/available')).toMatchObject({
      copy_discount_active: true,
      copy_cost: settings.copy_cost_discount,
      prompts_waiting: settings.max_outstanding_quips + 1,
    });
    const copy = await ok<StartCopyResponse>(ctx.app, copier, 'POST', '/rounds/copy');
    expect(copy).toMatchObject({ cost: settings.copy_cost_discount, discount_active: true });
  },
);

scenario(
  'refuses invalid and duplicate phrases with the structured detail, leaving the round open',
  async (ctx) => {
    const author = await ctx.registerPlayer();
    const round = await ok<StartPromptResponse>(ctx.app, author, 'POST', '/rounds/prompt');
    const submit = (player: RegisteredPlayer, roundId: string, phrase: string) =>
      call(ctx.app, player, 'POST', `/rounds/${roundId}/submit`, { phrase });
    expect(await submit(author, round.round_id, 'XYZZY PLUGH')).toEqual(
      submission(400, 'invalid_phrase', "Word 'XYZZY' is not in the dictionary"),
    );
    expect(await submit(author, round.round_id, 'hi')).toEqual(
      submission(400, 'invalid_phrase', /at least 4 characters/),
    );
    const original = validPromptPhrase(ctx.serverContext, round.prompt_text);
    expect((await submit(author, round.round_id, original)).status).toBe(200);

    const copier = await ctx.registerPlayer();
    const copy = await ok<StartCopyResponse>(ctx.app, copier, 'POST', '/rounds/copy');
    expect(await submit(copier, copy.round_id, original.toLowerCase())).toEqual(
      submission(400, 'duplicate_phrase'),
    );
    expect((await ok(ctx.app, copier, 'GET', '/player/current-round')).round_id).toBe(
      copy.round_id,
    );
  },
);

scenario(
  'answers 404 for unknown rounds and sets, 403 for another player’s round, 409 for a second submission or vote',
  async (ctx) => {
    const [author, other] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
    // The set first: copy rounds would otherwise take the author's prompt, which is older.
    const set = await playPhraseset(ctx.app, {
      author: other,
      copier1: await ctx.registerPlayer(),
      copier2: await ctx.registerPlayer(),
    });
    const round = await ok<StartPromptResponse>(ctx.app, author, 'POST', '/rounds/prompt');
    const phrase = validPromptPhrase(ctx.serverContext, round.prompt_text);

    expect(
      await call(ctx.app, author, 'POST', `/rounds/${randomUUID()}/submit`, { phrase }),
    ).toEqual({
      status: 404,
      body: { detail: 'round_not_found' },
    });
    expect(
      await call(ctx.app, other, 'POST', `/rounds/${round.round_id}/submit`, { phrase }),
    ).toEqual({
      status: 403,
      body: { detail: 'not_your_round' },
    });
    expect(
      (await call(ctx.app, author, 'POST', '/rounds/not-a-uuid/submit', { phrase })).status,
    ).toBe(422);
    expect(
      (await call(ctx.app, author, 'POST', `/rounds/${round.round_id}/submit`, {})).status,
    ).toBe(422);
    await ok(ctx.app, author, 'POST', `/rounds/${round.round_id}/submit`, { phrase });
    expect(
      await call(ctx.app, author, 'POST', `/rounds/${round.round_id}/submit`, { phrase }),
    ).toEqual(submission(409, 'already_submitted'));

    const voter = await ctx.registerPlayer();
    expect(
      await call(ctx.app, voter, 'POST', `/phrasesets/${randomUUID()}/vote`, {
        phrase: 'ANY THING',
      }),
    ).toEqual({
      status: 404,
      body: { detail: 'phraseset_not_found' },
    });
    expect(
      await call(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
        phrase: set.copy1,
      }),
    ).toEqual({
      status: 404,
      body: { detail: 'round_not_found' },
    });
    const vote = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
    expect(vote.phraseset_id).toBe(set.phrasesetId);
    expect(
      await call(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
        phrase: 'NOT SHOWN HERE',
      }),
    ).toEqual(submission(400, 'invalid_phrase', 'Vote for one of the three phrases shown.'));
    expect(
      await call(ctx.app, voter, 'POST', `/rounds/${vote.round_id}/submit`, { phrase: set.copy1 }),
    ).toMatchObject({ status: 400 });
    await ok(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, { phrase: set.copy1 });
    expect(
      await call(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
        phrase: set.copy1,
      }),
    ).toEqual(submission(409, 'already_voted'));
    await ctx.expectLedgerClean();
  },
);

scenario(
  'shows a set to its contributors only, and its results only once finalized',
  async (ctx) => {
    const [author, copier1, copier2, stranger] = [
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
    ];
    const set = await playPhraseset(ctx.app, { author, copier1, copier2 });
    for (const path of ['details', 'results']) {
      expect(
        await call(ctx.app, stranger, 'GET', `/phrasesets/${set.phrasesetId}/${path}`),
      ).toEqual({
        status: 403,
        body: { detail: 'not_a_contributor' },
      });
      expect(await call(ctx.app, author, 'GET', `/phrasesets/${randomUUID()}/${path}`)).toEqual({
        status: 404,
        body: { detail: 'phraseset_not_found' },
      });
    }
    expect(
      await call(ctx.app, stranger, 'POST', `/phrasesets/${set.phrasesetId}/claim`),
    ).toMatchObject({ status: 403 });
    expect(await call(ctx.app, author, 'GET', `/phrasesets/${set.phrasesetId}/results`)).toEqual({
      status: 400,
      body: { detail: 'not_finalized' },
    });
    expect(await call(ctx.app, copier1, 'POST', `/phrasesets/${set.phrasesetId}/claim`)).toEqual({
      status: 400,
      body: { detail: 'not_finalized' },
    });
  },
);

scenario(
  'records one like or dislike per prompt round, changeable, and shows it in the current round',
  async (ctx) => {
    const [player, other] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
    const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    const url = `/rounds/${round.round_id}/feedback`;
    expect(await call(ctx.app, player, 'GET', url)).toEqual({
      status: 404,
      body: { detail: 'feedback_not_found' },
    });
    expect(await ok(ctx.app, player, 'POST', url, { feedback_type: 'like' })).toEqual({
      success: true,
      feedback_type: 'like',
      message: expect.any(String),
    });
    const liked = await ok(ctx.app, player, 'GET', url);
    expect(liked).toEqual({
      feedback_type: 'like',
      feedback_id: expect.any(String),
      created_at: START.toISOString(),
    });
    expect((await ok(ctx.app, player, 'GET', '/player/current-round')).state.feedback_type).toBe(
      'like',
    );

    await ok(ctx.app, player, 'POST', url, { feedback_type: 'dislike' });
    expect(await ok(ctx.app, player, 'GET', url)).toEqual({ ...liked, feedback_type: 'dislike' });
    expect((await call(ctx.app, player, 'POST', url, { feedback_type: 'meh' })).status).toBe(422);
    expect(await call(ctx.app, other, 'POST', url, { feedback_type: 'like' })).toEqual({
      status: 403,
      body: { detail: 'not_your_round' },
    });
    expect(await call(ctx.app, other, 'GET', url)).toEqual({
      status: 403,
      body: { detail: 'not_your_round' },
    });
    expect(await call(ctx.app, player, 'GET', `/rounds/${randomUUID()}/feedback`)).toEqual({
      status: 404,
      body: { detail: 'round_not_found' },
    });
  },
);
