// The reveal of a finished result and the brand, in Chromium against the real server: the votes
// land one at a time, the original is unmasked, the net gain or loss shows large and coins fly
// to the balance; Skip and every other button work while it plays; with reduced motion the
// final state shows at once. The logo, the empty-state scene and both themes (light, and dark
// following the OS) pass axe-core.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import type { AdminConfig, Player, ResultsResponse } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { expectNoAxeViolations } from '../support/browser/axe';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { finalizeAfterVotingWindow } from '../support/browser/finished-sets';
import {
  helperVote,
  sameText,
  setWaitingForVotes,
  signedUpPlayers,
  unwrap,
} from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** One observed state of the result detail (recorded in the page on every DOM change). */
interface Seen {
  stage: string | null;
  votesShown: number;
  originalTags: number;
  coinsInFlight: number;
}

/**
 * Records every distinct state the result detail passes through, from the page itself, so
 * no state is missed between two polls of the test.
 */
async function recordReveal(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    const snapshot = () => {
      const detail = document.querySelector('.result-detail');
      const state: Seen = {
        stage: detail?.getAttribute('data-reveal') ?? null,
        votesShown: Number(detail?.getAttribute('data-votes-shown') ?? -1),
        originalTags: detail?.querySelectorAll('.results-badge--original').length ?? 0,
        coinsInFlight: document.querySelectorAll('.coin-flight').length,
      };
      const last = seen[seen.length - 1];
      if (!last || JSON.stringify(last) !== JSON.stringify(state)) seen.push(state);
    };
    const observer = new MutationObserver(snapshot);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { revealSeen: Seen[] }).revealSeen = seen;
  });
}

const seenStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { revealSeen: Seen[] }).revealSeen);

describe.skipIf(!available)('the reveal of a finished result, and the brand (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let newcomer: AppCore;
  let phrasesetId: string;
  let result: ResultsResponse;
  let config: AdminConfig;
  let others: AppCore[];

  beforeAll(async () => {
    harness = await startAppHarness({ clock });
    newcomer = harness.stack.core;
    page = await harness.openPage();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows the brand on the landing page, in both themes, without axe violations', async () => {
    const title = page.getByRole('heading', { level: 1, name: 'Copycat' });
    await title.waitFor();
    // The mark in the title is the same SVG the favicon (and the icons) come from, and loads.
    const mark = title.locator('img.logo__mark');
    expect(await mark.getAttribute('alt')).toBe('');
    await expect
      .poll(() => mark.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/brand-mark.*\.svg$|^data:image\/svg\+xml/);

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await background();
    await expectNoAxeViolations(page, { label: 'landing, light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    // The dark theme follows the OS setting: the tokens change, nothing else is needed.
    await expect.poll(background).not.toBe(light);
    await expectNoAxeViolations(page, { label: 'landing, dark' });
    await harness.screenshot(page, 'brand-landing-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('shows the empty results scene and the header logo, in both themes', async () => {
    await registerAndSkipTutorial(page, newcomer);
    await page.getByRole('link', { name: 'Copycat dashboard' }).locator('img.logo__mark').waitFor();
    // The greeting uses the friendlier pseudonym; the header shows the username as generated.
    const player = unwrap<Player>(await newcomer.invoke('player:balance', undefined), 'player');
    await page.getByRole('heading', { level: 1, name: `Hi, ${player.pseudonym}!` }).waitFor();
    expect(await page.locator('.header__username').innerText()).toBe(player.username);
    await page.getByRole('link', { name: '0 results ready' }).click();
    await page.getByRole('heading', { name: 'No Results Available' }).waitFor();
    // Its scene (an original inline SVG, decoration only) sits above the result's text.
    expect(
      await page.locator('.results__empty svg[data-empty="results"]').getAttribute('aria-hidden'),
    ).toBe('true');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, { label: `results empty, ${colorScheme}` });
    }
    await harness.screenshot(page, 'brand-results-empty-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('plays the reveal: votes one by one, the original unmasked, the net large, coins flying', async () => {
    // Off /results first: there, a result arriving would be opened (and seen) at once.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    // A set of the newcomer's runs to the end: two copies, votes 2 / 1 / 0, the window closes.
    others = await signedUpPlayers(harness.stack, [
      'revealcopyone',
      'revealcopytwo',
      'revealvoteone',
      'revealvotetwo',
      'revealvotethree',
    ]);
    const [copierOne, copierTwo, voterOne, voterTwo, voterThree] = others;
    const copiers = [copierOne!, copierTwo!] as const;
    const original = await setWaitingForVotes(harness.stack, { author: newcomer, copiers });
    const pickOriginal = (phrases: readonly string[]) =>
      phrases.find((phrase) => sameText(phrase, original))!;
    const pickFirstCopy = (phrases: readonly string[]) =>
      phrases.filter((phrase) => !sameText(phrase, original)).sort()[0]!;
    phrasesetId = (await helperVote(voterOne!, pickOriginal)).phrasesetId;
    await helperVote(voterTwo!, pickOriginal);
    await helperVote(voterThree!, pickFirstCopy);
    await finalizeAfterVotingWindow(harness.stack, clock, newcomer, phrasesetId);
    result = unwrap<ResultsResponse>(
      await newcomer.invoke('phrasesets:results', { id: phrasesetId }),
      'results',
    );
    config = unwrap<AdminConfig>(await newcomer.invoke('admin:config', undefined), 'config');
    await pollDashboardNow(newcomer);
    await page.getByRole('link', { name: '1 results ready' }).waitFor();

    await recordReveal(page);
    await page.getByRole('link', { name: '1 results ready' }).click();
    const detail = page.locator('.result-detail');
    await page.locator('.result-detail[data-reveal="done"]').waitFor();

    const seen = await seenStates(page);
    const opened = seen.filter((state) => state.stage !== null);
    // Each vote lands on its own: 0, 1, 2, 3 in order, never two at once.
    const counts = [...new Set(opened.map((state) => state.votesShown))];
    expect(counts).toEqual([0, 1, 2, 3]);
    // The stages come in order, the original stays masked until every vote has landed.
    expect([...new Set(opened.map((state) => state.stage))]).toEqual([
      'votes',
      'unmask',
      'net',
      'coins',
      'done',
    ]);
    for (const state of opened) {
      expect(state.originalTags).toBe(state.stage === 'votes' ? 0 : 1);
    }
    // Coins flew while the stage was "coins" (and are gone once they landed).
    expect(opened.some((state) => state.stage === 'coins' && state.coinsInFlight > 0)).toBe(true);
    await expect.poll(() => page.locator('.coin-flight').count()).toBe(0);

    // The final state: the tally as the server counted it, and the net figure.
    const rows = await detail
      .getByRole('list', { name: 'Votes by phrase' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(rows[0]).toMatch(new RegExp(`^${original}\\s+ORIGINAL\\s+2 votes$`, 'i'));
    expect(rows.slice(1).map((row) => row.replace(/^.*\s(\d+ votes?)$/s, '$1'))).toEqual([
      '1 vote',
      '0 votes',
    ]);
    const net = result.your_payout - config.prompt_cost;
    const outcome = detail.getByRole('status');
    const label = net > 0 ? 'Net gain' : net < 0 ? 'Net loss' : 'Broke even';
    const figure =
      net > 0 ? `+${formatCoins(net)}` : net < 0 ? `\u2212${formatCoins(-net)}` : formatCoins(0);
    expect(await outcome.locator('.net-outcome__label').innerText()).toBe(label);
    expect(await outcome.locator('.net-outcome__value').innerText()).toBe(figure);
    expect(await outcome.locator('.net-outcome__sum').innerText()).toBe(
      `${formatCoins(result.your_payout)} paid out minus the ${formatCoins(config.prompt_cost)} entry fee`,
    );
    // Large: the figure is set well above the body text.
    const sizes = await outcome.evaluate((box) => [
      parseFloat(getComputedStyle(box.querySelector('.net-outcome__value')!).fontSize),
      parseFloat(getComputedStyle(document.body).fontSize),
    ]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]! * 2);
    expect(await page.getByRole('button', { name: 'Skip reveal' }).count()).toBe(0);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The reveal's own parts and the header it flies coins to (the list beside them is
      // checked by the every-screen axe test).
      await expectNoAxeViolations(page, {
        label: `result revealed, ${colorScheme}`,
        include: ['.results__detail', 'header'],
      });
      await harness.screenshot(page, `reveal-done-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('never holds up input: Skip ends it at once, and any button works while it plays', async () => {
    // Reopening the result plays the reveal again.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    await page.getByRole('link', { name: '0 results ready' }).click();
    await page.locator('.result-detail[data-reveal="votes"]').waitFor();
    await page.getByRole('button', { name: 'Skip reveal' }).click();
    // The click itself brought the final state: it is there before any timer could have.
    expect(await page.locator('.result-detail').getAttribute('data-reveal')).toBe('done');
    expect(await page.locator('.result-detail').getAttribute('data-votes-shown')).toBe('3');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Votes');
    expect(await page.locator('.coin-flight').count()).toBe(0);

    // Leaving mid-reveal works at once too, and leaves no coin or timer behind.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('link', { name: '0 results ready' }).click();
    await page.locator('.result-detail[data-reveal="votes"]').waitFor();
    const stageAtClick = await page.locator('.result-detail').getAttribute('data-reveal');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    expect(stageAtClick).not.toBe('done');
    expect(await page.locator('.coin-flight').count()).toBe(0);
  });

  it('shows the final state at once under reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordReveal(page);
    await page.getByRole('link', { name: '0 results ready' }).click();
    await page.locator('.result-detail[data-reveal="done"]').waitFor();
    const opened = (await seenStates(page)).filter((state) => state.stage !== null);
    // From its first appearance: every vote, the original tag, no coins, nothing in between.
    expect(opened).toEqual([{ stage: 'done', votesShown: 3, originalTags: 1, coinsInFlight: 0 }]);
    await page
      .getByRole('status')
      .filter({ hasText: /Net gain|Net loss|Broke even/ })
      .waitFor();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('celebrates a correct vote and says plainly when a vote fell for a copy', async () => {
    const [copierOne, copierTwo, author, secondAuthor] = others;
    // Two sets of other players' for the newcomer to vote on.
    const copiers = [copierOne!, copierTwo!] as const;
    const originals = [
      await setWaitingForVotes(harness.stack, { author: author!, copiers }),
      await setWaitingForVotes(harness.stack, { author: secondAuthor!, copiers }),
    ];
    await pollDashboardNow(newcomer);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();

    for (const [pickOriginal, colorScheme] of [
      [true, 'light'],
      [false, 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme });
      await page.getByRole('button', { name: 'Start Vote Round' }).click();
      const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
      await options.first().waitFor();
      const phrases = await options.allInnerTexts();
      const isOriginal = (phrase: string) => originals.some((text) => sameText(text, phrase));
      await options.nth(phrases.findIndex((phrase) => isOriginal(phrase) === pickOriginal)).click();
      const verdict = page.getByRole('status').filter({ hasText: 'The original phrase:' });
      await verdict.waitFor();
      expect(await verdict.locator('.verdict').getAttribute('class')).toBe(
        `verdict verdict--${pickOriginal ? 'correct' : 'wrong'}`,
      );
      expect(await verdict.locator('.verdict__spark').count()).toBe(pickOriginal ? 8 : 0);
      expect(await verdict.locator('strong').first().innerText()).toMatch(
        pickOriginal ? /^Correct! You earned/ : /^Wrong pick/,
      );
      await expectNoAxeViolations(page, {
        label: `vote verdict, ${colorScheme}`,
        include: ['[role="status"]'],
      });
      // The vote screen returns to the dashboard on its own after the verdict.
      await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('draws the statistics charts readably in the dark theme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('.header__username').click();
    await page.waitForURL(/#\/statistics$/);
    // The newcomer's prompt, copies are nobody's: the costs pie has slices with percent labels.
    const costs = page.getByRole('region', { name: 'Costs Breakdown', exact: true });
    await costs.locator('.recharts-pie-label-text').first().waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    const text = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(
      await costs
        .locator('.recharts-pie-label-text')
        .first()
        .evaluate((label) => getComputedStyle(label).fill),
    ).toBe(text);
    await expectNoAxeViolations(page, { label: 'statistics, dark' });
    await harness.screenshot(page, 'statistics-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
