// The reveal's net figure for a copy started at the discount, in Chromium against the real
// server: it subtracts the price the server charged (recorded in the set's timeline), not the
// normal price guessed from the settings.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import type { ResultsResponse, StartCopyResponse } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { finalizeAfterVotingWindow } from '../support/browser/finished-sets';
import {
  helperCopyAll,
  helperPrompt,
  helperVote,
  sameText,
  signedUpPlayers,
  submitAnyPhrase,
  unwrap,
} from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('the reveal of a discounted copy (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness({
      clock,
      // Any waiting prompt turns the copy discount on, so the player's copy is discounted.
      overrides: { copy_discount_threshold: 0 },
    });
    player = harness.stack.core;
    page = await harness.openPage();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('subtracts the discounted price the copy actually cost', async () => {
    await registerAndSkipTutorial(page, player);
    const [author, copier, voterOne, voterTwo, voterThree] = await signedUpPlayers(harness.stack, [
      'costauthor',
      'costcopier',
      'costvoteone',
      'costvotetwo',
      'costvotethree',
    ]);
    const original = await helperPrompt(author);
    const copy = unwrap<StartCopyResponse>(
      await player.invoke('rounds:startCopy', undefined),
      'start copy',
    );
    const { copy_cost_normal: normal, copy_cost_discount: discount } =
      harness.stack.server.settings;
    expect(discount).toBeLessThan(normal);
    expect(copy).toMatchObject({ discount_active: true, cost: discount });
    const mine = await submitAnyPhrase(player, copy.round_id, [original.toLowerCase()]);
    await helperCopyAll(copier);

    // Two votes for the player's copy, one for the original: the window then closes.
    const pickMine = (phrases: readonly string[]) => phrases.find((p) => sameText(p, mine))!;
    const { phrasesetId } = await helperVote(voterOne, pickMine);
    await helperVote(voterTwo, pickMine);
    await helperVote(voterThree, (phrases) => phrases.find((p) => sameText(p, original))!);
    await finalizeAfterVotingWindow(harness.stack, clock, player, phrasesetId);
    const result = unwrap<ResultsResponse>(
      await player.invoke('phrasesets:results', { id: phrasesetId }),
      'results',
    );
    expect(result.your_role).toBe('copy');

    // Reduced motion: the reveal opens on its final state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pollDashboardNow(player);
    await page.getByRole('link', { name: '1 results ready' }).click();
    await page.locator('.result-detail[data-reveal="done"]').waitFor();
    const outcome = page.locator('.result-detail').getByRole('status');
    const sum = outcome.locator('.net-outcome__sum');
    await sum.waitFor();
    expect(await sum.innerText()).toBe(
      `${formatCoins(result.your_payout)} paid out minus the ${formatCoins(discount)} entry fee`,
    );
    const net = result.your_payout - discount;
    expect(await outcome.locator('.net-outcome__value').innerText()).toBe(
      net > 0 ? `+${formatCoins(net)}` : net < 0 ? `\u2212${formatCoins(-net)}` : formatCoins(0),
    );
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
