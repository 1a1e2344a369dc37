// The timeline entry of each contribution records what its round cost, so the reveal can show
// the exact net figure: the result itself does not say whether a copy was discounted.
import { expect, it } from 'vitest';
import type { PhrasesetDetails } from '../../src/shared/api/phrasesets';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { ok, playCopy, playPrompt } from '../support/game';

const START = new Date('2032-03-01T10:00:00Z');
const MINUTE = 60_000;

describeEachEngine(
  'the round cost in the activity timeline',
  (ctx) => {
    it('records the prompt cost and each copy’s price as charged, a discounted one included', async () => {
      const [author1, author2, copier1, copier2] = await Promise.all(
        Array.from({ length: 4 }, () => ctx.registerPlayer()),
      );
      const { settings } = ctx;
      expect(settings.copy_cost_discount).toBeLessThan(settings.copy_cost_normal);
      const ownEntry = async (player: RegisteredPlayer, promptRoundId: string, type: string) => {
        const details = await ok<PhrasesetDetails>(
          ctx.app,
          player,
          'GET',
          `/phrasesets/${promptRoundId}/details`,
        );
        return details.activity.find(
          (entry) => entry.player_id === player.playerId && entry.activity_type === type,
        );
      };

      // One prompt waiting (not more than the threshold of 1): the first copy costs the normal price.
      const first = await playPrompt(ctx.app, author1!);
      expect((await ownEntry(author1!, first.roundId, 'prompt_created'))?.metadata).toEqual({
        cost: settings.prompt_cost,
      });
      ctx.clock.advance(MINUTE);
      const normal = await playCopy(ctx.app, copier1!, { promptText: first.promptText });
      expect(normal.cost).toBe(settings.copy_cost_normal);
      expect((await ownEntry(copier1!, first.roundId, 'copy1_submitted'))?.metadata).toEqual({
        cost: settings.copy_cost_normal,
      });

      // Two prompts waiting (more than 1): the next copy is discounted, and says so.
      ctx.clock.advance(MINUTE);
      const second = await playPrompt(ctx.app, author2!);
      ctx.clock.advance(MINUTE);
      // The queue gives the oldest waiting prompt (the first, whose other copy is `normal`):
      // the phrase avoids the words of both prompts, so it is valid wherever the copy lands.
      const discounted = await playCopy(ctx.app, copier2!, {
        promptText: `${first.promptText} ${second.promptText}`,
        otherCopy: normal.phrase,
      });
      expect(discounted.cost).toBe(settings.copy_cost_discount);
      const slot =
        discounted.promptRoundId === first.roundId ? 'copy2_submitted' : 'copy1_submitted';
      expect((await ownEntry(copier2!, discounted.promptRoundId, slot))?.metadata).toEqual({
        cost: settings.copy_cost_discount,
      });
    });
  },
  { clockStart: START, settings: { copy_discount_threshold: 1 } },
);
