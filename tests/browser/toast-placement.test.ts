// The error toast takes its own room at the top of the screen, in Chromium against the real
// core and server: at the app's smallest window (800x600) it lies on none of the dashboard's
// controls (floating in the bottom corner it covered the vote tile's button) and sits below
// the sticky header, inside the window.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { breakCalls } from '../support/browser/page-probes';
import { registerAndSkipTutorial } from '../support/browser/players';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

/** Runs in the page: what is wrong with the toast's place (empty when nothing). */
function toastPlacementProblems(): string[] {
  const toast = document.querySelector('.toast');
  if (!toast) return ['no toast'];
  const box = toast.getBoundingClientRect();
  const problems: string[] = [];
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (box.top < headerBottom - 0.5)
    problems.push(`under the header (${box.top} < ${headerBottom})`);
  if (box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5)
    problems.push('outside the window');
  const controls = document.querySelectorAll(
    'a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="switch"]',
  );
  for (const control of Array.from(controls)) {
    if (toast.contains(control)) continue;
    const other = control.getBoundingClientRect();
    if (other.width <= 2 || other.height <= 2) continue;
    const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
    const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
    if (width > 2 && height > 2)
      problems.push(
        `covers ${control.tagName.toLowerCase()} "${(control as HTMLElement).innerText.trim()}"`,
      );
  }
  return problems;
}

describe.skipIf(!available)('the error toast covers no control (browser)', () => {
  let harness: AppHarness;
  let page: Page;

  beforeAll(async () => {
    harness = await startAppHarness();
    page = await harness.openPage({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('opens at the top of the dashboard at 800x600, clear of every tile and button', async () => {
    await registerAndSkipTutorial(page, harness.stack.core);
    // Loading the statistics fails as if the connection dropped: the network toast opens, and
    // stays (up to 8 s) on the dashboard the player goes back to.
    await breakCalls(page, ['player:statistics']);
    await page.locator('.header__username').click();
    await page.waitForURL(/#\/statistics$/);
    const toast = page.locator('.toast[role="alert"]');
    await toast.waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    await toast.waitFor();
    expect(await page.evaluate(toastPlacementProblems)).toEqual([]);
    await harness.screenshot(page, 'toast-dashboard-800x600');
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
