// Settings (account, tutorial reset, desktop preferences, admin access) and the read-only
// admin view, in Chromium against the real main core and game server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { ADMIN_PASSWORD } from '../support/browser/game-stack';
import { registerAndSkipTutorial } from '../support/browser/players';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('settings and admin (browser)', () => {
  let harness: AppHarness;
  beforeAll(async () => {
    harness = await startAppHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows account, balance, desktop and coming-soon sections', async () => {
    const page = await harness.openPage();
    await registerAndSkipTutorial(page, harness.stack.core);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    for (const heading of ['Balance', 'Tutorial', 'Desktop', 'Admin Access', 'Coming Soon']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(
        true,
      );
    }
    expect(await page.getByText('/ 10').isVisible()).toBe(true);
    for (const label of [
      'Change password',
      'Change email address',
      'Export account data',
      'Delete account',
    ]) {
      expect(await page.getByRole('button', { name: label }).isDisabled()).toBe(true);
    }
    await page.getByLabel('Server address').waitFor();
    await harness.screenshot(page, 'settings');
  });

  it('saves the notifications switch through main', async () => {
    const page = await harness.openPage({ route: '/settings' });
    const toggle = page.getByRole('switch');
    const before = await toggle.isChecked();
    await toggle.click();
    await page
      .getByText(before ? 'Notifications turned off.' : 'Notifications turned on.')
      .waitFor();
    const saved = await harness.stack.core.invoke('app:getSettings', undefined);
    expect(saved.ok && (saved.data as { notificationsEnabled: boolean }).notificationsEnabled).toBe(
      !before,
    );
  });

  it('refuses a wrong admin password', async () => {
    const page = await harness.openPage({ route: '/settings' });
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByPlaceholder('Admin password').fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Incorrect admin password').waitFor();
    await harness.screenshot(page, 'settings-admin-wrong');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByPlaceholder('Admin password').count()).toBe(0);
  });

  it('opens the read-only admin view with the right password, four tabs with units', async () => {
    const page = await harness.openPage({ route: '/settings' });
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByPlaceholder('Admin password').fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/admin$/);
    await page.getByText('Editing capabilities will be added in a future update').waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Economics', 'Timing', 'Validation', 'AI Service']);
    expect(await page.getByRole('row', { name: /Starting balance/ }).innerText()).toMatch(/\d+ FC/);
    await harness.screenshot(page, 'admin-economics');

    // Keyboard: arrow keys move between tabs.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Timing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('row', { name: /Prompt round length/ }).innerText()).toMatch(
      /\d+ seconds/,
    );
    await harness.screenshot(page, 'admin-timing');
    await page.getByRole('tab', { name: 'Validation' }).click();
    expect(await page.getByRole('row', { name: /Maximum phrase length/ }).innerText()).toMatch(
      /\d+ characters/,
    );
    await harness.screenshot(page, 'admin-validation');
    await page.getByRole('tab', { name: 'AI Service' }).click();
    expect(await page.getByRole('row', { name: /Backup player delay/ }).innerText()).toMatch(
      /\d+ minutes/,
    );
    await harness.screenshot(page, 'admin-ai');

    await page.getByRole('button', { name: 'Back to Settings' }).click();
    await page.waitForURL(/#\/settings$/);
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
