// The tutorial card by keyboard alone, in Chromium against the real main core and server. The
// card is drawn over the page and comes last in the DOM, yet it is no dead end and no trap: its
// buttons come right after the element the step highlights (before the screen's content when
// there is none), Tab goes on into the page (round to its top when nothing follows the card),
// Shift+Tab back to the highlighted control, which Enter then uses. axe-core finds nothing on
// the card's step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import type { TutorialProgress } from '../../src/shared/tutorial';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { axeViolations } from '../support/browser/axe';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { focusedElement, focusShows } from '../support/browser/keyboard';
import { newAccount, register } from '../support/browser/players';
import { helperPrompt, signedUpPlayers, unwrap } from '../support/browser/helpers';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** Where the focused element lies: in the header, in the card, in the screen, or nowhere. */
function focusPlace(page: Page): Promise<'header' | 'card' | 'main' | 'nowhere'> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nowhere';
    if (element.closest('.tutorial-card')) return 'card';
    if (element.closest('header')) return 'header';
    return element.closest('main') ? 'main' : 'nowhere';
  });
}

/** Whether the focused element comes after the element `selector` (and is not inside it). */
function focusFollows(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.activeElement!;
    const anchor = document.querySelector(selector)!;
    return (
      !anchor.contains(element) &&
      Boolean(anchor.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  }, selector);
}

/** Whether the focused element is the page's first Tab stop (the window's top). */
function focusIsFirstControl(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const first = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]'),
    ].find((element) => element.tabIndex >= 0 && !element.matches(':disabled'));
    return first !== undefined && first === document.activeElement;
  });
}

describe.skipIf(!available)('the tutorial card by keyboard alone (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness();
    // Another player's prompt waits for copies: the copy tile's control is there to Tab to.
    const [author] = await signedUpPlayers(harness.stack, ['author']);
    await helperPrompt(author);
    player = harness.stack.core;
    page = await harness.openPage();
    await register(page, newAccount('tabber'));
    await page.waitForURL(/#\/dashboard$/);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const card = () => page.locator('.tutorial-card');
  const cardTitle = () => card().getByRole('heading').innerText();

  /** Opens the tour at `progress` (as a reload would show it), focus on the card's Next. */
  async function showStep(progress: TutorialProgress, title: string): Promise<void> {
    unwrap(await player.invoke('tutorial:progress', { progress }), 'tutorial progress');
    await page.reload();
    await expect.poll(cardTitle).toBe(title);
    await expect.poll(() => focusedElement(page)).toBe('button: Next');
    const copy = page.getByRole('button', { name: 'Start Copy Round' });
    await expect.poll(() => copy.isEnabled()).toBe(true);
  }

  /** Presses `key` once and reads what has focus then. */
  async function press(key: string): Promise<string> {
    await page.keyboard.press(key);
    return focusedElement(page);
  }

  it('a step that highlights nothing: the card comes between the header and the screen', async () => {
    await page.getByRole('dialog', { name: 'Welcome to Copycat!' }).waitFor();
    await expect.poll(() => focusedElement(page)).toBe('button: Start Tutorial');
    await page.keyboard.press('Enter');
    await expect.poll(cardTitle).toBe('Welcome to Copycat!');
    await expect.poll(() => focusedElement(page)).toBe('button: Next');
    // The screen's controls are in (the dashboard loads beside the card).
    const copy = page.getByRole('button', { name: 'Start Copy Round' });
    await expect.poll(() => copy.isEnabled()).toBe(true);

    // On from the card's last button: into the screen, not out of the page.
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toBe('main');
    expect(await focusShows(page)).toBe(true);
    // And back: the card's buttons, then the header.
    expect(await press('Shift+Tab')).toBe('button: Next');
    expect(await press('Shift+Tab')).toBe('button: Skip Tutorial');
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(page)).toBe('header');
    expect(await press('Tab')).toBe('button: Skip Tutorial');
    expect(await press('Tab')).toBe('button: Next');
  });

  it('a step that highlights a tile: the card comes right after it, and Tab goes on past it', async () => {
    await showStep('prompt_round', 'Prompt rounds');
    const violations = await axeViolations(page, 'tutorial-card-prompt-step');
    expect.soft(violations, 'axe-core violations').toEqual([]);

    // Back from the card: its buttons, then the control of the tile it highlights.
    expect(await press('Shift+Tab')).toBe('button: Back');
    expect(await press('Shift+Tab')).toBe('button: Skip Tutorial');
    expect(await press('Shift+Tab')).toBe('button: Start Prompt Round');
    expect(await focusShows(page)).toBe(true);
    // On from the tile: the card, then the next tile's control.
    expect(await press('Tab')).toBe('button: Skip Tutorial');
    expect(await press('Tab')).toBe('button: Back');
    expect(await press('Tab')).toBe('button: Next');
    expect(await press('Tab')).toBe('button: Start Copy Round');
    expect(await focusFollows(page, '[data-tutorial="tile-prompt"]')).toBe(true);
    // Nothing keeps focus in: Shift+Tab comes back the same way.
    expect(await press('Shift+Tab')).toBe('button: Next');
  });

  it('with nothing after the highlighted tile, Tab comes round to the top; Enter uses the tile', async () => {
    await showStep('copy_round', 'Copy rounds');
    // The vote tile after it is disabled (nothing to vote on): the card ends the page's order.
    const vote = page.locator('[data-tutorial="tile-vote"]').getByRole('button');
    expect(await vote.isDisabled()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusIsFirstControl(page)).toBe(true);
    expect(await press('Shift+Tab')).toBe('button: Next');

    // The highlighted tile's control works by keyboard while the card is open.
    expect(await press('Shift+Tab')).toBe('button: Skip Tutorial');
    expect(await press('Shift+Tab')).toBe('button: Start Copy Round');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/copy$/);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
