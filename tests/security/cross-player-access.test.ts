// No player can read or act on another player's round, phrase set details, results or quests:
// for each endpoint that takes an id, an outsider gets 403 or 404 and not one row of any table
// changes (docs/api.md#status-codes: 403 not yours, 404 unknown id).
import { beforeAll, expect, it } from 'vitest';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type { StartPromptResponse, StartVoteResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { call, ok, playPhraseset, playVote } from '../support/game';
import { fullSnapshot } from './support/full-snapshot';

describeEachEngine(
  "another player's resources",
  (ctx) => {
    let outsider: RegisteredPlayer;
    let author: RegisteredPlayer;
    const ids = {
      promptRound: '',
      openRound: '',
      voteRound: '',
      votedSet: '',
      finalizedSet: '',
      quest: '',
    };

    beforeAll(async () => {
      author = await ctx.registerPlayer();
      const copier1 = await ctx.registerPlayer();
      const copier2 = await ctx.registerPlayer();
      outsider = await ctx.registerPlayer();

      // A finalized set (3 votes, then the 600 s window) the outsider had no part in.
      const finalized = await playPhraseset(ctx.app, { author, copier1, copier2 });
      for (let voter = 0; voter < ctx.settings.vote_minimum_threshold; voter += 1) {
        await playVote(ctx.app, await ctx.registerPlayer(), (phrases) => phrases[0]!);
      }
      ctx.clock.advance((ctx.settings.vote_minimum_window_seconds + 1) * 1000);
      await runGameSweep(ctx.serverContext);
      ids.finalizedSet = finalized.phrasesetId;
      ids.promptRound = finalized.prompt.roundId;
      await ok(ctx.app, author, 'POST', `/rounds/${ids.promptRound}/feedback`, {
        feedback_type: 'like',
      });

      // A set still voting, with a vote round of another player open on it.
      const voting = await playPhraseset(ctx.app, {
        author: copier1,
        copier1: copier2,
        copier2: author,
      });
      const voter = await ctx.registerPlayer();
      const voteRound = await ok<StartVoteResponse>(ctx.app, voter, 'POST', '/rounds/vote');
      ids.voteRound = voteRound.round_id;
      ids.votedSet = voting.phrasesetId;

      // The author's open prompt round, and one of the author's quests.
      ids.openRound = (
        await ok<StartPromptResponse>(ctx.app, author, 'POST', '/rounds/prompt')
      ).round_id;
      ids.quest = (
        await ok<{ quests: { quest_id: string }[] }>(ctx.app, author, 'GET', '/quests')
      ).quests[0]!.quest_id;
    });

    const attempts: [string, 'GET' | 'POST', (id: typeof ids) => string, unknown?][] = [
      [
        'submits into the open round of another player',
        'POST',
        (id) => `/rounds/${id.openRound}/submit`,
        { phrase: 'QUIET GIANT' },
      ],
      [
        'submits into the vote round of another player',
        'POST',
        (id) => `/rounds/${id.voteRound}/submit`,
        { phrase: 'QUIET GIANT' },
      ],
      [
        'gives feedback on the prompt round of another player',
        'POST',
        (id) => `/rounds/${id.promptRound}/feedback`,
        { feedback_type: 'dislike' },
      ],
      ['reads the feedback of another player', 'GET', (id) => `/rounds/${id.promptRound}/feedback`],
      [
        'votes on a set without a vote round of its own',
        'POST',
        (id) => `/phrasesets/${id.votedSet}/vote`,
        { phrase: 'QUIET GIANT' },
      ],
      [
        'reads the details of a set it did not contribute to',
        'GET',
        (id) => `/phrasesets/${id.finalizedSet}/details`,
      ],
      [
        'reads the details through the prompt round id',
        'GET',
        (id) => `/phrasesets/${id.promptRound}/details`,
      ],
      [
        'reads the results of a set it did not contribute to',
        'GET',
        (id) => `/phrasesets/${id.finalizedSet}/results`,
      ],
      [
        'claims the result of a set it did not contribute to',
        'POST',
        (id) => `/phrasesets/${id.finalizedSet}/claim`,
      ],
      ['reads a quest of another player', 'GET', (id) => `/quests/${id.quest}`],
      ['claims a quest of another player', 'POST', (id) => `/quests/${id.quest}/claim`],
    ];

    for (const [what, method, url, payload] of attempts) {
      it(`refuses a player who ${what} (403/404, nothing changed)`, async () => {
        const before = await fullSnapshot(ctx.database.db);
        const reply = await call(ctx.app, outsider, method, url(ids), payload);
        expect([403, 404], JSON.stringify(reply.body)).toContain(reply.status);
        expect(Object.keys(reply.body)).toEqual(['detail']);
        expect(await fullSnapshot(ctx.database.db)).toEqual(before);
      });
    }

    it('serves the same calls to their owner (the refusals above are about ownership)', async () => {
      for (const url of [
        `/phrasesets/${ids.finalizedSet}/details`,
        `/phrasesets/${ids.finalizedSet}/results`,
        `/rounds/${ids.promptRound}/feedback`,
        `/quests/${ids.quest}`,
      ]) {
        expect((await call(ctx.app, author, 'GET', url)).status, url).toBe(200);
      }
    });
  },
  { clockStart: new Date('2032-05-01T10:00:00Z') },
);
