import { expect, it } from 'vitest';
import { getPhrasesetDetails } from '../../src/server/queries/phraseset-details';
import { describeEachEngine } from '../support';
import { ok, playPrompt } from '../support/game';

describeEachEngine('engine smoke', (ctx) => {
  it('plays', async () => {
    const [a] = await Promise.all([ctx.registerPlayer()]);
    const p = await playPrompt(ctx.app, a!);
    console.log(await getPhrasesetDetails(ctx.serverContext, a!.playerId, p.roundId));
    expect(1).toBe(1);
  });
});
