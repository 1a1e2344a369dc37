// The prompt library (src/server/data/prompts.json) synced into the database at start, and
// how prompt rounds draw from it.
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema';
import {
  shippedPromptLibrary,
  syncPromptLibrary,
  type PromptLibrary,
} from '../../src/server/game/engine/prompt-library';
import type { StartPromptResponse } from '../../src/shared/api/rounds';
import { describeEachEngine, type EngineContext } from '../support';
import { ok, validPromptPhrase } from '../support/game';
import { countStatements } from '../support/query-counter';

const START = new Date('2032-01-01T10:00:00Z');
const LATER = new Date('2032-01-02T10:00:00Z');

const rows = (ctx: EngineContext) =>
  ctx.database.db.select().from(prompts).orderBy(asc(prompts.id));

describeEachEngine(
  'prompt library',
  (ctx) => {
    it('is in the database after start: every shipped prompt, enabled', async () => {
      const shipped = shippedPromptLibrary();
      expect(shipped.prompts.length).toBeGreaterThanOrEqual(350);
      const stored = await rows(ctx);
      expect(
        stored.map(({ id, category, text, enabled }) => ({ id, category, text, enabled })),
      ).toEqual(
        [...shipped.prompts]
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((prompt) => ({ ...prompt, enabled: true })),
      );
    });

    it('adds new prompts, updates changed ones, disables removed ones, and is idempotent', async () => {
      const shipped = shippedPromptLibrary();
      const [first, second, ...rest] = shipped.prompts;
      const edited: PromptLibrary = {
        version: shipped.version + 1,
        prompts: [
          { ...first!, text: `${first!.text} (edited)` },
          ...rest,
          { id: 'test-001', category: 'test', text: 'A brand new prompt about' },
        ],
      };
      // Three processes starting at once with the new library.
      await Promise.all([1, 2, 3].map(() => syncPromptLibrary(ctx.database.db, edited, LATER)));
      const byId = new Map((await rows(ctx)).map((row) => [row.id, row]));
      expect(byId.get(first!.id)).toMatchObject({
        text: `${first!.text} (edited)`,
        enabled: true,
        syncedAt: LATER,
      });
      expect(byId.get(second!.id)).toMatchObject({ enabled: false, syncedAt: LATER });
      expect(byId.get('test-001')).toMatchObject({ enabled: true, category: 'test' });
      expect(byId.get(rest[0]!.id)).toMatchObject({ enabled: true, syncedAt: START });

      const again = new Date(LATER.getTime() + 1000);
      await syncPromptLibrary(ctx.database.db, edited, again);
      expect((await rows(ctx)).filter((row) => row.syncedAt.getTime() === again.getTime())).toEqual(
        [],
      );

      // Back to the shipped library: the removed prompt returns, the test prompt goes.
      await syncPromptLibrary(ctx.database.db, shipped, again);
      const restored = new Map((await rows(ctx)).map((row) => [row.id, row]));
      expect(restored.get(second!.id)?.enabled).toBe(true);
      expect(restored.get('test-001')?.enabled).toBe(false);
      expect(restored.get(first!.id)?.text).toBe(first!.text);
    });

    it('checks an unchanged library with one read and writes nothing', async () => {
      const shipped = shippedPromptLibrary();
      await syncPromptLibrary(ctx.database.db, shipped, ctx.clock.now());
      const counted = countStatements(ctx.database);
      await syncPromptLibrary(counted.database.db, shipped, LATER);
      expect(counted.statements).toHaveLength(1);
      expect(counted.statements[0]).toMatch(/^select md5/);
      // One prompt's text differs by a letter: the sync writes again.
      const [first, ...rest] = shipped.prompts;
      const edited = { ...shipped, prompts: [{ ...first!, text: `${first!.text}s` }, ...rest] };
      counted.reset();
      await syncPromptLibrary(counted.database.db, edited, LATER);
      expect(counted.statements.length).toBeGreaterThan(1);
      expect((await rows(ctx)).find((row) => row.id === first!.id)?.text).toBe(`${first!.text}s`);
      await syncPromptLibrary(ctx.database.db, shipped, LATER);
      expect((await rows(ctx)).find((row) => row.id === first!.id)?.text).toBe(first!.text);
    });

    it('draws prompts the player has not had, and repeats only once all were seen', async () => {
      const shipped = shippedPromptLibrary();
      const few: PromptLibrary = { version: shipped.version, prompts: shipped.prompts.slice(0, 3) };
      await syncPromptLibrary(ctx.database.db, few, ctx.clock.now());
      const player = await ctx.registerPlayer();
      const drawn: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const round = await ok<StartPromptResponse>(ctx.app, player, 'POST', '/rounds/prompt');
        drawn.push(round.prompt_text);
        await ok(ctx.app, player, 'POST', `/rounds/${round.round_id}/submit`, {
          phrase: validPromptPhrase(ctx.serverContext, round.prompt_text),
        });
      }
      expect(new Set(drawn.slice(0, 3))).toEqual(new Set(few.prompts.map((prompt) => prompt.text)));
      expect(few.prompts.map((prompt) => prompt.text)).toContain(drawn[3]);
      await syncPromptLibrary(ctx.database.db, shipped, ctx.clock.now());
    });
  },
  { clockStart: START },
);
