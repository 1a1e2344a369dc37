import { expect, it } from 'vitest';
import type { TutorialStatus } from '../../src/shared/api/tutorial';
import { TUTORIAL_PROGRESS_VALUES, type TutorialProgress } from '../../src/shared/tutorial';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';
import { call, ok } from '../support/game';

const START = new Date('2030-06-01T08:00:00Z');
const MINUTE = 60_000;

const status = (ctx: EngineContext, player: RegisteredPlayer) =>
  ok<TutorialStatus>(ctx.app, player, 'GET', '/player/tutorial/status');
const progress = (ctx: EngineContext, player: RegisteredPlayer, value: unknown) =>
  call(ctx.app, player, 'POST', '/player/tutorial/progress', { progress: value });

const NOT_STARTED: TutorialStatus = {
  tutorial_completed: false,
  tutorial_progress: 'not_started',
  tutorial_started_at: null,
  tutorial_completed_at: null,
};

describeEachEngine(
  'tutorial progress',
  (ctx) => {
    it('starts not started', async () => {
      const player = await ctx.registerPlayer();
      expect(await status(ctx, player)).toEqual(NOT_STARTED);
    });

    it('accepts each of the nine steps, stamping the first start and the completion', async () => {
      ctx.clock.set(START);
      const player = await ctx.registerPlayer();
      const startedAt = new Date(START.getTime() + MINUTE).toISOString();
      // not_started last: storing it again is allowed and keeps both times.
      const steps: TutorialProgress[] = [
        ...TUTORIAL_PROGRESS_VALUES.filter((v) => v !== 'not_started'),
        'not_started',
      ];
      expect(steps).toHaveLength(9);
      let completedAt: string | null = null;
      for (const step of steps) {
        ctx.clock.advance(MINUTE);
        if (step === 'completed') completedAt = ctx.clock.now().toISOString();
        const expected: TutorialStatus = {
          tutorial_completed: completedAt !== null,
          tutorial_progress: step,
          tutorial_started_at: startedAt,
          tutorial_completed_at: completedAt,
        };
        const reply = await progress(ctx, player, step);
        expect(reply).toEqual({ status: 200, body: { success: true, tutorial_status: expected } });
        expect(await status(ctx, player)).toEqual(expected);
      }
    });

    it('refuses anything else with 422 and changes nothing', async () => {
      const player = await ctx.registerPlayer();
      await progress(ctx, player, 'dashboard');
      const before = await status(ctx, player);
      for (const value of ['finished', 'COMPLETED', '', ' welcome', null, 3, ['welcome']]) {
        expect((await progress(ctx, player, value)).status, String(value)).toBe(422);
      }
      const empty = await call(ctx.app, player, 'POST', '/player/tutorial/progress', {});
      expect(empty.status).toBe(422);
      expect(await status(ctx, player)).toEqual(before);
    });

    it('skipping straight to completed stamps both times; reset clears everything', async () => {
      ctx.clock.set(START);
      const [player, other] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
      await progress(ctx, other, 'welcome');
      const othersStatus = await status(ctx, other);

      await progress(ctx, player, 'completed');
      expect(await status(ctx, player)).toEqual({
        tutorial_completed: true,
        tutorial_progress: 'completed',
        tutorial_started_at: START.toISOString(),
        tutorial_completed_at: START.toISOString(),
      });
      expect(await ok(ctx.app, player, 'POST', '/player/tutorial/reset')).toEqual(NOT_STARTED);
      expect(await status(ctx, player)).toEqual(NOT_STARTED);

      // Started again after the reset: a new start time, and not completed.
      ctx.clock.advance(MINUTE);
      const again = await progress(ctx, player, 'welcome');
      expect(again.body.tutorial_status).toEqual({
        ...NOT_STARTED,
        tutorial_progress: 'welcome',
        tutorial_started_at: ctx.clock.now().toISOString(),
      });
      expect(await status(ctx, other)).toEqual(othersStatus);
    });

    it('needs a signed-in player', async () => {
      for (const [method, url] of [
        ['GET', '/player/tutorial/status'],
        ['POST', '/player/tutorial/progress'],
        ['POST', '/player/tutorial/reset'],
      ] as const) {
        expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      }
    });
  },
  { clockStart: START },
);
