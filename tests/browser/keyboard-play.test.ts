// The app played by keyboard alone, in Chromium against the real main core and game server:
// focus is never lost to the page body when the control that held it is disabled or goes away
// (a dismissed error, a refused phrase, a cast vote, a skipped tutorial card, a claimed reward,
// a closed toast), and every focused control shows its focus (WCAG 2.4.7).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import { QUEST_DEFINITIONS } from '../../src/server/game/rules/quests';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { helperPrompts, PHRASES, setWaitingForVotes } from '../support/browser/helpers';
import { focusedElement, focusShows, hasFocus, settled, tabTo } from '../support/browser/keyboard';
import { breakCalls } from '../support/browser/page-probes';
import { newAccount, registerByKeyboard } from '../support/browser/players';
import { panel, pollDashboardNow } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';
import { submissionOutcome } from '../support/browser/submission-outcome';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Real words the dictionary knows in no phrase: the server refuses it. */
const REFUSED_PHRASE = 'zzzz qqqq';

describe.skipIf(!available)('the app by keyboard alone (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness({ clock });
    player = harness.stack.core;
    page = await harness.openPage();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const heading = () => page.getByRole('heading', { level: 1 });

  it('landing: a refused sign-in and its dismissed error leave focus in the form', async () => {
    const returning = page.getByRole('form', { name: 'Returning player' });
    await returning.getByLabel('Email').waitFor();
    await tabTo(page, returning.getByLabel('Email'));
    await page.keyboard.type('nobody@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toBe('button: Log In');
    await page.keyboard.press('Space');
    await returning.getByRole('alert').waitFor();
    // The pressed button was disabled while the server answered.
    expect.soft(await settled(() => focusedElement(page), 'button: Log In')).toBe('button: Log In');

    await tabTo(page, returning.getByRole('button', { name: 'Dismiss error' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await returning.getByRole('alert').waitFor({ state: 'detached' });
    expect.soft(await hasFocus(returning.getByLabel('Email'))).toBe(true);
  });

  it('welcome modal and tutorial card: focus goes in, stays, and Skip hands it to the heading', async () => {
    const account = newAccount('keys');
    const create = page.getByRole('form', { name: 'Create account' });
    await tabTo(page, create.getByLabel('Email'), 'Shift+Tab');
    await registerByKeyboard(page, account);

    const modal = page.getByRole('dialog', { name: 'Welcome to Copycat!' });
    await modal.waitFor();
    await expect.poll(() => focusedElement(page)).toBe('button: Start Tutorial');
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await focusedElement(page)).toBe('button: No Thanks');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    const card = page.locator('.tutorial-card');
    await card.waitFor();
    await expect.poll(() => focusedElement(page)).toBe('button: Next');
    expect(await focusShows(page)).toBe(true);
    const title = await card.getByRole('heading').innerText();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByRole('heading').innerText()).not.toBe(title);
    expect(await focusedElement(page)).toBe('button: Next');

    await tabTo(page, card.getByRole('button', { name: 'Skip Tutorial' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });
    expect.soft(await settled(() => hasFocus(heading()), true)).toBe(true);
  });

  it('prompt round: a refused phrase and its dismissed error leave focus in the phrase field', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Start Prompt Round' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/prompt$/);
    const field = page.getByLabel('Your phrase');
    await expect.poll(() => hasFocus(field)).toBe(true);

    // Enter in the field: the field is disabled while the phrase is sent.
    await page.keyboard.type(REFUSED_PHRASE);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    expect.soft(await settled(() => hasFocus(field), true)).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'Dismiss error' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    expect.soft(await hasFocus(field)).toBe(true);

    // Space on Submit Phrase: the button is disabled while the phrase is sent.
    await tabTo(page, page.getByRole('button', { name: 'Submit Phrase' }));
    await page.keyboard.press('Space');
    await page.getByRole('alert').waitFor();
    expect.soft(await settled(() => hasFocus(field), true)).toBe(true);

    // The prompt's like button, by Space.
    const like = page.getByRole('button', { name: 'Like this prompt', exact: true });
    await tabTo(page, like, 'Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    for (const phrase of PHRASES) {
      await tabTo(page, field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(phrase);
      await page.keyboard.press('Enter');
      if ((await submissionOutcome(page)) === 'ok') break;
    }
    await page.waitForURL(/#\/dashboard$/);
    await expect.poll(() => hasFocus(heading())).toBe(true);
  });

  it('vote round: Tab reaches the three phrases, Enter votes, focus moves to the result', async () => {
    await setWaitingForVotes(harness.stack);
    await pollDashboardNow(player);
    const start = page.getByRole('button', { name: 'Start Vote Round' });
    await start.waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/vote$/);

    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await tabTo(page, options.first());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await hasFocus(options.nth(2))).toBe(true);
    await page.keyboard.press('Enter');
    const result = page.getByText('The original phrase:');
    await result.waitFor();
    // The result itself (the page body holds its text too: focusedElement reads '' there).
    const onResult = async () => (await focusedElement(page)).includes('The original phrase:');
    expect.soft(await settled(onResult, true)).toBe(true);
    await page.waitForURL(/#\/dashboard$/);
  });

  it('rewards: the lit chest shows focus; a quest and the daily bonus claimed by keyboard keep focus on the screen', async () => {
    const quest = QUEST_DEFINITIONS.round_completion_5;
    await helperPrompts(player, quest.target);
    await pollDashboardNow(player);
    const chest = page.getByRole('link', { name: 'Rewards and quests: rewards waiting' });
    await chest.waitFor();
    await tabTo(page, chest, 'Shift+Tab');
    expect.soft(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/quests$/);

    const claim = page.getByRole('button', {
      name: `Claim ${formatCoins(quest.reward)} for ${quest.name}`,
    });
    await tabTo(page, claim);
    await page.keyboard.press('Enter');
    await page.getByText(`Quest reward claimed: +${formatCoins(quest.reward)}`).waitFor();
    expect.soft(await settled(() => focusedElement(page), 'h2: Quests')).toBe('h2: Quests');

    clock.advance(DAY_MS + 60_000);
    await pollDashboardNow(player);
    const bonus = panel(page, 'Daily Bonus').getByRole('button', { name: /^Claim / });
    await expect.poll(() => bonus.isEnabled()).toBe(true);
    await tabTo(page, bonus, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => bonus.isDisabled()).toBe(true);
    expect
      .soft(await settled(() => focusedElement(page), 'h2: Daily Bonus'))
      .toBe('h2: Daily Bonus');
  });

  it('error toast: closed by keyboard, focus goes to the screen heading', async () => {
    // Loading the statistics fails as if the connection dropped: the network toast opens.
    await breakCalls(page, ['player:statistics']);
    await page.locator('.header__username').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/statistics$/);
    const close = page.getByRole('button', { name: 'Close notification' });
    await close.waitFor();
    await tabTo(page, page.locator('.toast').getByRole('button', { name: 'Retry' }));
    await page.keyboard.press('Tab');
    expect(await hasFocus(close)).toBe(true);
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await close.waitFor({ state: 'detached' });
    expect.soft(await settled(() => hasFocus(heading()), true)).toBe(true);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
