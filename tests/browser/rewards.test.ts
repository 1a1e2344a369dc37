// Rewards & Quests in Chromium against the real core and server: a quest completed through
// play is claimed, and a day later (on the server's clock) the daily bonus; the reward shows
// and the header's balance follows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { QUEST_DEFINITIONS } from '../../src/server/game/rules/quests';
import { formatCoins } from '../../src/renderer/src/lib/format';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { helperPrompts } from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { balanceReaches, panel, pollDashboardNow, shownBalance } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The cheapest quest to finish by playing: 5 prompt or copy rounds within 24 hours. */
const QUICK_PLAYER = QUEST_DEFINITIONS.round_completion_5;

describe.skipIf(!available)('rewards and quests (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness({ clock });
    player = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, player);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const questCard = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

  it('claims a quest completed through play', async () => {
    await helperPrompts(player, QUICK_PLAYER.target);
    await pollDashboardNow(player);

    // The header's chest lights up while a reward waits.
    await page.getByRole('link', { name: 'Rewards and quests: rewards waiting' }).click();
    await page.waitForURL(/#\/quests$/);
    const card = questCard(QUICK_PLAYER.name);
    await card.getByText(`${QUICK_PLAYER.target} / ${QUICK_PLAYER.target}`).waitFor();
    expect(await card.innerText()).toContain('Tier I');
    const before = await shownBalance(page);
    await harness.screenshot(page, 'quests-claimable');

    await card
      .getByRole('button', {
        name: `Claim ${formatCoins(QUICK_PLAYER.reward)} for ${QUICK_PLAYER.name}`,
      })
      .click();
    await page
      .getByRole('status')
      .getByText(`+${formatCoins(QUICK_PLAYER.reward)}`)
      .waitFor();
    await card.getByText('Claimed', { exact: true }).waitFor();
    await balanceReaches(page, before + QUICK_PLAYER.reward);
    // Claiming tier I opens tier II.
    await questCard(QUEST_DEFINITIONS.round_completion_10.name).waitFor();
    await page.getByRole('link', { name: 'Rewards and quests', exact: true }).waitFor();
    await harness.screenshot(page, 'quests-claimed');
  });

  it('claims the daily bonus once the server’s clock has moved a day on', async () => {
    const bonus = panel(page, 'Daily Bonus');
    const claim = bonus.getByRole('button', { name: /^Claim / });
    expect(await claim.isDisabled()).toBe(true);

    clock.advance(DAY_MS + 60_000);
    await pollDashboardNow(player);
    await bonus.getByText(/Your daily bonus of [\d,]+ FC is ready\./).waitFor();
    await page.getByRole('link', { name: 'Rewards and quests: rewards waiting' }).waitFor();
    const amount = harness.stack.server.settings.daily_bonus_amount;
    const before = await shownBalance(page);
    await harness.screenshot(page, 'quests-daily-bonus');

    await bonus.getByRole('button', { name: `Claim ${formatCoins(amount)}` }).click();
    await balanceReaches(page, before + amount);
    await bonus
      .getByText('Your next daily bonus will be available tomorrow.', { exact: false })
      .waitFor();
    expect(await claim.isDisabled()).toBe(true);
    // The bonus is day one of the login streak quest.
    const streak = questCard(QUEST_DEFINITIONS.login_streak_7.name);
    await streak.getByText(`1 / ${QUEST_DEFINITIONS.login_streak_7.target}`).waitFor();
    await harness.screenshot(page, 'quests-bonus-claimed');
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
