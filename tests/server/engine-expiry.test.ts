// Rounds that time out (docs/game-rules.md#round-expiry): refunds of cost minus the penalty, vote
// forfeits, freed copy slots, the grace period, and reads that expire an overdue round at
// once instead of waiting for the sweep.
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, rounds } from '../../src/server/db/schema';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { getBalance, stakeAccount } from '../../src/server/ledger';
import type {
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import {
  balanceOf,
  call,
  ok,
  passDeadline,
  playCopy,
  playPhraseset,
  playPrompt,
  validPromptPhrase,
} from '../support/game';

const START = new Date('2031-08-01T10:00:00Z');

async function entriesOf(ctx: EngineContext, roundId: string) {
  const entries = await ctx.database.db
    .select({
      key: ledgerEntries.idempotencyKey,
      amount: ledgerEntries.amount,
      type: ledgerEntries.entryType,
    })
    .from(ledgerEntries)
    .where(like(ledgerEntries.idempotencyKey, `%:${roundId}`));
  return Object.fromEntries(
    entries.map((entry) => [entry.key.split(':')[0], { amount: entry.amount, type: entry.type }]),
  );
}

async function statusOf(ctx: EngineContext, roundId: string) {
  const [round] = await ctx.database.db
    .select({ status: rounds.status })
    .from(rounds)
    .where(eq(rounds.id, roundId));
  return round?.status;
}

function scenario(name: string, body: (ctx: EngineContext) => Promise<void>): void {
  describeEachEngine(name, (ctx) => it(name, () => body(ctx)), { clockStart: START });
}

scenario('the sweep expires a prompt round and refunds its cost minus the penalty', async (ctx) => {
  const { settings } = ctx;
  const player = await ctx.registerPlayer();
  const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
  passDeadline(ctx, round.expires_at, 0);
  expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 0, finalizedSets: 0 });
  passDeadline(ctx, round.expires_at, 1);
  expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 1, finalizedSets: 0 });
  expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 0, finalizedSets: 0 });

  expect(await statusOf(ctx, round.round_id)).toBe('expired');
  expect(await balanceOf(ctx.serverContext, player.playerId)).toBe(
    settings.starting_balance - settings.abandoned_penalty,
  );
  expect(await entriesOf(ctx, round.round_id)).toEqual({
    entry: { amount: settings.prompt_cost, type: 'prompt_entry' },
    refund: { amount: settings.prompt_cost - settings.abandoned_penalty, type: 'refund' },
    penalty: { amount: settings.abandoned_penalty, type: 'penalty' },
  });
  expect(await getBalance(ctx.database.db, stakeAccount(round.round_id))).toBe(0);
  const abandoned = await ok(ctx.app, player, 'GET', '/player/phrasesets?status=abandoned');
  expect(abandoned).toMatchObject({
    total: 1,
    phrasesets: [{ prompt_round_id: round.round_id, status: 'abandoned', phraseset_id: null }],
  });
  expect((await ok(ctx.app, player, 'GET', `/phrasesets/${round.round_id}/details`)).status).toBe(
    'abandoned',
  );
  await ctx.expectLedgerClean();
});

scenario('reads expire an overdue round at once, without the sweep', async (ctx) => {
  const { settings } = ctx;
  const [author, copier] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
  await playPrompt(ctx.app, author);
  const copy = await ok<StartCopyResponse>(ctx.app, copier, 'POST', '/rounds/copy');
  expect((await ok(ctx.app, copier, 'GET', '/player/current-round')).round_id).toBe(copy.round_id);

  passDeadline(ctx, copy.expires_at, 1);
  expect(await ok(ctx.app, copier, 'GET', '/player/current-round')).toEqual({
    round_id: null,
    round_type: null,
    expires_at: null,
    state: null,
  });
  expect(await statusOf(ctx, copy.round_id)).toBe('abandoned');
  expect(await balanceOf(ctx.serverContext, copier.playerId)).toBe(
    settings.starting_balance - settings.abandoned_penalty,
  );
  expect((await ok(ctx.app, copier, 'GET', '/rounds/available')).current_round_id).toBeNull();
  // The copier never gets that prompt again; the author's prompt waits for someone else.
  expect(await call(ctx.app, copier, 'POST', '/rounds/copy')).toEqual({
    status: 400,
    body: { detail: 'no_prompts_available' },
  });
  expect(
    (await ok(ctx.app, await ctx.registerPlayer(), 'GET', '/rounds/available')).prompts_waiting,
  ).toBe(1);
  expect(await runGameSweep(ctx.serverContext)).toEqual({ expiredRounds: 0, finalizedSets: 0 });
  await ctx.expectLedgerClean();
});

scenario(
  'the dashboard and a new start also expire the player’s overdue round first',
  async (ctx) => {
    const { settings } = ctx;
    const player = await ctx.registerPlayer();
    const first = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    passDeadline(ctx, first.expires_at, 1);
    const dashboard = await ok(ctx.app, player, 'GET', '/player/dashboard');
    expect(dashboard.current_round.round_id).toBeNull();
    expect(dashboard.player.balance).toBe(settings.starting_balance - settings.abandoned_penalty);
    expect(dashboard.round_availability.can_prompt).toBe(true);

    const second = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    passDeadline(ctx, second.expires_at, 1);
    const third = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    expect(await statusOf(ctx, second.round_id)).toBe('expired');
    expect(third.prompt_text).not.toBe(first.prompt_text);
    expect(await balanceOf(ctx.serverContext, player.playerId)).toBe(
      settings.starting_balance - 2 * settings.abandoned_penalty - settings.prompt_cost,
    );
    await ctx.expectLedgerClean();
  },
);

scenario(
  'accepts a submission until expires_at plus grace, and refuses it as expired after',
  async (ctx) => {
    const { settings } = ctx;
    const [onTime, late] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
    const submitAt = async (player: RegisteredPlayer, ms: number) => {
      const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
      passDeadline(ctx, round.expires_at, ms);
      const phrase = validPromptPhrase(ctx.serverContext, round.prompt_text);
      return {
        round,
        reply: await call(ctx.app, player, 'POST', `/rounds/${round.round_id}/submit`, { phrase }),
      };
    };

    const accepted = await submitAt(onTime, 0);
    expect(accepted.reply.status).toBe(200);
    expect(await statusOf(ctx, accepted.round.round_id)).toBe('submitted');

    const refused = await submitAt(late, 1);
    expect(refused.reply).toEqual({
      status: 400,
      body: { detail: { error: 'expired', message: expect.any(String) } },
    });
    // The refusal committed the expiry: refunded minus the penalty, and refused again the same way.
    expect(await statusOf(ctx, refused.round.round_id)).toBe('expired');
    expect(await balanceOf(ctx.serverContext, late.playerId)).toBe(
      settings.starting_balance - settings.abandoned_penalty,
    );
    const again = await call(ctx.app, late, 'POST', `/rounds/${refused.round.round_id}/submit`, {
      phrase: 'SOME PHRASE',
    });
    expect(again.body.detail.error).toBe('expired');
    await ctx.expectLedgerClean();
  },
);

scenario('a timed-out vote round forfeits its stake and frees its place', async (ctx) => {
  const { settings } = ctx;
  const set = await playPhraseset(ctx.app, {
    author: await ctx.registerPlayer(),
    copier1: await ctx.registerPlayer(),
    copier2: await ctx.registerPlayer(),
  });
  const voter = await ctx.registerPlayer();
  const round = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
  passDeadline(ctx, round.expires_at, 1);
  const reply = await call(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
    phrase: round.phrases[0],
  });
  expect(reply.body.detail.error).toBe('expired');
  expect(await statusOf(ctx, round.round_id)).toBe('expired');
  expect(await balanceOf(ctx.serverContext, voter.playerId)).toBe(
    settings.starting_balance - settings.vote_cost,
  );
  expect(await entriesOf(ctx, round.round_id)).toEqual({
    entry: { amount: settings.vote_cost, type: 'vote_entry' },
    forfeit: { amount: settings.vote_cost, type: 'forfeit' },
  });
  // No vote was recorded, and the same voter may try the set again with a new round.
  const retry = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
  expect(retry.phraseset_id).toBe(set.phrasesetId);
  const vote = await ok(ctx.app, voter, 'POST', `/phrasesets/${set.phrasesetId}/vote`, {
    phrase: retry.phrases[0],
  });
  expect(await balanceOf(ctx.serverContext, voter.playerId)).toBe(
    settings.starting_balance - 2 * settings.vote_cost + vote.payout,
  );
  await ctx.expectLedgerClean();
});

scenario(
  'an abandoned copy frees its slot and its prompt keeps its place in the queue',
  async (ctx) => {
    const { settings } = ctx;
    const [first, second] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
    const older = await playPrompt(ctx.app, first);
    ctx.clock.advance(1000);
    await playPrompt(ctx.app, second);
    const [quitter, taker, other, next] = [
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
      await ctx.registerPlayer(),
    ];
    const abandoned = await ok<StartCopyResponse>(ctx.app, quitter, 'POST', '/rounds/copy');
    expect(abandoned.prompt_round_id).toBe(older.roundId);
    const kept = await playCopy(ctx.app, taker, { promptText: older.promptText });
    expect(kept.promptRoundId).toBe(older.roundId);
    // Both slots of the older prompt are held: the next copier gets the newer one.
    expect(
      (await ok<StartCopyResponse>(ctx.app, other, 'POST', '/rounds/copy')).prompt_round_id,
    ).not.toBe(older.roundId);

    passDeadline(ctx, abandoned.expires_at, 1);
    expect((await runGameSweep(ctx.serverContext)).expiredRounds).toBe(2);
    expect(await balanceOf(ctx.serverContext, quitter.playerId)).toBe(
      settings.starting_balance - settings.abandoned_penalty,
    );
    // The freed slot goes first, although the newer prompt has two free slots now.
    const reused = await playCopy(ctx.app, next, {
      promptText: older.promptText,
      otherCopy: kept.phrase,
    });
    expect(reused.promptRoundId).toBe(older.roundId);
    expect((await ok(ctx.app, first, 'GET', `/phrasesets/${older.roundId}/details`)).status).toBe(
      'voting',
    );
    await ctx.expectLedgerClean();
  },
);
