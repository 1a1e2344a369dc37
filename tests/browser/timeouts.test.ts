// Rounds that run out of time, in Chromium against the real core and a server whose vote and
// prompt rounds last a few seconds: the vote screen's forfeit notice, the prompt screen's
// expired form, and the dashboard afterwards.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { setWaitingForVotes } from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** Long enough to load the round screen, short enough to wait for. */
const ROUND_SECONDS = 4;
/** Waiting for a round to run out: its length plus room for a slow machine. */
const EXPIRY_WAIT_MS = (ROUND_SECONDS + 5) * 1000;

describe.skipIf(!available)('rounds that time out (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness({
      overrides: {
        vote_round_seconds: ROUND_SECONDS,
        prompt_round_seconds: ROUND_SECONDS,
        // The server frees the player for the next round as soon as the countdown ends.
        grace_period_seconds: 0,
      },
    });
    player = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, player);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tile = (name: string) => page.getByRole('article', { name });

  /** Back on the dashboard once the server has expired the round the player let run out. */
  async function backToDashboardAfterExpiry(): Promise<void> {
    await harness.stack.sweep();
    await page.getByRole('link', { name: 'Copycat dashboard' }).click();
    await page.waitForURL(/#\/dashboard$/);
    await pollDashboardNow(player);
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).waitFor();
    // The expired round left no active-round banner behind.
    expect(await page.getByRole('region', { name: 'Active round' }).count()).toBe(0);
  }

  it('lets a vote round run out: "Time\'s up! You forfeited" and the vote cost', async () => {
    await setWaitingForVotes(harness.stack);
    await pollDashboardNow(player);

    await tile('Vote').getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await options.first().waitFor();
    const voteCost = harness.stack.server.settings.vote_cost;
    expect(await page.locator('.round__cost').innerText()).toContain(formatCoins(voteCost));

    await page
      .getByRole('alert')
      .filter({ hasText: `Time's up! You forfeited ${formatCoins(voteCost)}.` })
      .waitFor({ timeout: EXPIRY_WAIT_MS });
    expect(await page.getByRole('timer').innerText()).toBe("Time's Up!");
    for (const option of await options.all()) expect(await option.isDisabled()).toBe(true);
    await harness.screenshot(page, 'vote-timed-out');
    await backToDashboardAfterExpiry();
  });

  it('lets a prompt round run out: the timer says so and the form is closed', async () => {
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).click();
    await page.waitForURL(/#\/prompt$/);
    await page.getByLabel('Your phrase').fill('velvet moon garden');

    await page.getByRole('timer', { name: 'Time is up' }).waitFor({ timeout: EXPIRY_WAIT_MS });
    expect(await page.getByRole('timer').innerText()).toBe("Time's Up!");
    expect(await page.getByLabel('Your phrase').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Phrase' }).isDisabled()).toBe(true);
    expect(await page.getByRole('alert').innerText()).toBe(
      "This round has expired. Don't worry - you can start a new one right away!",
    );
    await harness.screenshot(page, 'prompt-timed-out');
    await backToDashboardAfterExpiry();
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
