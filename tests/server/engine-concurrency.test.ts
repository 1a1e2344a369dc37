// Real parallel requests over real HTTP on a listening server. On PostgreSQL these are real
// races between connections; the database's constraints and row locks must decide them
// (PGlite has one connection, so there they queue, and the same answers are expected).
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries, rounds, votes } from '../../src/server/db/schema';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type { StartPromptResponse, StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import {
  balanceOf,
  ok,
  playCopy,
  playPhraseset,
  playPrompt,
  playVote,
  validPromptPhrase,
} from '../support/game';

const START = new Date('2031-09-01T10:00:00Z');

interface HttpReply {
  status: number;
  body: { detail?: unknown } & Record<string, unknown>;
}

/** Sends every request at once over real HTTP and returns the replies in order. */
async function inParallel(
  ctx: EngineContext,
  requests: { player: RegisteredPlayer; path: string; body?: unknown }[],
): Promise<HttpReply[]> {
  const url = await ctx.listen();
  return Promise.all(
    requests.map(async ({ player, path, body }) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          ...player.headers,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as HttpReply['body'] };
    }),
  );
}

const countBy = (replies: HttpReply[]) =>
  replies.reduce<Record<string, number>>((counts, reply) => {
    const detail = reply.body.detail as string | { error: string } | undefined;
    const key =
      reply.status === 200
        ? '200'
        : `${reply.status} ${typeof detail === 'string' ? detail : detail?.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

async function registerMany(ctx: EngineContext, count: number): Promise<RegisteredPlayer[]> {
  const players = [];
  for (let i = 0; i < count; i += 1) players.push(await ctx.registerPlayer());
  return players;
}

function scenario(name: string, body: (ctx: EngineContext) => Promise<void>): void {
  describeEachEngine(name, (ctx) => it(name, () => body(ctx)), { clockStart: START });
}

scenario('20 parallel round starts by one player: one round, one charge', async (ctx) => {
  const { settings } = ctx;
  // Something to copy and something to vote on, so every kind of start could succeed alone.
  const [author, copier1, copier2] = await registerMany(ctx, 3);
  await playPhraseset(ctx.app, { author: author!, copier1: copier1!, copier2: copier2! });
  await playPrompt(ctx.app, await ctx.registerPlayer());
  const player = await ctx.registerPlayer();

  const kinds = ['prompt', 'copy', 'vote'];
  const replies = await inParallel(
    ctx,
    Array.from({ length: 20 }, (_, i) => ({ player, path: `/rounds/${kinds[i % kinds.length]}` })),
  );
  expect(countBy(replies)).toEqual({ '200': 1, '400 already_in_round': 19 });

  const mine = await ctx.database.db
    .select()
    .from(rounds)
    .where(eq(rounds.playerId, player.playerId));
  expect(mine).toHaveLength(1);
  const entries = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, player.playerId));
  expect(entries.filter((entry) => entry.entryType.endsWith('_entry'))).toHaveLength(1);
  expect(await balanceOf(ctx.serverContext, player.playerId)).toBe(
    settings.starting_balance - mine[0]!.cost,
  );
  await ctx.expectLedgerClean();
});

scenario(
  '25 voters racing for the last 5 places: exactly 20 votes, nobody charged in vain',
  async (ctx) => {
    const { settings } = ctx;
    const [author, copier1, copier2] = await registerMany(ctx, 3);
    const set = await playPhraseset(ctx.app, {
      author: author!,
      copier1: copier1!,
      copier2: copier2!,
    });
    const open = settings.vote_max_votes - 5;
    for (const voter of await registerMany(ctx, open))
      await playVote(ctx.app, voter, (phrases) => phrases[0]!);

    const racers = await registerMany(ctx, 25);
    const starts = await inParallel(
      ctx,
      racers.map((player) => ({ player, path: '/rounds/vote' })),
    );
    expect(countBy(starts)).toEqual({ '200': 5, '400 no_phrasesets_available': 20 });
    for (const [i, racer] of racers.entries()) {
      const paid = starts[i]!.status === 200 ? settings.vote_cost : 0;
      expect(await balanceOf(ctx.serverContext, racer.playerId)).toBe(
        settings.starting_balance - paid,
      );
    }

    const winners = racers.filter((_, i) => starts[i]!.status === 200);
    const chosen = starts
      .filter((reply) => reply.status === 200)
      .map((reply) => (reply.body as unknown as StartVoteResponse).phrases[0]!);
    const voted = await inParallel(
      ctx,
      winners.map((player, i) => ({
        player,
        path: `/phrasesets/${set.phrasesetId}/vote`,
        body: { phrase: chosen[i] },
      })),
    );
    expect(countBy(voted)).toEqual({ '200': 5 });
    const counted = await ctx.database.db
      .select()
      .from(votes)
      .where(eq(votes.phrasesetId, set.phrasesetId));
    expect(counted).toHaveLength(settings.vote_max_votes);
    expect(counted.map((vote) => vote.voteNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: settings.vote_max_votes }, (_, i) => i + 1),
    );
    expect(
      (await ok(ctx.app, author!, 'GET', `/phrasesets/${set.phrasesetId}/details`)).status,
    ).toBe('finalized');
    await ctx.expectLedgerClean();
  },
);

scenario(
  'parallel submits of one round: one success, the others already_submitted',
  async (ctx) => {
    const player = await ctx.registerPlayer();
    const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
    const phrase = validPromptPhrase(ctx.serverContext, round.prompt_text);
    const replies = await inParallel(
      ctx,
      Array.from({ length: 10 }, () => ({
        player,
        path: `/rounds/${round.round_id}/submit`,
        body: { phrase },
      })),
    );
    expect(countBy(replies)).toEqual({ '200': 1, '409 already_submitted': 9 });
    const deposits = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.roundId, round.round_id), eq(ledgerEntries.entryType, 'pool_deposit')),
      );
    expect(deposits).toHaveLength(1);
    await ctx.expectLedgerClean();
  },
);

scenario('parallel votes of one round: one vote, the others already_voted', async (ctx) => {
  const [author, copier1, copier2, voter] = await registerMany(ctx, 4);
  const set = await playPhraseset(ctx.app, {
    author: author!,
    copier1: copier1!,
    copier2: copier2!,
  });
  const round = await ok<StartVoteResponse>(ctx.app, voter!, 'POST', '/rounds/vote');
  const replies = await inParallel(
    ctx,
    round.phrases.flatMap((phrase) =>
      [1, 2, 3].map(() => ({
        player: voter!,
        path: `/phrasesets/${set.phrasesetId}/vote`,
        body: { phrase },
      })),
    ),
  );
  expect(countBy(replies)).toEqual({ '200': 1, '409 already_voted': 8 });
  expect(
    await ctx.database.db.select().from(votes).where(eq(votes.phrasesetId, set.phrasesetId)),
  ).toHaveLength(1);
  await ctx.expectLedgerClean();
});

scenario('10 copiers racing for the last copy slot: one gets it, nobody else pays', async (ctx) => {
  const { settings } = ctx;
  const author = await ctx.registerPlayer();
  const prompt = await playPrompt(ctx.app, author);
  await playCopy(ctx.app, await ctx.registerPlayer(), { promptText: prompt.promptText });
  const copiers = await registerMany(ctx, 10);
  const replies = await inParallel(
    ctx,
    copiers.map((player) => ({ player, path: '/rounds/copy' })),
  );
  expect(countBy(replies)).toEqual({ '200': 1, '400 no_prompts_available': 9 });
  for (const [i, copier] of copiers.entries()) {
    const paid = replies[i]!.status === 200 ? settings.copy_cost_normal : 0;
    expect(await balanceOf(ctx.serverContext, copier.playerId)).toBe(
      settings.starting_balance - paid,
    );
  }
  await ctx.expectLedgerClean();
});

scenario(
  'copiers starting at once fill every free slot: none is refused while a slot is free',
  async (ctx) => {
    // Starts skip a prompt another start holds, and wait for one only when all are held: with
    // two prompts (four slots) and four copiers at once, all four get a slot, two per prompt.
    const prompts = [];
    for (const author of await registerMany(ctx, 2))
      prompts.push(await playPrompt(ctx.app, author));
    const copiers = await registerMany(ctx, 4);
    const replies = await inParallel(
      ctx,
      copiers.map((player) => ({ player, path: '/rounds/copy' })),
    );
    expect(countBy(replies)).toEqual({ '200': 4 });
    const slots = await ctx.database.db
      .select({ prompt: rounds.promptRoundId, slot: rounds.copySlot })
      .from(rounds)
      .where(and(eq(rounds.roundType, 'copy'), eq(rounds.status, 'active')));
    expect(slots.map(({ prompt, slot }) => `${prompt}:${slot}`).sort()).toEqual(
      prompts.flatMap(({ roundId }) => [`${roundId}:1`, `${roundId}:2`]).sort(),
    );
    await ctx.expectLedgerClean();
  },
);

scenario(
  'sweeps running at once expire each round once; claims at once claim once',
  async (ctx) => {
    const { settings } = ctx;
    const players = await registerMany(ctx, 12);
    const started = [];
    for (const player of players)
      started.push(await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt'));
    ctx.clock.set(
      new Date(Date.parse(started[0]!.expires_at) + (settings.grace_period_seconds + 1) * 1000),
    );
    const reports = await Promise.all([1, 2, 3].map(() => runGameSweep(ctx.serverContext)));
    expect(reports.reduce((sum, report) => sum + report.expiredRounds, 0)).toBe(players.length);
    for (const player of players) {
      expect(await balanceOf(ctx.serverContext, player.playerId)).toBe(
        settings.starting_balance - settings.abandoned_penalty,
      );
    }

    const [author, copier1, copier2] = await registerMany(ctx, 3);
    const set = await playPhraseset(ctx.app, {
      author: author!,
      copier1: copier1!,
      copier2: copier2!,
    });
    for (const voter of await registerMany(ctx, 3))
      await playVote(ctx.app, voter, (phrases) => phrases[0]!);
    ctx.clock.advance(settings.vote_minimum_window_seconds * 1000);
    await Promise.all([runGameSweep(ctx.serverContext), runGameSweep(ctx.serverContext)]);
    const claims = await inParallel(
      ctx,
      Array.from({ length: 6 }, () => ({
        player: author!,
        path: `/phrasesets/${set.phrasesetId}/claim`,
      })),
    );
    expect(claims.filter((reply) => reply.body.already_claimed === false)).toHaveLength(1);
    expect(claims.filter((reply) => reply.body.already_claimed === true)).toHaveLength(5);
    await ctx.expectLedgerClean();
  },
);
