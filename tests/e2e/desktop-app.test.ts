// The desktop app end to end, on the built app, as a player meets it: the window opens on the
// landing page; a new account plays a prompt round against the embedded server; the tray's menu
// opens the window again; a notification comes when the result finishes (backup players step
// in at once and voting windows last a second, through COPYCAT_DEV_SERVER_SETTINGS); the session
// survives a restart; quitting leaves no process behind. The same scenarios run in the real
// Electron binary (Playwright's Electron driver; CI fetches the binary) and, wherever Chromium
// runs, on the built main bundle under the stand-in Electron. A launcher that cannot run here
// prints its skip notice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_SERVER_SETTINGS_VARIABLE } from '../../src/main/core/embedded-server/dev-settings';
import { PHRASES } from '../support/browser/helpers';
import { newAccount, register } from '../support/browser/players';
import { processAlive, type DesktopApp } from '../support/e2e/desktop-app';
import { realElectron } from '../support/e2e/real-electron';
import { standInElectron } from '../support/e2e/stand-in-app';

/** Results finish quickly: bots copy and vote at once, one vote closes a set within a second. */
const FAST_RESULTS = {
  AI_BACKUP_DELAY_MINUTES: '0',
  VOTE_MINIMUM_THRESHOLD: '1',
  VOTE_CLOSING_THRESHOLD: '1',
  VOTE_CLOSING_WINDOW_SECONDS: '1',
  VOTE_MINIMUM_WINDOW_SECONDS: '1',
};
const WAIT = { timeout: 30_000, interval: 250 };
/**
 * Backup players act right after a move (and at most 2 s apart); the sets' windows close by
 * the sweep's deadlines. The test asks main to poll at each look.
 */
const RESULT_WAIT = { timeout: 240_000, interval: 2_000 };

for (const launcher of [realElectron(), standInElectron()]) {
  if (launcher.missing) console.warn(launcher.missing);

  describe.skipIf(launcher.missing !== null).sequential(`desktop app (${launcher.name})`, () => {
    const userData = mkdtempSync(join(tmpdir(), 'copycat-e2e-'));
    const env = {
      [DEV_SERVER_SETTINGS_VARIABLE]: JSON.stringify(FAST_RESULTS),
      // No session bus, whatever the runner has: closing the window must keep the app in its
      // tray here. On a Linux bus where no panel shows tray icons it would quit instead, as it
      // should (window-closing.ts; tests/main/tray-less-desktop.test.ts proves that path).
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(userData, 'no-session-bus')}`,
    };
    let app: DesktopApp | undefined;
    let page: Page;
    const seen: number[] = [];

    afterAll(async () => {
      await app?.quit().catch(() => undefined);
      rmSync(userData, { recursive: true, force: true });
    });

    it('opens its window on the landing page', async () => {
      app = await launcher.launch(userData, env);
      page = await app.page();
      await page.getByRole('form', { name: 'Create account' }).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('heading', { name: 'Copycat' }).isVisible()).toBe(true);
    });

    it('a new account plays a prompt round against the embedded server', async () => {
      await register(page, newAccount('e2e'));
      await page.waitForURL(/#\/dashboard$/, { timeout: 30_000 });
      const skip = page.getByRole('button', { name: 'No Thanks' });
      await skip.click({ timeout: 10_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'Start Prompt Round' }).click();
      await page.waitForURL(/#\/prompt$/);
      for (const phrase of PHRASES) {
        await page.getByLabel('Your phrase').fill(phrase);
        await page.getByRole('button', { name: 'Submit Phrase' }).click();
        const accepted = await page
          .getByText('Returning to dashboard...')
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (accepted) break;
        await page.getByRole('button', { name: 'Dismiss error' }).click();
      }
      await page.waitForURL(/#\/dashboard$/, { timeout: 30_000 });
    });

    it('has a tray whose menu opens the window', async () => {
      expect(await app!.trayLabels()).toEqual(
        expect.arrayContaining(['Open Copycat', 'Quit Copycat']),
      );
      await app!.closeWindow();
      expect(await app!.windowVisible()).toBe(false);
      await app!.clickTray('Open Copycat');
      await expect.poll(() => app!.windowVisible(), WAIT).toBe(true);
      page = await app!.page();
      await page.getByRole('heading', { name: 'Start a Round' }).waitFor({ timeout: 30_000 });
    });

    it('raises a notification when the result finishes', async () => {
      await expect
        .poll(async () => {
          // What a player's click on the dashboard does: main polls now instead of within a minute.
          await page
            .evaluate(() => window.api?.invoke('app:refreshDashboard'))
            .catch(() => undefined);
          return (await app!.notifications()).length;
        }, RESULT_WAIT)
        .toBeGreaterThan(0);
      const [shown] = await app!.notifications();
      expect(`${shown!.title} ${shown!.body}`).toMatch(/result/i);
    }, 300_000);

    it('keeps the session across a restart', async () => {
      seen.push(...(await app!.processIds()));
      await app!.quit();
      app = await launcher.launch(userData, env);
      page = await app.page();
      await page.getByRole('heading', { name: 'Start a Round' }).waitFor({ timeout: 60_000 });
    });

    it('leaves no process behind when it quits', async () => {
      seen.push(...(await app!.processIds()));
      expect(seen.length).toBeGreaterThan(0);
      await app!.quit();
      app = undefined;
      expect(seen.filter(processAlive)).toEqual([]);
    });
  });
}
