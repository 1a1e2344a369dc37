// A vote the server refuses, played by keyboard in Chromium against the real main core and game
// server: the pressed phrase button is disabled while the vote is in flight, which drops focus
// to the page body; once the refusal is in and the buttons are enabled again, focus is back on
// the pressed phrase, so the next Tab or Enter goes on from there (not from the window's top).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCore } from '../../src/main/core/create-app-core';
import type { CurrentRound } from '../../src/shared/api';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { setWaitingForVotes, unwrap } from '../support/browser/helpers';
import { focusedElement, settled, tabTo } from '../support/browser/keyboard';
import { registerAndSkipTutorial } from '../support/browser/players';
import { pollDashboardNow } from '../support/browser/screens';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('a refused vote gives focus back (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let player: AppCore;

  beforeAll(async () => {
    harness = await startAppHarness();
    player = harness.stack.core;
    page = await harness.openPage();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the server refuses the vote: focus returns to the pressed phrase button', async () => {
    await registerAndSkipTutorial(page, player);
    await setWaitingForVotes(harness.stack);
    await pollDashboardNow(player);
    const start = page.getByRole('button', { name: 'Start Vote Round' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/vote$/);
    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await options.first().waitFor();

    // The round ends on the server before the player presses: the same player's vote goes in
    // another way (as from a second window), so the page's vote is refused.
    const current = unwrap<CurrentRound | null>(
      await player.invoke('player:currentRound', undefined),
      'current round',
    );
    if (current?.round_type !== 'vote') throw new Error('no vote round on the server');
    unwrap(
      await player.invoke('phrasesets:vote', {
        id: current.state.phraseset_id,
        phrase: current.state.phrases[0]!,
      }),
      'vote',
    );

    await tabTo(page, options.nth(1));
    const pressed = (await options.nth(1).innerText()).trim();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    const button = options.filter({ hasText: pressed });
    await expect.poll(() => button.isEnabled()).toBe(true);
    // Read until it holds: the refusal's re-render and the focus land in the same moment.
    expect(await settled(() => focusedElement(page), `button: ${pressed}`)).toBe(
      `button: ${pressed}`,
    );
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
