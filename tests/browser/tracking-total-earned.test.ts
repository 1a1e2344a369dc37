// /tracking's Total Earned tile for a player with more past rounds than the list loads (100),
// in Chromium against the real main core and server: it shows what all of them paid, the sum
// of `your_payout` over every page of the player's rounds, not over the listed ones only.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { PAST_ROUNDS_LIMIT } from '../../src/renderer/src/features/tracking/filters';
import { formatCoins } from '../../src/renderer/src/lib/format';
import type { PhrasesetListResponse } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { addPaidFinishedSets } from '../support/browser/finished-sets';
import { playerIdOf, unwrap } from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** More finalized rounds than the list loads. */
const ROUNDS = 120;

describe.skipIf(!available)('Total Earned covers every past round (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness();
    player = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, player);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** The sum of `your_payout` over every page of the player's rounds, as the API lists them. */
  async function paidOverAllPages(): Promise<{ total: number; rounds: number }> {
    let total = 0;
    let rounds = 0;
    for (let offset = 0; ; offset += PAST_ROUNDS_LIMIT) {
      const answer = unwrap<PhrasesetListResponse>(
        await player.invoke('player:phrasesets', {
          role: 'all',
          status: 'all',
          limit: PAST_ROUNDS_LIMIT,
          offset,
        }),
        'phrasesets',
      );
      total += answer.phrasesets.reduce((sum, item) => sum + (item.your_payout ?? 0), 0);
      rounds += answer.phrasesets.length;
      if (!answer.has_more) return { total, rounds };
    }
  }

  it(`with ${ROUNDS} finalized rounds, the tile shows what all of them paid`, async () => {
    const playerId = await playerIdOf(player);
    // Each set pays a different amount (the g-th oldest g FC), so the newest 100 alone sum to
    // less than all 120 do: 7,050 FC against 7,260 FC.
    const paid = await addPaidFinishedSets(harness.stack, playerId, ROUNDS, (g) => g);
    const truth = await paidOverAllPages();
    expect(truth).toEqual({ total: paid, rounds: ROUNDS });
    await pollDashboardNow(player);

    await page.goto(page.url().replace(/#.*$/, '#/tracking'));
    const list = page.getByRole('list', { name: 'Past rounds' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBe(PAST_ROUNDS_LIMIT);
    const tiles = page.locator('.tracking-tiles dd');
    await expect
      .poll(() => tiles.allInnerTexts())
      .toEqual(['0', String(ROUNDS), formatCoins(truth.total)]);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
