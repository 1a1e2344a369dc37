// POST /player/results/announce: each finalized, unviewed result of the player is handed out
// once, to whichever caller marks it first, also under parallel calls over real HTTP (on
// PostgreSQL they run on separate connections); viewed results and other players' never.
import { beforeAll, expect, it } from 'vitest';
import type { AnnouncedResultsResponse } from '../../src/shared/api/phrasesets';
import { databaseSnapshot, describeEachEngine, type RegisteredPlayer } from '../support';
import { finalizeSet, registerCast, type Cast } from '../support/finalized-results';
import { call, ok, playCopy, playPrompt } from '../support/game';

const ANNOUNCE = '/player/results/announce';
const PARALLEL_CALLS = 8;

describeEachEngine(
  'announcing finished results',
  (ctx) => {
    let cast: Cast;
    beforeAll(async () => {
      cast = await registerCast(ctx);
    });

    const announce = async (player: RegisteredPlayer) =>
      (await ok<AnnouncedResultsResponse>(ctx.app, player, 'POST', ANNOUNCE)).announced;

    /** The same call from several clients at once, over real HTTP. */
    const announceInParallel = async (player: RegisteredPlayer) => {
      const url = await ctx.listen();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, async () => {
          const response = await fetch(`${url}${ANNOUNCE}`, {
            method: 'POST',
            headers: player.headers,
          });
          expect(response.status).toBe(200);
          return ((await response.json()) as AnnouncedResultsResponse).announced;
        }),
      );
      return answers.flat().map((result) => result.phraseset_id);
    };

    it('hands out finalized unviewed results once, as pending results, never viewed ones', async () => {
      const author = await ctx.registerPlayer();
      expect(await announce(author)).toEqual([]);
      const first = await finalizeSet(ctx, author, cast);
      const second = await finalizeSet(ctx, author, cast);
      const viewed = await finalizeSet(ctx, author, cast);
      await ok(ctx.app, author, 'POST', `/phrasesets/${viewed}/claim`);

      const pending = (await ok(ctx.app, author, 'GET', '/player/pending-results')).pending;
      const announced = await announce(author);
      expect(announced).toEqual(
        pending.filter((result: { phraseset_id: string }) =>
          [first, second].includes(result.phraseset_id),
        ),
      );
      expect(announced.map((result) => result.phraseset_id).sort()).toEqual([first, second].sort());
      expect(await announce(author)).toEqual([]);

      // Announcing is not viewing: the results still wait in the player's list.
      const after = (await ok(ctx.app, author, 'GET', '/player/pending-results')).pending;
      expect(after).toEqual(pending);
    });

    it('gives each player only their own results, each role its own', async () => {
      const author = await ctx.registerPlayer();
      const stranger = await ctx.registerPlayer();
      const set = await finalizeSet(ctx, author, cast);
      expect(await announce(stranger)).toEqual([]);
      expect(await announce(author)).toEqual([
        expect.objectContaining({ phraseset_id: set, role: 'prompt' }),
      ]);
      // The copier's result is theirs to be told of, whoever was told before.
      expect(await announce(cast.copier1)).toEqual(
        expect.arrayContaining([expect.objectContaining({ phraseset_id: set, role: 'copy' })]),
      );
      expect((await announce(cast.copier1)).map((result) => result.phraseset_id)).not.toContain(
        set,
      );
    });

    it(`never hands a result out twice under ${PARALLEL_CALLS} parallel calls`, async () => {
      const author = await ctx.registerPlayer();
      for (const size of [3, 1, 2]) {
        const sets: string[] = [];
        for (let i = 0; i < size; i += 1) sets.push(await finalizeSet(ctx, author, cast));
        const handedOut = await announceInParallel(author);
        expect(handedOut.sort()).toEqual(sets.sort());
      }
    });

    // Last: its prompt keeps waiting for copies, where the sets above would take it.
    it('hands out nothing still in play', async () => {
      const author = await ctx.registerPlayer();
      await announce(cast.copier1); // the copier's results of the sets above
      const prompt = await playPrompt(ctx.app, author);
      await playCopy(ctx.app, cast.copier1, { promptText: prompt.promptText });
      expect(await announce(author)).toEqual([]);
      expect(await announce(cast.copier1)).toEqual([]);
    });

    it('answers hostile requests with 4xx or an empty answer, never 5xx, changing nothing', async () => {
      const player = await ctx.registerPlayer();
      const before = await databaseSnapshot(ctx.database.db);
      expect((await ctx.app.inject({ method: 'POST', url: ANNOUNCE })).statusCode).toBe(401);
      for (const [payload, contentType] of [
        ['{"announced": ', 'application/json'],
        ['[1, 2, 3]', 'application/json'],
        [JSON.stringify({ x: 'y'.repeat(1024 * 1024) }), 'application/json'],
        ['\u0000\u0001', 'application/octet-stream'],
      ] as const) {
        const reply = await ctx.app.inject({
          method: 'POST',
          url: ANNOUNCE,
          payload,
          headers: { 'content-type': contentType, ...player.headers },
        });
        expect(reply.statusCode, reply.body).toBeLessThan(500);
        if (reply.statusCode >= 400) expect(Object.keys(reply.json())).toEqual(['detail']);
        else expect(reply.json()).toEqual({ announced: [] });
      }
      expect((await call(ctx.app, player, 'GET', ANNOUNCE)).status).toBe(404);
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
    });
  },
  // Each set waits out the minimum voting window on the test clock: keep it short so that the
  // access tokens of the suite's players stay valid through many sets.
  { settings: { vote_minimum_window_seconds: 1 } },
);
