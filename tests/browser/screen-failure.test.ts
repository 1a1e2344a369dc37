// A screen whose code fails to load (a damaged install, a file the antivirus holds) in Chromium
// against the real main core and game server: the header stays, the notice says so in plain
// words and passes axe-core and the layout check, Retry by keyboard loads the screen once its
// file can be read again, and Back to Dashboard leaves the notice.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { axeViolations } from '../support/browser/axe';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { layoutProblems } from '../support/browser/layout';
import { registerAndSkipTutorial } from '../support/browser/players';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** The built quests screen's chunk (electron-vite names it after the component). */
const QUESTS_CHUNK = /\/assets\/QuestsScreen-[^/]*\.js$/;
const NOTICE = 'This screen could not be shown';

describe.skipIf(!available)('a screen that fails to load (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await startAppHarness();
    page = await harness.openPage();
    await registerAndSkipTutorial(page, harness.stack.core);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const focusedText = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

  it('keeps the header, says so plainly, and Retry loads the screen once it can', async () => {
    let refused = 0;
    await page.route(QUESTS_CHUNK, (route) => {
      refused += 1;
      return route.abort('failed');
    });
    await page
      .getByRole('link', { name: /quests/i })
      .first()
      .click();
    await page.getByRole('heading', { name: NOTICE }).waitFor();
    expect(refused).toBeGreaterThan(0);
    // Focus is on the notice: the control that had it went away with the screen.
    expect(await focusedText()).toBe(NOTICE);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    const alert = await page.getByRole('alert').innerText();
    expect(alert).not.toMatch(/import|module|fetch|Error/);
    expect(await axeViolations(page, 'screen-failure')).toEqual([]);
    expect(await layoutProblems(harness, page, 'screen-failure')).toEqual([]);
    // Asked for once (React renders a failed transition twice), not again and again meanwhile.
    expect(refused).toBeLessThanOrEqual(2);

    await page.unroute(QUESTS_CHUNK);
    // By keyboard: Tab from the heading reaches Retry.
    for (let presses = 0; presses < 5; presses += 1) {
      if ((await focusedText()) === 'Retry') break;
      await page.keyboard.press('Tab');
    }
    expect(await focusedText()).toBe('Retry');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Rewards & Quests' }).waitFor();
    expect(await page.getByRole('heading', { name: NOTICE }).count()).toBe(0);
  });

  it('Back to Dashboard leaves a screen that cannot be shown', async () => {
    await page.route(/\/assets\/StatisticsScreen-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.evaluate(() => {
      window.location.hash = '#/statistics';
    });
    await page.getByRole('heading', { name: NOTICE }).waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    expect(await page.getByRole('heading', { name: NOTICE }).count()).toBe(0);
  });
});
