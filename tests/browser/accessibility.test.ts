// Every screen state of the app, in Chromium against the real main core and game server:
// - axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practice) finds nothing, with the OS in
//   light and in dark mode;
// - at the app's smallest window (800x600) and at 1920x1080 nothing is cut, pushed outside the
//   window, or lying on or touching another control (screenshots of both under
//   test-output/screens/);
// - the keyboard alone plays: skip link, Escape on the welcome modal and the admin password,
//   focus on each new screen's heading, arrow keys between the admin tabs, a prompt round, more
//   of a long list of results.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import type { PhrasesetListResponse } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { axeViolations } from '../support/browser/axe';
import { pushEvent } from '../support/browser/bridge';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { addFinishedSets, finalizeAfterVotingWindow } from '../support/browser/finished-sets';
import { ADMIN_PASSWORD } from '../support/browser/game-stack';
import {
  helperCopyAll,
  helperPrompt,
  PHRASES,
  playerIdOf,
  signedUpPlayers,
  unwrap,
  votesOnSet,
} from '../support/browser/helpers';
import { layoutProblems } from '../support/browser/layout';
import { breakCalls } from '../support/browser/page-probes';
import {
  LONGEST_USERNAME_PREFIX,
  newAccount,
  registerByKeyboard,
} from '../support/browser/players';
import { panel, pollDashboardNow } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';
import { submissionOutcome } from '../support/browser/submission-outcome';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('every screen state: accessible and whole (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;
  let others: AppCore[];
  /** What the checks found, per test; each test expects its own list to stay empty. */
  let violations: string[];
  let layout: string[];

  beforeAll(async () => {
    harness = await startAppHarness({ clock });
    player = harness.stack.core;
    page = await harness.openPage();
    others = await signedUpPlayers(harness.stack, ['prompter', 'copya', 'copyb', 'va', 'vb', 've']);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** axe in both schemes at the test window, then the layout at both window sizes. */
  async function inspect(state: string): Promise<void> {
    violations.push(...(await axeViolations(page, state)));
    layout.push(...(await layoutProblems(harness, page, state)));
  }
  function expectClean(): void {
    expect.soft(violations, 'axe-core violations').toEqual([]);
    expect.soft(layout, 'layout problems').toEqual([]);
  }
  const begin = () => {
    violations = [];
    layout = [];
  };

  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element
        ? `${element.tagName.toLowerCase()}: ${(element as HTMLElement).innerText ?? ''}`.trim()
        : '';
    });
  /** Presses Tab until `name` (an accessible name) has focus; fails after 40 presses. */
  async function tabTo(role: 'button' | 'link' | 'textbox', name: string | RegExp): Promise<void> {
    const target = page.getByRole(role, { name }).first();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
        return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${role} "${String(name)}" (focus: ${await focused()})`);
  }
  const go = (hash: string) =>
    page.evaluate((route) => {
      window.location.hash = route;
    }, hash);

  it('landing and sign-in errors; a new player registers and plays a prompt round by keyboard', async () => {
    begin();
    await page.getByRole('heading', { name: 'Create account' }).waitFor();
    await inspect('landing');

    // The skip link is the first stop and takes focus into the main content.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a: Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const returning = page.getByRole('form', { name: 'Returning player' });
    await returning.getByLabel('Email').fill('nobody@example.com');
    await returning.getByLabel('Password').fill('not-the-password');
    await returning.getByRole('button', { name: 'Log In' }).click();
    await returning.getByRole('alert').waitFor();
    await inspect('landing-sign-in-error');

    // Registering, by keyboard only.
    // As long a username as there can be: the header must still keep to one row at 800x600.
    const account = newAccount(LONGEST_USERNAME_PREFIX);
    const create = page.getByRole('form', { name: 'Create account' });
    await tabTo('textbox', 'Email');
    expect(await create.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await registerByKeyboard(page, account);

    // The welcome modal takes focus; Escape closes it (the tour is declined).
    const modal = page.getByRole('dialog', { name: 'Welcome to Copycat!' });
    await modal.waitFor();
    await expect.poll(focused).toBe('button: Start Tutorial');
    await inspect('welcome-modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    const greeting = page.getByRole('heading', { level: 1 });
    await expect.poll(() => greeting.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Start Prompt Round' }).waitFor();
    await inspect('dashboard-new-player');

    // A prompt round by keyboard: start, write, submit, back on the dashboard.
    await tabTo('button', 'Start Prompt Round');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/prompt$/);
    await page.getByRole('timer').waitFor();
    // A round screen puts focus in its phrase field (the clock runs), not on its heading.
    await expect
      .poll(() => page.getByLabel('Your phrase').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await inspect('prompt-round');
    await tabTo('textbox', 'Your phrase');
    for (const phrase of PHRASES) {
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(phrase);
      await page.keyboard.press('Enter');
      const outcome = await submissionOutcome(page);
      if (outcome === 'ok') break;
      await tabTo('textbox', 'Your phrase');
    }
    await inspect('prompt-submitted');
    await page.waitForURL(/#\/dashboard$/, { timeout: 15_000 });
    // Back on the dashboard, focus is on its main heading again (not lost to the page body).
    await expect.poll(focused).toMatch(/^h1: Hi, /);
    expectClean();
  });

  it('empty states, copy and vote rounds, the vote result', async () => {
    begin();
    for (const [route, heading, state] of [
      ['#/results', 'Results', 'results-empty'],
      ['#/statistics', /./, 'statistics-new-player'],
      ['#/quests', 'Rewards & Quests', 'quests'],
    ] as const) {
      await go(route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page
        .locator('.spinner')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await inspect(state);
    }

    // Another player's prompt to copy, and one more that becomes a set the player may vote on.
    const [prompter, copyA, copyB] = others as [AppCore, AppCore, AppCore];
    await helperPrompt(prompter);
    await helperPrompt(prompter);
    await pollDashboardNow(player);
    await go('#/dashboard');
    await page.getByRole('button', { name: 'Start Copy Round' }).click();
    await page.waitForURL(/#\/copy$/);
    await page.getByText('Original phrase:').waitFor();
    await inspect('copy-round');
    const original = (await page.locator('.round__phrase').innerText()).trim().toLowerCase();
    for (const phrase of PHRASES.filter((candidate) => candidate !== original)) {
      await page.getByLabel('Your copy').fill(phrase);
      await page.getByRole('button', { name: 'Submit Phrase' }).click();
      const outcome = await submissionOutcome(page);
      if (outcome === 'ok') break;
      await inspect('copy-refused');
      await page.getByRole('button', { name: 'Dismiss error' }).click();
    }
    await page.waitForURL(/#\/dashboard$/, { timeout: 15_000 });

    // The copiers fill every waiting prompt (the player's own too): sets to vote on.
    await helperCopyAll(copyA);
    await helperCopyAll(copyB);
    await pollDashboardNow(player);
    await page.getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await options.first().waitFor();
    await inspect('vote-round');
    await options.first().click();
    await page.getByText('The original phrase:').waitFor();
    await inspect('vote-result');
    expectClean();
  });

  it('results, tracking and statistics of a finished set', async () => {
    begin();
    // Three votes on the player's own set, then the server's clock passes its window.
    const [mine] = unwrap<PhrasesetListResponse>(
      await player.invoke('player:phrasesets', { role: 'prompt', status: 'all', limit: 1 }),
      'phrasesets',
    ).phrasesets;
    await votesOnSet(harness.stack, mine!.phraseset_id!, others.slice(3));
    await finalizeAfterVotingWindow(harness.stack, clock, player, mine!.phraseset_id!);
    await pollDashboardNow(player);
    await go('#/dashboard');
    await page.getByRole('region', { name: 'New results' }).waitFor();
    await inspect('dashboard-results-ready');

    await page
      .getByRole('region', { name: 'New results' })
      .getByRole('button', { name: 'View Results' })
      .click();
    await page.waitForURL(/#\/results/);
    await page.getByRole('list', { name: 'Votes by phrase' }).waitFor();
    await inspect('results-detail');

    await go('#/tracking');
    await page.getByRole('list', { name: 'Past rounds' }).waitFor();
    await inspect('tracking-list');
    await page.getByRole('list', { name: 'Past rounds' }).getByRole('button').first().click();
    await page.getByRole('progressbar', { name: 'Votes received' }).waitFor();
    await inspect('tracking-detail');

    await go('#/statistics');
    // Each chart once drawn (its entry animation done): legends and labels are there too.
    for (const [title, shape] of [
      // Its axes (the bars themselves are left out at a 0% win rate, which random votes may give).
      ['Win Rates by Role', '.recharts-cartesian-axis-tick'],
      ['Earnings Breakdown', '.recharts-pie-label-text'],
      ['Costs Breakdown', '.recharts-pie-label-text'],
      ['Role Performance', '.recharts-radar-polygon'],
    ] as const) {
      // A breakdown the random votes left empty shows its empty state instead.
      await panel(page, title)
        .locator(`${shape}, .empty-state`)
        .first()
        .waitFor({ state: 'attached' });
    }
    await inspect('statistics-charts');

    await go('#/quests');
    await page.getByRole('heading', { level: 1, name: 'Rewards & Quests' }).waitFor();
    await inspect('quests-after-play');
    expectClean();
  });

  it('a long list of results: the newest 50, the next by keyboard', async () => {
    begin();
    // A player of a year has thousands of results; 120 older ones beside the one played above.
    await addFinishedSets(harness.stack, await playerIdOf(player), 120);
    await pollDashboardNow(player);
    await go('#/results');
    const list = page.getByRole('navigation', { name: 'Pending results' });
    await list.getByRole('button', { name: 'Show 50 more (71 not shown)' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(50);
    await inspect('results-many');
    // From the last row listed, Tab reaches the button and Enter presses it.
    await list.getByRole('button').nth(49).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button: Show 50 more (71 not shown)');
    await page.keyboard.press('Enter');
    await list.getByRole('button', { name: 'Show 21 more' }).waitFor();
    // Focus is on the first row added, the 51st.
    const focusedRow = () =>
      list
        .getByRole('button')
        .evaluateAll((rows) => rows.indexOf(document.activeElement as HTMLElement));
    expect(await focusedRow()).toBe(50);
    expectClean();
  });

  it('settings, admin password (Escape closes it), admin tabs by arrow keys, tutorial', async () => {
    begin();
    await go('#/settings');
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    await expect.poll(focused).toBe('h1: Settings');
    await inspect('settings');

    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    const password = page.getByLabel('Admin password');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Incorrect admin password').waitFor();
    await inspect('settings-admin-password-wrong');
    await password.focus();
    await page.keyboard.press('Escape');
    await password.waitFor({ state: 'detached' });
    expect(await focused()).toBe('button: Access Admin Panel');

    await page.keyboard.press('Enter');
    await password.fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/admin$/);
    await page.getByRole('tab', { name: 'Economics' }).waitFor();
    await inspect('admin');
    await page.getByRole('tab', { name: 'Economics' }).focus();
    const selectedTab = () =>
      page
        .getByRole('tab', { selected: true })
        .evaluate((el) => (el === document.activeElement ? el.textContent : 'not focused'));
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab()).toBe('Timing');
    await page.keyboard.press('End');
    expect(await selectedTab()).toBe('AI Service');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab()).toBe('Economics');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab()).toBe('AI Service');
    await page.keyboard.press('Home');
    expect(await selectedTab()).toBe('Economics');

    // The tutorial again: the welcome modal, then the tour's first card.
    await go('#/settings');
    await page.getByRole('button', { name: 'Reset Tutorial' }).click();
    await page.getByText('Tutorial reset successfully!').waitFor();
    await go('#/dashboard');
    await page
      .getByRole('dialog', { name: 'Welcome to Copycat!' })
      .getByRole('button', { name: 'Start Tutorial' })
      .click();
    await page.locator('.tutorial-card').waitFor();
    await inspect('tutorial-card');
    await page.getByRole('button', { name: 'Skip Tutorial' }).click();
    await page.locator('.tutorial-card').waitFor({ state: 'detached' });
    expectClean();
  });

  it('error states and the reconnecting banner', async () => {
    begin();
    // The page's calls for these screens' data fail as if the connection dropped.
    await breakCalls(page, ['player:statistics', 'player:phrasesets', 'player:pendingResults']);
    for (const [route, state] of [
      ['#/results', 'results-error'],
      ['#/tracking', 'tracking-error'],
      ['#/statistics', 'statistics-error'],
    ] as const) {
      await go(route);
      await page.getByRole('button', { name: 'Retry' }).first().waitFor();
      await inspect(state);
    }
    await go('#/dashboard');
    await pushEvent(page, 'server:status', { status: 'restarting' });
    await page.getByText('Reconnecting to the game server').waitFor();
    await inspect('reconnecting-banner');
    await pushEvent(page, 'server:status', { status: 'ready' });
    expectClean();
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
