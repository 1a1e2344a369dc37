// Past-round tracking: GET /player/phrasesets with its role and status filters, paging and
// new_activity_count, and details by prompt round id before the set exists.
import { expect, it } from 'vitest';
import type { PhrasesetDetails, PhrasesetListResponse } from '../../src/shared/api/phrasesets';
import type { StartPromptResponse } from '../../src/shared/api/rounds';
import { describeEachEngine } from '../support';
import { ok, playCopy, playPrompt, playVote } from '../support/game';

const START = new Date('2032-02-01T10:00:00Z');
const MINUTE = 60_000;

describeEachEngine(
  'past-round tracking',
  (ctx) => {
    it('lists the player’s prompts and copies with filters, paging and new activity', async () => {
      const [player, other, copierA, copierB, voter1, voter2, voter3] = await Promise.all(
        Array.from({ length: 7 }, () => ctx.registerPlayer()),
      );
      const list = async (query = '') =>
        ok<PhrasesetListResponse>(ctx.app, player!, 'GET', `/player/phrasesets${query}`);

      // A prompt that times out (abandoned), then one that becomes a set, another player's
      // prompt the player copies, and a prompt still waiting for copies.
      const abandoned = await ok<StartPromptResponse>(ctx.app, player!, 'POST', '/rounds/prompt');
      ctx.clock.advance(10 * MINUTE);
      const toSet = await playPrompt(ctx.app, player!);
      ctx.clock.advance(MINUTE);
      const copied = await playPrompt(ctx.app, other!);
      ctx.clock.advance(MINUTE);
      const myCopy = await playCopy(ctx.app, player!, { promptText: copied.promptText });
      expect(myCopy.promptRoundId).toBe(copied.roundId);
      ctx.clock.advance(MINUTE);
      const waiting = await playPrompt(ctx.app, player!);
      ctx.clock.advance(MINUTE);
      const firstCopy = await playCopy(ctx.app, copierA!, { promptText: toSet.promptText });
      await playCopy(ctx.app, copierB!, {
        promptText: toSet.promptText,
        otherCopy: firstCopy.phrase,
      });
      await playVote(ctx.app, voter1!, (phrases) => phrases[0]!);
      await playVote(ctx.app, voter2!, (phrases) => phrases[0]!);

      const all = await list();
      expect(all.total).toBe(4);
      expect(all.has_more).toBe(false);
      expect(
        all.phrasesets.map((item) => [item.prompt_round_id, item.your_role, item.status]),
      ).toEqual([
        [waiting.roundId, 'prompt', 'waiting_copies'],
        [copied.roundId, 'copy', 'waiting_copy1'],
        [toSet.roundId, 'prompt', 'voting'],
        [abandoned.round_id, 'prompt', 'abandoned'],
      ]);
      const set = all.phrasesets[2]!;
      expect(set).toMatchObject({
        phraseset_id: expect.any(String),
        your_phrase: toSet.phrase,
        vote_count: 2,
        has_copy1: true,
        has_copy2: true,
        your_payout: null,
        payout_claimed: false,
        // Two copies and two votes by others since the player last looked (never).
        new_activity_count: 4,
      });
      expect(all.phrasesets[1]).toMatchObject({
        phraseset_id: null,
        your_phrase: myCopy.phrase,
        has_copy1: true,
        has_copy2: false,
      });

      const ids = (response: PhrasesetListResponse) =>
        response.phrasesets.map((item) => item.prompt_round_id);
      expect(ids(await list('?role=prompt'))).toEqual([
        waiting.roundId,
        toSet.roundId,
        abandoned.round_id,
      ]);
      expect(ids(await list('?role=copy'))).toEqual([copied.roundId]);
      expect(ids(await list('?status=in_progress'))).toEqual([
        waiting.roundId,
        copied.roundId,
        toSet.roundId,
      ]);
      expect(ids(await list('?status=voting'))).toEqual([toSet.roundId]);
      expect(ids(await list('?status=abandoned&role=prompt'))).toEqual([abandoned.round_id]);
      expect(await list('?status=finalized')).toEqual({
        phrasesets: [],
        total: 0,
        has_more: false,
      });
      expect(await list('?limit=2')).toMatchObject({
        total: 4,
        has_more: true,
        phrasesets: [{ prompt_round_id: waiting.roundId }, {}],
      });
      expect(ids(await list('?limit=2&offset=2'))).toEqual([toSet.roundId, abandoned.round_id]);
      expect(await list('?limit=2&offset=10')).toEqual({
        phrasesets: [],
        total: 4,
        has_more: false,
      });
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/player/phrasesets?limit=0',
            headers: player!.headers,
          })
        ).statusCode,
      ).toBe(422);

      // Opening the details marks the timeline seen; new activity counts from there.
      await ok(ctx.app, player!, 'GET', `/phrasesets/${set.phraseset_id}/details`);
      expect((await list('?status=voting')).phrasesets[0]!.new_activity_count).toBe(0);
      await playVote(ctx.app, voter3!, (phrases) => phrases[0]!);
      expect((await list('?status=voting')).phrasesets[0]).toMatchObject({
        new_activity_count: 2,
        vote_count: 3,
      });

      // Details by prompt round id, before a set exists.
      const early = await ok<PhrasesetDetails>(
        ctx.app,
        player!,
        'GET',
        `/phrasesets/${waiting.roundId}/details`,
      );
      expect(early).toMatchObject({
        phraseset_id: null,
        prompt_round_id: waiting.roundId,
        status: 'waiting_copies',
        original_phrase: waiting.phrase,
        copy_phrase_1: null,
        your_role: 'prompt',
        vote_count: 0,
        results: null,
        total_pool: ctx.settings.prompt_cost,
      });
      const asCopier = await ok<PhrasesetDetails>(
        ctx.app,
        player!,
        'GET',
        `/phrasesets/${copied.roundId}/details`,
      );
      expect(asCopier).toMatchObject({
        status: 'waiting_copy1',
        your_role: 'copy',
        your_phrase: myCopy.phrase,
        copy_phrase_1: myCopy.phrase,
      });
      expect(
        asCopier.contributors.map((contributor) => [contributor.username, contributor.is_you]),
      ).toEqual([
        [other!.username, false],
        [player!.username, true],
      ]);
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
