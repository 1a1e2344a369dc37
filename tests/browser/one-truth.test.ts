// One truth on screen, in Chromium against the real core and server: after every coin
// movement (round start, submit, vote, quest claim, daily bonus, a prize paid while the app
// was not looking) the header's balance and counters already agree with the page in the very
// DOM state that shows the outcome; they come from the answer or a push, not from a poll that
// catches up later.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { QUEST_DEFINITIONS } from '../../src/server/game/rules/quests';
import { formatCoins } from '../../src/renderer/src/lib/format';
import type { PhrasesetSummary, Player } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import {
  helperPrompts,
  helperVoteAll,
  PHRASES,
  setWaitingForVotes,
  signedUpPlayers,
  unwrap,
} from '../support/browser/helpers';
import { balanceOf, headerAtAnswer, headerWhenShown } from '../support/browser/page-probes';
import { registerAndSkipTutorial } from '../support/browser/players';
import { panel, pollDashboardNow, shownBalance } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const DAY_MS = 24 * 60 * 60 * 1000;
const QUICK_PLAYER = QUEST_DEFINITIONS.round_completion_5;
const sum = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0);

describe.skipIf(!available)('one truth on screen (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;
  let playerPrompt = '';

  beforeAll(async () => {
    harness = await startAppHarness({
      clock,
      // Three votes finalize a set, so a prize is paid within the test.
      overrides: { vote_max_votes: 3, vote_closing_threshold: 3, vote_minimum_threshold: 2 },
    });
    player = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, player);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tile = (name: string) => page.getByRole('article', { name });
  const settings = () => harness.stack.server.settings;
  const serverBalance = async () =>
    unwrap<Player>(await player.invoke('player:balance', undefined), 'balance').balance;

  it('a round start: the round screen first shows with the cost already taken', async () => {
    const before = await shownBalance(page);
    const atAnswer = await headerAtAnswer(page, 'rounds:startPrompt');
    const shown = headerWhenShown(page, 'h1', '^Prompt Round$');
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).click();
    expect(balanceOf(await shown)).toBe(before - settings().prompt_cost);
    expect(balanceOf(await atAnswer())).toBe(before - settings().prompt_cost);
    playerPrompt = await page.locator('#prompt-title').innerText();
  });

  it('a submit: "Returning to dashboard..." first shows with the new prompt counted', async () => {
    const before = await headerWhenShown(page, 'h1', '^Prompt Round$');
    const shown = headerWhenShown(page, '[role="status"]', 'Returning to dashboard');
    // The prompt is random: phrases of the list are tried until the server takes one.
    for (const phrase of PHRASES) {
      await page.getByLabel('Your phrase').fill(phrase);
      await page.getByRole('button', { name: 'Submit Phrase' }).click();
      const outcome = await Promise.race([
        page
          .getByText('Returning to dashboard...')
          .waitFor()
          .then(() => 'accepted')
          .catch(() => 'neither'),
        page
          .locator('#main')
          .getByRole('alert')
          .waitFor()
          .then(() => 'refused')
          .catch(() => 'neither'),
      ]);
      if (outcome === 'accepted') break;
      await page.getByRole('button', { name: 'Dismiss error' }).click();
    }
    expect(sum((await shown).inProgress)).toBe(sum(before.inProgress) + 1);
    await page.waitForURL(/#\/dashboard$/);
  });

  it('a vote: "Correct!" first shows with the payout in the header', async () => {
    const original = (await setWaitingForVotes(harness.stack)).toUpperCase();
    await pollDashboardNow(player);
    const start = tile('Vote').getByRole('button', { name: 'Start Vote Round' });
    await start.waitFor();
    const before = await shownBalance(page);
    const voteScreen = headerWhenShown(page, 'h1', '^Vote Round$');
    await start.click();
    const { vote_cost: cost, vote_payout_correct: payout } = settings();
    expect(balanceOf(await voteScreen)).toBe(before - cost);

    const atAnswer = await headerAtAnswer(page, 'phrasesets:vote');
    const shown = headerWhenShown(page, '[role="status"]', '^Correct!');
    await page
      .getByRole('group', { name: 'Phrases' })
      .getByRole('button', { name: original })
      .click();
    expect(balanceOf(await shown)).toBe(before - cost + payout);
    expect(balanceOf(await atAnswer())).toBe(before - cost + payout);
    await page.waitForURL(/#\/dashboard$/);
  });

  it('a quest claim: the header held the true balance before, and "+25 FC" comes with +25 in it', async () => {
    // Rounds played through this app without the page (what another window would do).
    await helperPrompts(player, QUICK_PLAYER.target - 1);
    await page.getByRole('link', { name: /^Rewards and quests/ }).click();
    await page.waitForURL(/#\/quests$/);
    const claim = page.getByRole('button', {
      name: `Claim ${formatCoins(QUICK_PLAYER.reward)} for ${QUICK_PLAYER.name}`,
    });
    await claim.waitFor();
    const before = await shownBalance(page);
    expect(before).toBe(await serverBalance());

    const shown = headerWhenShown(
      page,
      '[role="status"]',
      `\\+${formatCoins(QUICK_PLAYER.reward)}`,
    );
    await claim.click();
    expect(balanceOf(await shown)).toBe(before + QUICK_PLAYER.reward);
    expect(await serverBalance()).toBe(before + QUICK_PLAYER.reward);
  });

  it('a prize paid meanwhile: Tracking and the header agree, and Results shows the true balance', async () => {
    // The player's prompt is copied (above) and three players vote: the set finalizes and pays.
    const voters = await signedUpPlayers(harness.stack, ['voterone', 'votertwo', 'voterthree']);
    for (const voter of voters) await helperVoteAll(voter);

    // Tracking: the moment the tiles show numbers, the header's counters say the same.
    const tiles = headerWhenShown(page, '.tracking-tiles dd', '^\\d+$', '.tracking-tiles dd');
    await page.goto(page.url().replace(/#.*$/, '#/tracking'));
    const atOnce = await tiles;
    expect(Number(atOnce.texts[0])).toBe(sum(atOnce.inProgress));
    // And without waiting for a poll, both come to what the server counts now.
    const summary = unwrap<PhrasesetSummary>(
      await player.invoke('player:phrasesetsSummary', undefined),
      'summary',
    );
    const truth = summary.in_progress.prompts + summary.in_progress.copies;
    const current = () =>
      headerWhenShown(page, '.tracking-tiles dd', '^\\d+$', '.tracking-tiles dd');
    await expect.poll(async () => sum((await current()).inProgress)).toBe(truth);
    expect(Number((await current()).texts[0])).toBe(truth);

    // Results: the finished set is listed with the balance that includes its prize.
    const listed = headerWhenShown(page, '#main li', playerPrompt.slice(0, 20));
    await page.goto(page.url().replace(/#.*$/, '#/results'));
    expect(balanceOf(await listed)).toBe(await serverBalance());
  });

  it('the daily bonus: the claimed state comes with the bonus in the header', async () => {
    clock.advance(DAY_MS + 60_000);
    await pollDashboardNow(player);
    await page.goto(page.url().replace(/#.*$/, '#/quests'));
    const bonus = panel(page, 'Daily Bonus');
    const amount = settings().daily_bonus_amount;
    const claim = bonus.getByRole('button', { name: `Claim ${formatCoins(amount)}` });
    await expect.poll(() => claim.isEnabled()).toBe(true);
    const before = await shownBalance(page);
    const shown = headerWhenShown(page, '.daily-bonus', 'available tomorrow');
    await claim.click();
    expect(balanceOf(await shown)).toBe(before + amount);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
