// The focus ring reads at 3:1 or more (WCAG 1.4.11 non-text contrast) wherever it is drawn, in
// the light and the dark theme, in Chromium against the real main core and game server: its
// colour as seen (blended over what lies behind it) against the backdrop outside it (page,
// card, header) and against what lies inside it (the control's edge, or the backdrop again
// across an outline-offset gap): inputs, primary, ghost and plain buttons, links and chips.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { COLOR_SCHEMES } from '../support/browser/axe';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { ringContrast } from '../support/browser/focus-ring';
import { registerAndSkipTutorial } from '../support/browser/players';
import { settleAnimations } from '../support/browser/settle';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** WCAG 1.4.11: user interface components and their states, against adjacent colours. */
const MINIMUM = 3;

describe.skipIf(!available)('focus ring contrast (browser)', () => {
  let harness: AppHarness;
  let page: Page;

  beforeAll(async () => {
    harness = await startAppHarness();
    page = await harness.openPage();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /**
   * Focuses each control (as the keyboard would: after a key press, so :focus-visible holds)
   * in both themes and returns one line per ring under 3:1 on either side, or not drawn.
   */
  async function weakRings(controls: Record<string, Locator>): Promise<string[]> {
    const weak: string[] = [];
    for (const scheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, control] of Object.entries(controls)) {
        await control.waitFor();
        // A heading takes focus the way the app gives it (lib/focus.ts: tabindex -1).
        await control.evaluate((element) => {
          if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
            element.setAttribute('tabindex', '-1');
        });
        await page.keyboard.press('Shift');
        await control.focus();
        await settleAnimations(page);
        const ring = await ringContrast(control);
        if (!ring) {
          weak.push(`${name} [${scheme}]: no focus ring`);
          continue;
        }
        if (ring.againstOutside < MINIMUM || ring.againstInside < MINIMUM)
          weak.push(
            `${name} [${scheme}]: ring ${ring.ring} is ${ring.againstOutside}:1 on ${ring.outside} outside, ` +
              `${ring.againstInside}:1 on ${ring.inside} inside (${ring.drawnWith})`,
          );
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    return weak;
  }

  it('landing: the skip link, inputs and the primary button in their cards', async () => {
    const create = page.getByRole('form', { name: 'Create account' });
    await create.getByLabel('Email').waitFor();
    expect(
      await weakRings({
        'skip link': page.getByRole('link', { name: 'Skip to main content' }),
        'email input (card)': create.getByLabel('Email'),
        'password input (card)': create.getByLabel('Password'),
        'primary button (card)': create.getByRole('button', { name: 'Create Account' }),
      }),
    ).toEqual([]);
  });

  it('dashboard, tracking and settings: header ghost button and chips, tiles, selects, plain buttons, headings', async () => {
    await registerAndSkipTutorial(page, harness.stack.core);
    const header = page.getByRole('navigation', { name: 'Player' });
    const dashboard = {
      'ghost button (header)': header.getByRole('button', { name: 'Logout' }),
      'chip link (header)': header.getByRole('link', { name: /prompts in progress/ }),
      'brand link (header)': page.getByRole('link', { name: 'Copycat dashboard' }),
      'primary button (tile)': page.getByRole('button', { name: 'Start Prompt Round' }),
      'main heading (page)': page.getByRole('heading', { level: 1 }),
    };
    const weak = await weakRings(dashboard);

    await page.evaluate(() => (window.location.hash = '#/tracking'));
    await page.getByRole('heading', { level: 1, name: 'Past Round Tracking' }).waitFor();
    weak.push(
      ...(await weakRings({
        'back link (header)': page.getByRole('link', { name: 'Back to dashboard' }),
        'select (page)': page.getByRole('combobox', { name: 'Status' }),
      })),
    );

    await page.evaluate(() => (window.location.hash = '#/settings'));
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    weak.push(
      ...(await weakRings({
        'plain button (card)': page.getByRole('button', { name: 'Reset Tutorial' }),
      })),
    );
    expect(weak).toEqual([]);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
