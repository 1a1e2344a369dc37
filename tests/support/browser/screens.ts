// Reading the signed-in screens the way a player does: the header's balance, a titled panel,
// and asking main for the dashboard poll it would otherwise run on its own schedule.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AppCore } from '../../../src/main/core/create-app-core';
import { formatCoins } from '../../../src/renderer/src/lib/format';
import { scaledMs } from '../slowness';

/** The coin balance the header shows (its label reads e.g. "Balance 4,900 FC"). */
export async function shownBalance(page: Page): Promise<number> {
  const label = await page.locator('.header__balance').getAttribute('aria-label');
  const match = /Balance ([\d,]+) FC/.exec(label ?? '');
  if (!match) throw new Error(`no balance in the header (label: ${label})`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** Waits until the header holds `amount`, and its counting animation has arrived there too. */
export async function balanceReaches(page: Page, amount: number): Promise<void> {
  await expect.poll(() => shownBalance(page), { timeout: scaledMs(5_000) }).toBe(amount);
  await expect
    .poll(() => page.locator('.header__balance').innerText(), { timeout: scaledMs(5_000) })
    .toBe(formatCoins(amount));
}

/** A card or panel named by its heading (a section labelled by its h2). */
export function panel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * Starts main's next dashboard poll now (what the app does every 60 s, or on focus); its
 * answer reaches the page as pushed events a moment later.
 */
export async function pollDashboardNow(core: AppCore): Promise<void> {
  const answer = await core.invoke('app:refreshDashboard', undefined);
  if (!answer.ok) throw new Error(`dashboard refresh failed: ${answer.error.message}`);
}
