// No dead ends, in Chromium against the real core and a server whose rounds last seconds and
// which keeps the usual grace after a round's deadline: the dashboard frees its start buttons
// once the server has really closed a round that ran out and says what was refunded; a vote
// that ran out returns to the dashboard; a wrong vote reads as wrong; counts and costs read as
// sentences; failed loads say so with a Retry; phrases keep whole words.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import {
  helperCopyAll,
  helperPrompt,
  helperVoteAll,
  setWaitingForVotes,
  signedUpPlayers,
  submitAnyPhrase,
  unwrap,
} from '../support/browser/helpers';
import { breakCalls, releaseHeldCalls, repairCalls } from '../support/browser/page-probes';
import { registerAndSkipTutorial } from '../support/browser/players';
import { balanceReaches, pollDashboardNow, shownBalance } from '../support/browser/screens';
import { scaledMs } from '../support/slowness';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** Prompt and copy rounds run out quickly; a vote round leaves time to click. */
const SHORT_ROUND_SECONDS = 4;
const VOTE_ROUND_SECONDS = 8;
/** The server still accepts a late submission this long after the deadline. */
const GRACE_SECONDS = 3;
/**
 * How long the start buttons may stay off after the countdown: the grace and a little more.
 * Without a refresh after the grace they stayed off until the next 60 s poll.
 */
const FREED_WITHIN_MS = scaledMs((GRACE_SECONDS + 6) * 1000);

describe.skipIf(!available)('no dead ends (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;
  let author: AppCore;
  let copierOne: AppCore;
  let copierTwo: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness({
      overrides: {
        prompt_round_seconds: SHORT_ROUND_SECONDS,
        copy_round_seconds: SHORT_ROUND_SECONDS,
        vote_round_seconds: VOTE_ROUND_SECONDS,
        grace_period_seconds: GRACE_SECONDS,
        // Any waiting prompt turns the copy discount on, so one helper prompt shows it.
        copy_discount_threshold: 0,
        // Three votes finalize a set, so a phrase of the player's reaches the statistics.
        vote_max_votes: 3,
        vote_closing_threshold: 3,
        vote_minimum_threshold: 2,
      },
    });
    player = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, player);
    [author, copierOne, copierTwo] = await signedUpPlayers(harness.stack, [
      'author',
      'copierone',
      'copiertwo',
    ]);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tile = (name: string) => page.getByRole('article', { name });
  const settings = () => harness.stack.server.settings;

  /** Originals of the sets made for the player's votes, lower case (a round may draw any). */
  const originals: string[] = [];

  /** A phrase set by the helpers, open for the player's vote. */
  async function phraseSetToVoteOn(): Promise<void> {
    const original = await setWaitingForVotes(harness.stack, {
      author,
      copiers: [copierOne, copierTwo],
    });
    originals.push(original.toLowerCase());
    await pollDashboardNow(player);
    await tile('Vote').getByRole('button', { name: 'Start Vote Round' }).waitFor();
  }

  it('frees the start buttons once the server has closed a prompt round that ran out, and says what came back', async () => {
    const before = await shownBalance(page);
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).click();
    await page.waitForURL(/#\/prompt$/);
    await page.getByRole('timer', { name: 'Time is up' }).waitFor({
      timeout: scaledMs((SHORT_ROUND_SECONDS + 5) * 1000),
    });
    // Back at once, inside the server's grace: the round still counts there for a moment.
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(/#\/dashboard$/);

    // No poll asked for by the test: the app itself asks again once the grace is over.
    await tile('Prompt')
      .getByRole('button', { name: 'Start Prompt Round' })
      .waitFor({ timeout: FREED_WITHIN_MS });
    const { prompt_cost: cost, abandoned_penalty: penalty } = settings();
    await page
      .getByRole('status')
      .filter({
        hasText: `Your prompt round expired: ${formatCoins(cost - penalty)} refunded (${formatCoins(penalty)} penalty).`,
      })
      .waitFor();
    await balanceReaches(page, before - penalty);
    expect(await page.getByRole('region', { name: 'Active round' }).count()).toBe(0);
    await harness.screenshot(page, 'dead-ends-prompt-expired');
  });

  it('counts and the copy discount read as sentences; a running round explains the spec labels', async () => {
    await helperPrompt(author);
    await pollDashboardNow(player);
    await expect.poll(() => tile('Copy').innerText()).toContain('1 prompt waiting');
    expect(await tile('Copy').innerText()).not.toContain('1 prompts waiting');

    await tile('Copy').getByRole('button', { name: 'Start Copy Round' }).click();
    await page.waitForURL(/#\/copy$/);
    expect(await page.locator('.round__cost').first().innerText()).toBe(
      `This round costs ${formatCoins(settings().copy_cost_discount)} (10% discount!)`,
    );
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(/#\/dashboard$/);
    // The short label stays; the tile says why it is off.
    await tile('Copy').getByRole('button', { name: 'No Prompts Available' }).waitFor();
    expect(await tile('Copy').innerText()).toContain('Finish your copy round first.');
    expect(await tile('Vote').innerText()).toContain('Finish your copy round first.');

    // The copy round runs out on the dashboard: its banner's countdown, then the refund.
    const cost = settings().copy_cost_discount;
    const penalty = settings().abandoned_penalty;
    await page
      .getByRole('status')
      .filter({
        hasText: `Your copy round expired: ${formatCoins(cost - penalty)} refunded (${formatCoins(penalty)} penalty).`,
      })
      .waitFor({ timeout: FREED_WITHIN_MS + scaledMs(SHORT_ROUND_SECONDS * 1000) });
    // The player may not copy that prompt again (game rules), but may start any other round.
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText('Your copy round expired').count()).toBe(0);
    // The prompt the player let go waits again; the helpers fill it for what follows.
    await helperCopyAll(copierOne);
    await helperCopyAll(copierTwo);
  });

  it('a vote round that ran out offers Back and returns to the dashboard by itself', async () => {
    await phraseSetToVoteOn();
    await tile('Vote').getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    await page.getByRole('button', { name: 'Back to Dashboard' }).waitFor();

    const voteCost = settings().vote_cost;
    await page
      .getByRole('alert')
      .filter({ hasText: `Time's up! You forfeited ${formatCoins(voteCost)}.` })
      .waitFor({ timeout: scaledMs((VOTE_ROUND_SECONDS + 5) * 1000) });
    await harness.screenshot(page, 'dead-ends-vote-timed-out');
    await page.waitForURL(/#\/dashboard$/);
    await page
      .getByRole('status')
      .filter({
        hasText: `Your vote round expired: the ${formatCoins(voteCost)} stake was forfeited.`,
      })
      .waitFor({ timeout: FREED_WITHIN_MS });
  });

  it('a wrong vote is shown as wrong, in words and in colour', async () => {
    await phraseSetToVoteOn();
    await tile('Vote').getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await options.first().waitFor();
    const texts = await options.allInnerTexts();
    const original = texts.find((text) => originals.includes(text.toLowerCase()))!;
    const copy = texts.find((text) => text !== original);
    await options.filter({ hasText: copy! }).click();

    const result = page.getByRole('status').filter({ hasText: 'Wrong pick' });
    await result.waitFor();
    expect(await result.getAttribute('class')).toContain('notice--error');
    const chosen = options.filter({ hasText: copy! });
    expect(await chosen.getAttribute('class')).toContain('vote-option--wrong');
    expect(await chosen.innerText()).toContain('Your pick - a copy');
    expect(await options.filter({ hasText: original }).innerText()).toContain('Original');
    // The two look different: a wrong pick is not drawn in the neutral colours. Buttons ease
    // their colours in (0.15 s): read them once the transitions have run, not mid-way.
    const settled = async (button: typeof chosen) => {
      await button.evaluate((element) =>
        Promise.allSettled(element.getAnimations().map((animation) => animation.finished)),
      );
      return button.evaluate((element) => getComputedStyle(element).borderColor);
    };
    const neutral = options.filter({ hasNotText: 'Original' }).filter({ hasNotText: 'Your pick' });
    expect(await settled(chosen)).not.toBe(await settled(neutral));
    await harness.screenshot(page, 'dead-ends-wrong-vote');
    await page.waitForURL(/#\/dashboard$/);
  });

  /**
   * The screen's own error, not the network toast that opens above it in the main content at
   * the same time (with the same words and a Retry of its own).
   */
  const screenAlert = (text: string) =>
    page
      .locator('#main')
      .getByRole('alert')
      .filter({ hasText: text })
      .and(page.locator(':not(.toast)'));

  it('Results, Tracking and Statistics say when loading failed, offer Retry and load again', async () => {
    // Results: a failed read is an error with Retry, never "No Results Available".
    await breakCalls(page, ['player:dashboard']);
    await page.goto(page.url().replace(/#.*$/, '#/results'));
    const resultsError = screenAlert('Connection lost');
    await resultsError.waitFor();
    expect(await page.getByText('No Results Available').count()).toBe(0);
    await repairCalls(page);
    await resultsError.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'No Results Available' }).waitFor();

    // Tracking: tiles show no numbers while loading, nor after a failure.
    await breakCalls(page, ['player:phrasesets'], { hold: true });
    await page.goto(page.url().replace(/#.*$/, '#/tracking'));
    const tiles = page.locator('.tracking-tiles dd');
    await tiles.first().waitFor();
    expect(await tiles.allInnerTexts()).toEqual(['...', '...', '...']);
    await releaseHeldCalls(page);
    await screenAlert('Connection lost').waitFor();
    await expect.poll(() => tiles.allInnerTexts()).toEqual(['–', '–', '–']);
    await repairCalls(page);
    await page.locator('.tracking__list').getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => tiles.allInnerTexts()).not.toContain('–');

    // Statistics: Retry is offered, and the screen reconnects by itself when main's next
    // dashboard poll gets through.
    await breakCalls(page, ['player:statistics']);
    await page.goto(page.url().replace(/#.*$/, '#/statistics'));
    const statsError = screenAlert('Connection lost. Reconnecting...');
    await statsError.getByRole('button', { name: 'Retry' }).waitFor();
    await repairCalls(page);
    await pollDashboardNow(player);
    await page.getByRole('heading', { name: 'Win Rates by Role' }).waitFor();
    expect(await statsError.count()).toBe(0);
  });

  it('Best Performing Phrases keep whole words at 1280 px', async () => {
    // A prompt of the player's with long words, copied and voted to the end (three votes).
    const round = unwrap<{ round_id: string }>(
      await player.invoke('rounds:startPrompt', undefined),
      'start prompt',
    );
    // The longest words of the helpers' list first: they are the ones a squeezed column breaks.
    await submitAnyPhrase(player, round.round_id, [
      'velvet moon garden',
      'quiet river stone',
      'brave paper kite',
    ]);
    await helperCopyAll(copierOne);
    await helperCopyAll(copierTwo);
    const voters = await signedUpPlayers(harness.stack, ['voterone', 'votertwo', 'voterthree']);
    for (const voter of voters) await helperVoteAll(voter);

    const wide = await harness.openPage({ width: 1280, height: 800, route: '/statistics' });
    const cells = wide.locator('.stats-table__phrase');
    await cells.first().waitFor();
    const splitWords = await cells.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const text = element.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const split: string[] = [];
        let start = 0;
        for (const word of (text.textContent ?? '').split(' ')) {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          // A word broken across lines has more than one box.
          if (range.getClientRects().length > 1) split.push(word);
          start += word.length + 1;
        }
        return split;
      }),
    );
    expect(splitWords).toEqual([]);
    await harness.screenshot(wide, 'dead-ends-best-phrases-1280');
    await wide.close();
  });

  it('warns before a new server address signs the player out', async () => {
    await page.goto(page.url().replace(/#.*$/, '#/settings'));
    const address = page.getByLabel('Server address');
    await address.fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Changing the server signs you out' });
    await warning.waitFor();
    // Nothing happened yet: still signed in, still on settings.
    expect(await shownBalance(page)).toBeGreaterThan(0);
    const stored = unwrap<{ serverUrl: string }>(
      await player.invoke('app:getSettings', undefined),
      'settings',
    );
    expect(stored.serverUrl).toBe('');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    expect(await warning.count()).toBe(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await warning.getByRole('button', { name: 'Save and Sign Out' }).click();
    await page.getByRole('form', { name: 'Returning player' }).waitFor();
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
