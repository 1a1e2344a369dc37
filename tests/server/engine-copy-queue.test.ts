// The queue of prompts waiting for copies: a prompt joins it when submitted and leaves it in
// the transaction that forms its set (rounds.awaiting_copies, behind a partial index), so
// what the dashboard counts and what a copy start finds follow the sets, never their history.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rounds } from '../../src/server/db/schema';
import { describeEachEngine, type EngineContext } from '../support';
import { call, ok, playCopy, playPrompt, validPromptPhrase } from '../support/game';

const START = new Date('2031-11-01T10:00:00Z');

async function waitingFor(ctx: EngineContext): Promise<number> {
  const newcomer = await ctx.registerPlayer();
  return (await ok(ctx.app, newcomer, 'GET', '/rounds/available')).prompts_waiting;
}

async function awaitingCopies(ctx: EngineContext, promptRoundId: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ awaiting: rounds.awaitingCopies })
    .from(rounds)
    .where(eq(rounds.id, promptRoundId));
  return row!.awaiting;
}

describeEachEngine(
  'the copy queue',
  (ctx) => {
    it('holds a prompt from its submission until its set forms', async () => {
      const author = await ctx.registerPlayer();
      const started = await ok(ctx.app, author, 'POST', '/rounds/prompt');
      expect(await awaitingCopies(ctx, started.round_id)).toBe(false);
      await call(ctx.app, author, 'POST', `/rounds/${started.round_id}/submit`, {
        phrase: validPromptPhrase(ctx.serverContext, started.prompt_text),
      });
      expect(await awaitingCopies(ctx, started.round_id)).toBe(true);
      expect(await waitingFor(ctx)).toBe(1);

      const copy1 = await playCopy(ctx.app, await ctx.registerPlayer(), {
        promptText: started.prompt_text,
      });
      expect(copy1.promptRoundId).toBe(started.round_id);
      expect(await waitingFor(ctx)).toBe(1);

      await playCopy(ctx.app, await ctx.registerPlayer(), {
        promptText: started.prompt_text,
        otherCopy: copy1.phrase,
      });
      expect(await awaitingCopies(ctx, started.round_id)).toBe(false);
      expect(await waitingFor(ctx)).toBe(0);
      expect(await call(ctx.app, await ctx.registerPlayer(), 'POST', '/rounds/copy')).toEqual({
        status: 400,
        body: { detail: 'no_prompts_available' },
      });

      // A newer prompt still waits, and is the one the next copier gets.
      const next = await playPrompt(ctx.app, await ctx.registerPlayer());
      expect(await waitingFor(ctx)).toBe(1);
      const copy = await playCopy(ctx.app, await ctx.registerPlayer(), {
        promptText: next.promptText,
      });
      expect(copy.promptRoundId).toBe(next.roundId);
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
