// The deadlines the background jobs sleep until, read from the database: the sweep is due
// exactly when the first active round passes expiry plus grace (not a millisecond before), and
// the backup players when the stalled prompt a person waits on has been quiet for
// ai_backup_delay_minutes, or at once after a person's move.
import { expect, it } from 'vitest';
import { nextBackupDue, runBackupJob, startBackupPlayers } from '../../src/server/backup';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { nextGameSweepDue } from '../../src/server/jobs/game-sweep-deadline';
import type { StartPromptResponse } from '../../src/shared/api/rounds';
import { describeEachEngine } from '../support';
import { ok, playPrompt } from '../support/game';
import { copyRoundsOf } from './backup-support';

describeEachEngine(
  'background job deadlines',
  (ctx) => {
    it('the sweep is due when the first round passes expiry plus grace', async () => {
      const game = ctx.serverContext;
      expect(await nextGameSweepDue(game)).toBeNull();

      const player = await ctx.registerPlayer();
      const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
      const due = await nextGameSweepDue(game);
      const graceMs = ctx.settings.grace_period_seconds * 1000;
      expect(due?.getTime()).toBe(Date.parse(round.expires_at) + graceMs + 1);

      ctx.clock.set(new Date(due!.getTime() - 1));
      expect((await runGameSweep(game)).expiredRounds).toBe(0);
      ctx.clock.set(due!);
      expect((await runGameSweep(game)).expiredRounds).toBe(1);
      expect(await nextGameSweepDue(game)).toBeNull();
    });
  },
  { clockStart: new Date('2031-09-01T10:00:00Z') },
);

// A database of its own: the first suite's rounds would be the oldest activity here.
describeEachEngine(
  'backup players deadlines',
  (ctx) => {
    it('backup players are due after a move, then when a stalled prompt has been quiet long enough', async () => {
      const game = ctx.serverContext;
      expect(await nextBackupDue(game, { afterWork: true })).toBeNull(); // not started here
      await startBackupPlayers(game, ctx.app.log);
      // Just started, nothing stalled and nobody played: asleep.
      expect(await nextBackupDue(game, { afterWork: false })).toBeNull();

      const prompt = await playPrompt(ctx.app, await ctx.registerPlayer());
      expect(await nextBackupDue(game, { afterWork: true })).toEqual(ctx.clock.now());
      const submittedAt = ctx.clock.now().getTime();
      const report = await runBackupJob(game); // the person's supply, nothing stalled yet
      expect(report?.copies).toBe(0);
      if (report && report.suppliedPrompts + report.suppliedSets > 0) await runBackupJob(game);

      const due = await nextBackupDue(game, { afterWork: false });
      expect(due?.getTime()).toBe(submittedAt + ctx.settings.ai_backup_delay_minutes * 60_000);
      ctx.clock.set(due!);
      expect((await runBackupJob(game))?.copies).toBe(2);
      expect(await copyRoundsOf(game, prompt.roundId, ['submitted'])).toHaveLength(2);
    });
  },
  { clockStart: new Date('2031-09-01T10:00:00Z') },
);
