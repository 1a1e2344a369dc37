// The game events the meta-game listens to (src/server/game/events.ts): each raised once,
// with its payload, inside the transaction of the command that caused it, so that a failing
// listener rolls the command back.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { claimDailyBonus } from '../../src/server/commands/claim-daily-bonus';
import { rounds } from '../../src/server/db/schema';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type { GameEvent } from '../../src/server/game/events';
import type { StartPromptResponse } from '../../src/shared/api/rounds';
import { databaseSnapshot, describeEachEngine } from '../support';
import { call, ok, playPhraseset, playVote, validPromptPhrase } from '../support/game';

const START = new Date('2031-12-01T10:00:00Z');
const HOUR = 3600 * 1000;

describeEachEngine(
  'game events',
  (ctx) => {
    const raised: GameEvent[] = [];
    let failNextPromptSubmission = false;

    it('raises every event once, with its payload, inside the transaction', async () => {
      ctx.serverContext.events.on(async (tx, event) => {
        // Listeners work in the command's transaction.
        await tx.execute(sql`select 1`);
        if (event.type === 'prompt_submitted' && failNextPromptSubmission) {
          failNextPromptSubmission = false;
          throw new Error('listener failure');
        }
        raised.push(event);
      });
      const [author, copier1, copier2, voter] = [
        await ctx.registerPlayer(),
        await ctx.registerPlayer(),
        await ctx.registerPlayer(),
        await ctx.registerPlayer(),
      ];
      expect(
        raised.filter((event) => event.type === 'player_registered').map((event) => event.playerId),
      ).toEqual([author.playerId, copier1.playerId, copier2.playerId, voter.playerId]);

      const set = await playPhraseset(ctx.app, { author, copier1, copier2 });
      const at = ctx.clock.now();
      expect(raised.filter((event) => event.type === 'prompt_submitted')).toEqual([
        { type: 'prompt_submitted', playerId: author.playerId, roundId: set.prompt.roundId, at },
      ]);
      expect(raised.filter((event) => event.type === 'copy_submitted')).toEqual([
        {
          type: 'copy_submitted',
          playerId: copier1.playerId,
          roundId: expect.any(String),
          promptRoundId: set.prompt.roundId,
          at,
        },
        {
          type: 'copy_submitted',
          playerId: copier2.playerId,
          roundId: expect.any(String),
          promptRoundId: set.prompt.roundId,
          at,
        },
      ]);

      const url = `/rounds/${set.prompt.roundId}/feedback`;
      await ok(ctx.app, author, 'POST', url, { feedback_type: 'like' });
      await ok(ctx.app, author, 'POST', url, { feedback_type: 'dislike' });
      expect(raised.filter((event) => event.type === 'prompt_feedback_given')).toEqual([
        {
          type: 'prompt_feedback_given',
          playerId: author.playerId,
          roundId: set.prompt.roundId,
          at,
        },
      ]);

      const { response } = await playVote(ctx.app, voter, (phrases) =>
        phrases.find((phrase) => phrase !== set.prompt.phrase)!,
      );
      expect(response.correct).toBe(false);
      expect(raised.filter((event) => event.type === 'vote_cast')).toEqual([
        {
          type: 'vote_cast',
          playerId: voter.playerId,
          roundId: expect.any(String),
          phrasesetId: set.phrasesetId,
          correct: false,
          at,
        },
      ]);
      for (const extra of [await ctx.registerPlayer(), await ctx.registerPlayer()]) {
        await playVote(ctx.app, extra, () => set.prompt.phrase);
      }
      ctx.clock.advance(ctx.settings.vote_minimum_window_seconds * 1000);
      await runGameSweep(ctx.serverContext);
      const copyVotes = response.your_choice === set.copy1 ? [1, 0] : [0, 1];
      expect(raised.filter((event) => event.type === 'phraseset_finalized')).toEqual([
        {
          type: 'phraseset_finalized',
          phrasesetId: set.phrasesetId,
          at: ctx.clock.now(),
          totalVotes: 3,
          original: { playerId: author.playerId, votes: 2 },
          copies: [
            { playerId: copier1.playerId, votes: copyVotes[0] },
            { playerId: copier2.playerId, votes: copyVotes[1] },
          ],
        },
      ]);

      ctx.clock.advance(25 * HOUR);
      const fresh = await ctx.registerPlayer();
      ctx.clock.advance(25 * HOUR);
      // Called directly: a day later the test's access token has expired.
      await claimDailyBonus(ctx.serverContext, fresh.playerId);
      expect(raised.filter((event) => event.type === 'daily_bonus_claimed')).toEqual([
        {
          type: 'daily_bonus_claimed',
          playerId: fresh.playerId,
          utcDate: ctx.clock.now().toISOString().slice(0, 10),
          at: ctx.clock.now(),
        },
      ]);
    });

    it('rolls the command back when a listener fails', async () => {
      const player = await ctx.registerPlayer();
      const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
      const before = await databaseSnapshot(ctx.database.db);
      failNextPromptSubmission = true;
      const reply = await call(ctx.app, player, 'POST', `/rounds/${round.round_id}/submit`, {
        phrase: validPromptPhrase(ctx.serverContext, round.prompt_text),
      });
      expect(reply.status).toBe(500);
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
      const [row] = await ctx.database.db
        .select({ status: rounds.status })
        .from(rounds)
        .where(eq(rounds.id, round.round_id));
      expect(row?.status).toBe('active');
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
