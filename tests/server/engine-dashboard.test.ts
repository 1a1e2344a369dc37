// GET /player/dashboard: the bodies of six calls in one round trip, from one SQL statement
// (counted on the database itself; issue #8 allows 5), matching what the separate calls
// answer. Only a round past its deadline costs more: it is expired first (engine-expiry).
import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { buildApp } from '../../src/server/http/build-app';
import type { StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { ok, playCopy, playPhraseset, playPrompt, playVote } from '../support/game';
import { countStatements } from '../support/query-counter';

const START = new Date('2031-10-01T10:00:00Z');
const MAX_DASHBOARD_STATEMENTS = 1;

describeEachEngine(
  'the dashboard',
  (ctx) => {
    let counted: FastifyInstance | undefined;
    afterAll(() => counted?.close());

    it(`answers in ${MAX_DASHBOARD_STATEMENTS} SQL statement, with the same bodies as the separate calls`, async () => {
      const { settings } = ctx;
      const player = await ctx.registerPlayer();
      const others: RegisteredPlayer[] = [];
      for (let i = 0; i < 8; i += 1) others.push(await ctx.registerPlayer());
      const [a, b, c, d, e, f, g, h] = others as [RegisteredPlayer, ...RegisteredPlayer[]];

      // A finalized set the player wrote the prompt of, a copy in a set still voting, a prompt
      // still waiting for copies, and an active vote round on someone else's set.
      const finalized = await playPhraseset(ctx.app, { author: player, copier1: a, copier2: b! });
      for (const voter of [c!, d!, e!]) await playVote(ctx.app, voter, (phrases) => phrases[0]!);
      ctx.clock.advance(settings.vote_minimum_window_seconds * 1000);
      await runGameSweep(ctx.serverContext);
      const voting = await playPrompt(ctx.app, f!);
      const copy = await playCopy(ctx.app, player, { promptText: voting.promptText });
      await playCopy(ctx.app, g!, { promptText: voting.promptText, otherCopy: copy.phrase });
      const open = await playPhraseset(ctx.app, { author: h!, copier1: c!, copier2: d! });
      await playPrompt(ctx.app, player);
      const vote = await ok<StartVoteResponse>(ctx.app, player, 'POST', '/rounds/vote');
      expect(vote.phraseset_id).toBe(open.phrasesetId);

      const counter = countStatements(ctx.database);
      counted = await buildApp({ settings, database: counter.database, clock: ctx.clock });
      counter.reset();
      const dashboard = await ok(counted, player, 'GET', '/player/dashboard');
      // The authentication's session check (one lookup, cached per process for every call of
      // the session: queries/session-liveness.ts) is not the dashboard's read.
      const reads = counter.statements.filter(
        (statement) => !statement.includes('"refresh_tokens"'),
      );
      expect(counter.statements.length - reads.length).toBeLessThanOrEqual(1);
      expect(reads.length, reads.join('\n---\n')).toBeLessThanOrEqual(MAX_DASHBOARD_STATEMENTS);

      const get = (url: string) => ok(ctx.app, player, 'GET', url);
      expect(dashboard).toEqual({
        player: await get('/player/balance'),
        current_round: await get('/player/current-round'),
        pending_results: (await get('/player/pending-results')).pending,
        phraseset_summary: await get('/player/phrasesets/summary'),
        unclaimed_results: (await get('/player/unclaimed-results')).unclaimed,
        round_availability: await get('/rounds/available'),
      });
      expect(dashboard.current_round).toMatchObject({
        round_id: vote.round_id,
        round_type: 'vote',
      });
      expect(dashboard.pending_results).toEqual([
        expect.objectContaining({ phraseset_id: finalized.phrasesetId, role: 'prompt' }),
      ]);
      expect(dashboard.phraseset_summary).toMatchObject({
        in_progress: { prompts: 1, copies: 1 },
        finalized: { prompts: 1, copies: 0, unclaimed_prompts: 1 },
      });
      expect(dashboard.player.outstanding_prompts).toBe(1);
      expect(dashboard.round_availability).toMatchObject({
        can_prompt: false,
        can_copy: false,
        can_vote: false,
        current_round_id: vote.round_id,
      });
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
