// The scheduler with a model-backed provider whose model answers nonsense: an OpenAI provider
// pointed at a fake HTTP server on 127.0.0.1 that returns an invalid phrase and a vote for no
// shown phrase. Every backup copy and vote still lands, written by the offline fallback, and
// each replaced answer is reported. (Timeouts and HTTP errors are covered in tests/ai.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FallbackEvent } from '../../src/server/ai';
import { runBackupTick, ensureRoster } from '../../src/server/backup';
import { phrasesets } from '../../src/server/db/schema';
import { validateCopyPhrase } from '../../src/server/game/validation';
import { describeEachEngine } from '../support';
import { playPrompt } from '../support/game';
import {
  openAiAnswer,
  sendJson,
  startFakeModelServer,
  type FakeModelServer,
} from '../ai/fake-model-server';
import { backupProvider, copyRoundsOf, passBackupDelay } from './backup-support';

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer();
  // Digits are never valid in a phrase, and "NONE OF THEM" is not one of the three shown.
  model.handle((request, response) => {
    const asked = JSON.stringify(request.body);
    sendJson(
      response,
      200,
      openAiAnswer(asked.includes('Original phrase:') ? 'COPY 4 U 2' : 'NONE OF THEM'),
    );
  });
});
afterAll(() => model?.close());

describeEachEngine(
  'backup players: a model answering nonsense',
  (ctx) => {
    it('still gives valid copies and votes through the offline fallback', async () => {
      const game = ctx.serverContext;
      const askedBefore = model.received.length;
      const fallbacks: FallbackEvent[] = [];
      const provider = backupProvider(game, {
        openaiBaseUrl: model.baseUrl,
        onFallback: (event) => fallbacks.push(event),
      });
      expect(provider.name).toBe('openai');
      await ensureRoster(game);
      const prompt = await playPrompt(ctx.app, await ctx.registerPlayer());

      passBackupDelay(game, ctx.clock);
      expect(await runBackupTick(game, provider)).toMatchObject({ copies: 2, votes: 0 });
      const copies = await copyRoundsOf(game, prompt.roundId, ['submitted']);
      expect(copies).toHaveLength(2);
      // Each copy is valid against what was there when it was submitted.
      const [first, second] = copies.sort(
        (a, b) =>
          a.endedAt!.getTime() - b.endedAt!.getTime() || (a.copySlot ?? 0) - (b.copySlot ?? 0),
      );
      const context = { originalPhrase: prompt.phrase, promptText: prompt.promptText };
      expect(
        validateCopyPhrase(
          first!.phrase!,
          { ...context, otherCopy: null },
          ctx.settings,
          game.dictionary,
        ).ok,
      ).toBe(true);
      expect(
        validateCopyPhrase(
          second!.phrase!,
          { ...context, otherCopy: first!.phrase },
          ctx.settings,
          game.dictionary,
        ).ok,
      ).toBe(true);

      passBackupDelay(game, ctx.clock);
      const threshold = ctx.settings.vote_minimum_threshold;
      expect(await runBackupTick(game, provider)).toMatchObject({ copies: 0, votes: threshold });
      const [set] = await ctx.database.db
        .select()
        .from(phrasesets)
        .where(eq(phrasesets.promptRoundId, prompt.roundId));
      expect(set!.voteCount).toBe(threshold);

      // The model was really asked each time, and each answer was replaced.
      const asked = model.received.slice(askedBefore);
      expect(asked.filter((request) => request.url === '/v1/chat/completions')).toHaveLength(
        2 + threshold,
      );
      expect(fallbacks.map((event) => [event.operation, event.failure])).toEqual([
        ['copy', 'invalid_answer'],
        ['copy', 'invalid_answer'],
        ...Array.from({ length: threshold }, () => ['vote', 'invalid_answer']),
      ]);
      await ctx.expectLedgerClean();
    });
  },
  { settings: { ai_provider: 'openai', openai_api_key: 'test-key', ai_timeout_seconds: 5 } },
);
