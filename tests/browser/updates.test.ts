// Settings' Updates section in Chromium against the real main core, whose update logic runs a
// scripted engine: the version, "Check for updates", the download announced by main, then
// "Restart to update", all by keyboard and without axe-core violations; a refused download is
// shown as such and offers no restart.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/browser/axe';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { APP_VERSION } from '../support/browser/game-stack';
import { registerAndSkipTutorial } from '../support/browser/players';
import { scriptedEngine } from '../support/updates/scripted-engine';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('settings: updates (browser)', () => {
  const engine = scriptedEngine();
  let harness: AppHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await startAppHarness({ updateEngine: engine });
    page = await harness.openPage();
    await registerAndSkipTutorial(page, harness.stack.core);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Updates', exact: true }).waitFor();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const updates = () => page.getByRole('region', { name: 'Updates' });

  it('shows the running version and a "Check for updates" button, accessible', async () => {
    await updates().getByText(`Version ${APP_VERSION}`).waitFor();
    await updates().getByText('Updates are checked automatically every few hours.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('checks by keyboard, shows the download, then "Restart to update" once main says so', async () => {
    engine.answer(() => engine.emit('update-available', { version: '0.2.0' }));
    await updates().getByRole('button', { name: 'Check for updates' }).focus();
    await page.keyboard.press('Enter');
    await updates().getByText('Downloading version 0.2.0 in the background...').waitFor();
    expect(engine.checks).toBe(1);

    engine.emit('update-downloaded', { version: '0.2.0' });
    const restart = updates().getByRole('button', { name: 'Restart to update' });
    await restart.waitFor();
    await updates().getByText('Version 0.2.0 is ready. Restart Copycat to use it.').waitFor();
    await expectNoAxeViolations(page);
    await harness.screenshot(page, 'settings-update-ready');
    await restart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => engine.installs).toBe(1);
  });

  it('shows a refused download and offers no restart', async () => {
    const fresh = scriptedEngine();
    const other = await startAppHarness({ updateEngine: fresh });
    try {
      const second = await other.openPage();
      await registerAndSkipTutorial(second, other.stack.core);
      await second.getByRole('link', { name: 'Settings' }).click();
      fresh.answer(() => {
        fresh.emit('update-available', { version: '0.2.0' });
        fresh.emit(
          'error',
          Object.assign(new Error('sha512 checksum mismatch'), { code: 'ERR_CHECKSUM_MISMATCH' }),
        );
      });
      await second.getByRole('button', { name: 'Check for updates' }).click();
      await second
        .getByText('The downloaded update did not match its checksum and was discarded.')
        .waitFor();
      expect(await second.getByRole('button', { name: 'Restart to update' }).count()).toBe(0);
      await expectNoAxeViolations(second);
      expect(fresh.installs).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
