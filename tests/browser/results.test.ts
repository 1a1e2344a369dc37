// A phrase set the newcomer started runs to the end: two players copy it, three vote, the
// server's clock passes the voting window and the sweep finalizes it. Then, in Chromium: main's
// `result:finished` reaches the renderer, /results shows the vote bars, /tracking filters and
// details, and /statistics draws its charts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { formatCoins } from '../../src/renderer/src/lib/format';
import type { ResultsResponse } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { finalizeAfterVotingWindow } from '../support/browser/finished-sets';
import {
  helperCopyAll,
  helperPrompt,
  helperVote,
  sameText,
  setWaitingForVotes,
  signedUpPlayers,
  unwrap,
} from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { panel, pollDashboardNow } from '../support/browser/screens';
import { createShiftedClock } from '../support/browser/shifted-clock';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('finished phrase sets: results, tracking, statistics (browser)', () => {
  const clock = createShiftedClock();
  let harness: AppHarness;
  let page: Page;
  let newcomer: AppCore;
  let copierOne: AppCore;
  let copierTwo: AppCore;
  let voterOne: AppCore;
  let voterTwo: AppCore;
  let voterThree: AppCore;
  let original: string;
  let phrasesetId: string;
  let promptText: string;

  beforeAll(async () => {
    harness = await startAppHarness({ clock });
    newcomer = harness.stack.core;
    page = await harness.openPage();
    await registerAndSkipTutorial(page, newcomer);
    [copierOne, copierTwo, voterOne, voterTwo, voterThree] = await signedUpPlayers(harness.stack, [
      'copierone',
      'copiertwo',
      'voterone',
      'votertwo',
      'voterthree',
    ]);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Prompt by the newcomer, two copies, votes 2 / 1 / 0; the window closes on the server. */
  async function playSetToTheEnd(): Promise<void> {
    original = await setWaitingForVotes(harness.stack, {
      author: newcomer,
      copiers: [copierOne, copierTwo],
    });
    const pickOriginal = (phrases: readonly string[]) =>
      phrases.find((phrase) => sameText(phrase, original))!;
    const pickFirstCopy = (phrases: readonly string[]) =>
      phrases.filter((phrase) => !sameText(phrase, original)).sort()[0]!;
    const votes = [
      await helperVote(voterOne, pickOriginal),
      await helperVote(voterTwo, pickOriginal),
      await helperVote(voterThree, pickFirstCopy),
    ];
    phrasesetId = votes[0]!.phrasesetId;
    expect(votes.every((vote) => vote.phrasesetId === phrasesetId)).toBe(true);

    // Three votes open a window of vote_minimum_window_seconds: jump past it and sweep.
    await finalizeAfterVotingWindow(harness.stack, clock, newcomer, phrasesetId);
  }

  it('announces the finished set to the renderer and shows its results', async () => {
    const eventsBefore = harness.events.length;
    await playSetToTheEnd();
    const callsBefore = harness.calls.length;
    await pollDashboardNow(newcomer);

    // Main noticed the newly finalized set and pushed result:finished to the page...
    await expect
      .poll(() =>
        harness.events.slice(eventsBefore).filter((pushed) => pushed.event === 'result:finished'),
      )
      .toEqual([
        {
          event: 'result:finished',
          payload: expect.objectContaining({ phraseset_id: phrasesetId, role: 'prompt' }),
        },
      ]);
    // ...after the dashboard it came from: the counter and banner follow that push, and the
    // page asks main for neither the dashboard nor a refresh of it.
    await page.getByRole('link', { name: '1 results ready' }).waitFor();
    const banner = page.getByRole('region', { name: 'New results' });
    await banner.getByText('A phrase set you played in has finished!').waitFor();
    const asked = harness.calls.slice(callsBefore).map((call) => call.channel);
    expect(asked).not.toContain('app:refreshDashboard');
    expect(asked).not.toContain('player:dashboard');
    await harness.screenshot(page, 'results-announced');

    await banner.getByRole('button', { name: 'View Results' }).click();
    await page.waitForURL(/#\/results/);
    const votes = page.getByRole('list', { name: 'Votes by phrase' }).getByRole('listitem');
    // The final tally, once the reveal has played (reveal.test.ts follows it step by step).
    await page.locator('.result-detail[data-reveal="done"]').waitFor();
    const server = unwrap<ResultsResponse>(
      await newcomer.invoke('phrasesets:results', { id: phrasesetId }),
      'results',
    );

    // Most votes first, the original tagged, bars sized by share of the 3 votes.
    const rows = await votes.allInnerTexts();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(new RegExp(`^${original}\\s+ORIGINAL\\s+2 votes$`, 'i'));
    expect(rows[1]).toMatch(/\s1 vote$/);
    expect(rows[2]).toMatch(/\s0 votes$/);
    expect(await page.getByText('ORIGINAL', { exact: true }).count()).toBe(1);
    const widths = await page
      .locator('.vote-list__bar')
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
    expect(widths).toEqual(['67%', '33%', '0%']);

    const detail = page.getByRole('article');
    promptText = server.prompt_text;
    expect(await detail.getByRole('heading', { level: 2 }).innerText()).toBe(promptText);
    const facts = await detail.locator('dl').allInnerTexts();
    expect(facts.join('\n')).toContain(`Total votes\n3`);
    expect(facts.join('\n')).toContain(`Prize pool\n${formatCoins(server.total_pool)}`);
    expect(facts.join('\n')).toContain(`Earnings\n${formatCoins(server.your_payout)}`);
    expect(server.your_payout).toBeGreaterThan(0);
    // Opening the result records it as seen: the list item turns from New to Claimed.
    const resultRow = page.getByRole('button', {
      name: `${server.prompt_text}, Prompt role, Claimed`,
    });
    await resultRow.waitFor();
    // The row's look comes from the shared choice list, its facts line from the results list.
    expect(
      await resultRow.evaluate((row) => {
        const facts = row.querySelector('.results-list__facts');
        return [
          getComputedStyle(row).borderTopWidth,
          facts && getComputedStyle(facts).justifyContent,
        ];
      }),
    ).toEqual(['1px', 'space-between']);
    await page.getByRole('link', { name: '0 results ready' }).waitFor();
    await harness.screenshot(page, 'results');
  });

  it('filters past rounds on /tracking and opens one with its votes bar and timeline', async () => {
    // An unfinished round of each role next to the finished one.
    await helperPrompt(voterOne);
    expect(await helperCopyAll(newcomer)).toBe(1);
    await helperPrompt(newcomer);
    await pollDashboardNow(newcomer);

    await page.getByRole('link', { name: /prompts in progress/ }).click();
    await page.waitForURL(/#\/tracking$/);
    const rounds = page.getByRole('list', { name: 'Past rounds' }).getByRole('button');
    await expect.poll(() => rounds.count()).toBe(3);

    const filters = page.getByRole('group', { name: 'Filter past rounds' });
    const listed = async () => {
      await page.getByRole('list', { name: 'Past rounds' }).waitFor();
      return rounds.evaluateAll((items) => items.map((item) => item.textContent));
    };
    await filters.getByLabel('Role').selectOption('copy');
    await expect.poll(listed).toEqual([expect.stringMatching(/, Copy, 0 votes, /)]);
    await filters.getByLabel('Role').selectOption('prompt');
    await expect.poll(() => rounds.count()).toBe(2);
    await filters.getByLabel('Status').selectOption('finalized');
    await expect.poll(listed).toEqual([expect.stringMatching(/, Prompt, 3 votes, Finalized/)]);
    await filters.getByLabel('Status').selectOption('in_progress');
    await expect.poll(listed).toEqual([expect.stringMatching(/, Prompt, 0 votes, Waiting/)]);
    await harness.screenshot(page, 'tracking-filtered');

    await filters.getByLabel('Status').selectOption('all');
    await filters.getByLabel('Role').selectOption('all');
    await expect.poll(() => rounds.count()).toBe(3);
    const callsBefore = harness.calls.length;
    await page.getByRole('button', { name: /, Prompt, 3 votes, Finalized/ }).click();

    const bar = page.getByRole('progressbar', { name: 'Votes received' });
    await bar.waitFor();
    // Bordered rows from the shared choice list, the opened one highlighted; the list scrolls.
    const looks = await rounds.evaluateAll((items) =>
      items.map((item) => ({
        opened: item.getAttribute('aria-current') === 'true',
        border: getComputedStyle(item).borderTopWidth,
        background: getComputedStyle(item).backgroundColor,
      })),
    );
    expect(looks.map((look) => look.border)).toEqual(['1px', '1px', '1px']);
    const opened = looks.filter((look) => look.opened);
    expect(opened).toHaveLength(1);
    expect(looks.filter((look) => look.background === opened[0]?.background)).toHaveLength(1);
    expect(
      await page
        .getByRole('list', { name: 'Past rounds' })
        .evaluate((list) => getComputedStyle(list).overflowY),
    ).toBe('auto');
    expect(await bar.getAttribute('aria-valuemax')).toBe('20');
    expect(await bar.getAttribute('aria-valuenow')).toBe('3');
    const markers = bar.locator('.vote-progress__marker');
    expect(await markers.evaluateAll((all) => all.map((marker) => marker.dataset.votes))).toEqual([
      '3',
      '5',
    ]);
    expect(
      await markers.evaluateAll((all) =>
        all.map((marker) => marker.classList.contains('vote-progress__marker--reached')),
      ),
    ).toEqual([true, false]);

    const timeline = await page.locator('.activity-timeline li').allInnerTexts();
    const steps = [
      'Prompt submitted',
      'First copy submitted',
      'Second copy submitted, voting opened',
      'Vote cast',
      '3rd vote reached',
      'Finalized and paid out',
    ];
    for (const step of steps) expect(timeline.some((line) => line.startsWith(step))).toBe(true);
    expect(timeline.filter((line) => line.startsWith('Vote cast'))).toHaveLength(3);
    await harness.screenshot(page, 'tracking-detail');

    // A finalized set never changes: main is not asked to keep polling it.
    const watches = harness.calls
      .slice(callsBefore)
      .filter((call) => call.channel === 'app:watchPhraseset');
    expect(watches).toEqual([]);
  });

  it('draws every statistics chart once the data has arrived', async () => {
    await page.getByTitle('Your statistics').click();
    await page.waitForURL(/#\/statistics$/);
    // The shape each chart draws once its entry animation is done (pies add percent labels).
    const charts: Array<[string, string]> = [
      ['Win Rates by Role', '.recharts-bar-rectangle'],
      ['Earnings Breakdown', '.recharts-pie-label-text'],
      ['Costs Breakdown', '.recharts-pie-label-text'],
      ['Role Performance', '.recharts-radar-polygon'],
    ];
    for (const [title, shape] of charts) {
      const chart = panel(page, title);
      await chart.locator('svg.recharts-surface').first().waitFor();
      await expect
        .poll(() => chart.locator(shape).count(), { message: title, timeout: 5_000 })
        .toBeGreaterThan(0);
    }
    // The finished set earned coins: its prompt leads the top earning prompts.
    const topPrompts = panel(page, 'Top Earning Prompts').getByRole('listitem');
    expect(await topPrompts.first().innerText()).toContain(promptText);
    await harness.screenshot(page, 'statistics');
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
