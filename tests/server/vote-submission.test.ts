// A vote is accepted in one statement (engine/vote-submission.ts) when its round is active,
// in time and the phrase is one of its three; every other case locks and reads the round to
// say why. The outcomes are the same either way (engine-expiry, engine-refusals and
// engine-concurrency check them), so this suite checks which way each vote went, on the
// statements the server sends: the grace boundary, a wrong phrase and a second vote.
import { expect, it } from 'vitest';
import type { StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { call, ok, passDeadline, playPhraseset } from '../support/game';
import { useCountedApp } from '../support/query-counter';

const START = new Date('2031-11-01T10:00:00Z');

/** The round's lock read, sent only when a vote is not accepted as it stands. */
const readsVoteRound = (statement: string) =>
  /from "rounds"[\s\S]*"round_type" = 'vote'[\s\S]*for update/.test(statement);

describeEachEngine(
  'a vote submission',
  (ctx) => {
    const counted = useCountedApp(ctx);

    /** A set open for voting and a vote round of a new player on it, started at `START`. */
    async function voteRound(): Promise<{ voter: RegisteredPlayer; round: StartVoteResponse }> {
      ctx.clock.set(START);
      await playPhraseset(ctx.app, {
        author: await ctx.registerPlayer(),
        copier1: await ctx.registerPlayer(),
        copier2: await ctx.registerPlayer(),
      });
      const voter = await ctx.registerPlayer();
      const round = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
      return { voter, round };
    }

    /** Votes through the counted app; returns the reply and whether the round was read. */
    async function vote(voter: RegisteredPlayer, round: StartVoteResponse, phrase: string) {
      counted.counter.reset();
      const reply = await call(
        counted.app,
        voter,
        'POST',
        `/phrasesets/${round.phraseset_id}/vote`,
        {
          phrase,
        },
      );
      return { reply, readRound: counted.counter.statements.some(readsVoteRound) };
    }

    it('takes a vote in time in one statement, up to the last instant of the grace', async () => {
      const early = await voteRound();
      const first = await vote(early.voter, early.round, early.round.phrases[0]!);
      expect(first.reply.status).toBe(200);
      expect(first.readRound).toBe(false);

      const last = await voteRound();
      passDeadline(ctx, last.round.expires_at, 0);
      const atDeadline = await vote(last.voter, last.round, last.round.phrases[1]!);
      expect(atDeadline.reply.status).toBe(200);
      expect(atDeadline.readRound).toBe(false);
    });

    it('reads the round to refuse a late vote, a wrong phrase and a second vote', async () => {
      const late = await voteRound();
      passDeadline(ctx, late.round.expires_at, 1);
      const refusedLate = await vote(late.voter, late.round, late.round.phrases[0]!);
      expect(refusedLate.reply.body.detail.error).toBe('expired');
      expect(refusedLate.readRound).toBe(true);

      const { voter, round } = await voteRound();
      const wrong = await vote(voter, round, 'NOT ONE OF THEM');
      expect(wrong.reply.body.detail.error).toBe('invalid_phrase');
      expect(wrong.readRound).toBe(true);
      // The wrong phrase changed nothing: the round still takes the vote, the usual way.
      const accepted = await vote(voter, round, round.phrases[2]!);
      expect(accepted.reply.status).toBe(200);
      expect(accepted.readRound).toBe(false);
      const second = await vote(voter, round, round.phrases[2]!);
      expect(second.reply.status).toBe(409);
      expect(second.reply.body.detail.error).toBe('already_voted');
      expect(second.readRound).toBe(true);
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
