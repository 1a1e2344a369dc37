// The tutorial card never covers what it explains, in Chromium against the real core and
// server, at 1100x760, at the 800x600 minimum and at 1280x800: the dashboard's tiles, and on
// the vote screen the prompt, the timer while it runs, the phrases and the result. Reset
// Tutorial in settings leaves 'Tutorial reset successfully!' uncovered; the welcome offer waits
// for the dashboard.
import { ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import { prompts } from '../../src/server/db/schema';
import { shippedPromptLibrary } from '../../src/server/game/engine/prompt-library';
import type { TutorialProgress } from '../../src/shared/tutorial';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { setWaitingForVotes, unwrap } from '../support/browser/helpers';
import { tutorialCardCheck } from '../support/browser/page-probes';
import { LONGEST_USERNAME_PREFIX, newAccount, register } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const target = (name: string) => `[data-tutorial="${name}"]`;
/** What the vote step explains on the vote screen, while the timer runs. */
const VOTE_SCREEN = ['.vote-options', '#vote-prompt', '[role="timer"]'];
/**
 * The library's longest prompt: at 800x600 it takes two lines, the most the vote screen has to
 * fit between the sticky header and the docked card. Drawn at random, 3 prompts in 350 did, and
 * then the timer sat under the header (the check below failed about once in a hundred runs).
 */
const LONGEST_PROMPT = shippedPromptLibrary().prompts.reduce((longest, prompt) =>
  prompt.text.length > longest.text.length ? prompt : longest,
);

describe.skipIf(!available)('the tutorial card never covers what it explains (browser)', () => {
  let harness: AppHarness;
  let player: AppCore;

  beforeAll(async () => {
    // A vote round long enough to look at the screen while its timer runs.
    harness = await startAppHarness({ overrides: { vote_round_seconds: 60 } });
    // Every prompt round draws the longest prompt, the only one left to draw.
    await harness.stack.server.database.db
      .update(prompts)
      .set({ enabled: false })
      .where(ne(prompts.id, LONGEST_PROMPT.id));
    player = harness.stack.core;
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Waits until the card settles clear of `selectors`, inside the window. */
  async function expectClear(page: Page, selectors: readonly string[]): Promise<void> {
    await page.locator('.tutorial-card').waitFor();
    await expect
      .poll(() => tutorialCardCheck(page, selectors))
      .toEqual({ covered: [], missing: [], inWindow: true });
  }

  /**
   * Where the highlighted target lies against the sticky header and the window: the parts of
   * its box hidden under the header or cut by the window's edges (empty when fully in view).
   */
  const targetHidden = (page: Page, selector: string) =>
    page.evaluate((selector) => {
      const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
      const box = document.querySelector(selector)!.getBoundingClientRect();
      const hidden: string[] = [];
      if (box.top < headerBottom - 0.5)
        hidden.push(
          `top ${Math.round(box.top)} under the header (bottom ${Math.round(headerBottom)})`,
        );
      if (box.bottom > window.innerHeight + 0.5)
        hidden.push(`bottom ${Math.round(box.bottom)} below the window (${window.innerHeight})`);
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) hidden.push('cut sideways');
      return hidden;
    }, selector);

  /** How many lines the vote screen's prompt takes. */
  const promptLines = (page: Page) =>
    page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('#vote-prompt')!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });

  async function showStep(page: Page, progress: TutorialProgress): Promise<void> {
    unwrap(await player.invoke('tutorial:progress', { progress }), 'tutorial progress');
    await page.reload();
  }

  async function voteSetReady(page: Page): Promise<void> {
    await setWaitingForVotes(harness.stack);
    await pollDashboardNow(player);
    await page.getByRole('button', { name: 'Start Vote Round' }).waitFor();
  }

  /**
   * The vote step on the vote screen: clear of prompt, timer and phrases, then the result.
   * `lines`: how many lines the longest prompt takes at this window's width.
   */
  async function voteScreenStaysClear(page: Page, name: string, lines: number): Promise<void> {
    await page.getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    await page.locator('.vote-options').waitFor();
    expect(await page.locator('#vote-prompt').innerText()).toBe(LONGEST_PROMPT.text);
    expect(await promptLines(page)).toBe(lines);
    await expectClear(page, VOTE_SCREEN);
    expect(await page.getByRole('timer').innerText()).not.toBe("Time's Up!");
    // Nor does the sticky header hide them: the page made room and scrolled them into view
    // (the card measures itself after a render, then scrolls: on a busy machine a frame later).
    const hidden = () =>
      page.evaluate((selectors) => {
        const top = document.querySelector('header')!.getBoundingClientRect().bottom;
        return selectors.filter((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return box.top < top || box.bottom > window.innerHeight;
        });
      }, VOTE_SCREEN);
    await expect.poll(hidden).toEqual([]);
    await harness.screenshot(page, `tutorial-${name}-vote`);
    await page.getByRole('group', { name: 'Phrases' }).getByRole('button').first().click();
    await page.locator('#main [role="status"]').first().waitFor();
    // The timer has gone once the vote is in; the result joins what must stay visible.
    await expectClear(page, ['.vote-options', '#vote-prompt', '#main [role="status"]']);
    await harness.screenshot(page, `tutorial-${name}-vote-result`);
    await page.waitForURL(/#\/dashboard$/);
  }

  it('at 1100x760: the dashboard steps leave their tiles visible', async () => {
    const page = await harness.openPage({ width: 1100, height: 760 });
    // The longest username there can be: the header still keeps to one row, so the vote
    // screen has the room between the header and the docked card that it needs.
    await register(page, newAccount(LONGEST_USERNAME_PREFIX));
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('button', { name: 'Start Tutorial' }).click();
    await page.getByRole('dialog', { name: 'Welcome to Copycat!' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectClear(page, [target('round-tiles')]);
    await harness.screenshot(page, 'tutorial-1100-dashboard');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectClear(page, [target('tile-prompt')]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectClear(page, [target('tile-copy')]);
    await harness.screenshot(page, 'tutorial-1100-copy');
    await page.close();
  });

  it('at 800x600: the dashboard steps and the vote screen, timer running and result', async () => {
    const page = await harness.openPage({ width: 800, height: 600, route: '/dashboard' });
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    for (const [step, name] of [
      ['dashboard', 'round-tiles'],
      ['prompt_round', 'tile-prompt'],
      ['copy_round', 'tile-copy'],
    ] as const) {
      await showStep(page, step);
      await expectClear(page, [target(name)]);
      // Scrolled into view means below the sticky header too, not only clear of the card.
      await expect.poll(() => targetHidden(page, target(name)), { message: name }).toEqual([]);
    }
    await harness.screenshot(page, 'tutorial-800-copy');

    await showStep(page, 'vote_round');
    await voteSetReady(page);
    await expectClear(page, [target('tile-vote')]);
    await expect
      .poll(() => targetHidden(page, target('tile-vote')), { message: 'tile-vote' })
      .toEqual([]);
    await voteScreenStaysClear(page, '800', 2);
    await page.close();
  });

  it('at 1280x800: the vote screen and its result', async () => {
    const page = await harness.openPage({ width: 1280, height: 800, route: '/dashboard' });
    await voteSetReady(page);
    await voteScreenStaysClear(page, '1280', 1);
    await page.close();
  });

  it('Reset Tutorial shows its message uncovered; the welcome offer waits for the dashboard', async () => {
    // A player who finished the tour, as one who asks for it again would have.
    unwrap(await player.invoke('tutorial:progress', { progress: 'completed' }), 'finish tour');
    const page = await harness.openPage({ width: 1100, height: 760, route: '/settings' });
    await page.getByRole('button', { name: 'Reset Tutorial' }).click();
    await page.getByText('Tutorial reset successfully!').waitFor();
    // Two frames: anything the reset opens has rendered by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Tutorial reset successfully!').isVisible()).toBe(true);

    await page.goto(page.url().replace(/#.*$/, '#/dashboard'));
    await page.getByRole('dialog', { name: 'Welcome to Copycat!' }).waitFor();
    await page.close();
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
