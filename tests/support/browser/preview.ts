// Walks every screen of the built renderer against the embedded server and saves a
// screenshot of each, so anyone can look at the app without Electron. Used by
// `npm run preview:harness`; screens the server cannot serve yet are noted and skipped.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startAppHarness, type AppHarness } from './app-harness';
import { ADMIN_PASSWORD } from './game-stack';
import { helperCopyAll, helperPrompt, PHRASES, signedUpPlayers } from './helpers';
import { newAccount, register } from './players';
import { serverHasRoute } from './server-support';

export const PREVIEW_DIR = resolve('test-output/preview');

const SMALL = { width: 800, height: 600 };

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400); // lazy chunks, animated values and the 100 ms dashboard delay
}

async function visit(harness: AppHarness, page: Page, route: string, name: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), route);
  await settle(page);
  await harness.screenshot(page, name);
  console.log(`  ${name}`);
}

async function playRound(page: Page, label: string): Promise<void> {
  for (const phrase of PHRASES) {
    await page.getByLabel(label).fill(phrase);
    await page.getByRole('button', { name: 'Submit Phrase' }).click();
    const accepted = await page
      .getByText('Returning to dashboard...')
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (accepted) return;
    await page
      .getByRole('button', { name: 'Dismiss error' })
      .click()
      .catch(() => undefined);
  }
}

async function previewRounds(harness: AppHarness, page: Page): Promise<void> {
  const core = harness.stack.core;
  if (!(await serverHasRoute(core, 'rounds:available')))
    throw new Error('the server has no round routes yet');
  await page.getByRole('button', { name: 'Start Prompt Round' }).click();
  await page.waitForURL(/#\/prompt$/);
  await settle(page);
  await harness.screenshot(page, 'prompt');
  await playRound(page, 'Your phrase');
  await harness.screenshot(page, 'prompt-success');
  await page.waitForURL(/#\/dashboard$/);

  const helpers = await signedUpPlayers(harness.stack, ['helper0', 'helper1', 'helper2']);
  await helperPrompt(helpers[0]);
  await core.invoke('app:refreshDashboard', undefined);
  await page.getByRole('button', { name: 'Start Copy Round' }).click();
  await page.waitForURL(/#\/copy$/);
  await settle(page);
  await harness.screenshot(page, 'copy');
  await playRound(page, 'Your copy');
  await page.waitForURL(/#\/dashboard$/);

  await helperPrompt(helpers[0]);
  await helperCopyAll(helpers[1]);
  await helperCopyAll(helpers[2]);
  await core.invoke('app:refreshDashboard', undefined);
  await page.getByRole('button', { name: 'Start Vote Round' }).click();
  await page.waitForURL(/#\/vote$/);
  await settle(page);
  await harness.screenshot(page, 'vote');
  await page.getByRole('group', { name: 'Phrases' }).getByRole('button').first().click();
  await page.getByText('The original phrase:').waitFor();
  await harness.screenshot(page, 'vote-result');
  console.log('  prompt, copy, vote');
}

/** Runs one part of the tour; a part the server cannot serve yet is reported, not fatal. */
async function part(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.warn(`  ${name} not previewed: ${String(error).split('\n')[0]}`);
  }
}

async function previewTutorial(harness: AppHarness, page: Page): Promise<void> {
  if (!(await page.getByRole('button', { name: 'Start Tutorial' }).isVisible())) {
    throw new Error('no welcome modal (the server has no tutorial status yet?)');
  }
  await harness.screenshot(page, 'welcome-modal');
  await page.getByRole('button', { name: 'Start Tutorial' }).click();
  for (const step of ['welcome', 'dashboard', 'prompt-round']) {
    await settle(page);
    await harness.screenshot(page, `tutorial-${step}`);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Skip Tutorial' }).click();
  console.log('  welcome modal and tutorial');
}

async function previewAdmin(harness: AppHarness, page: Page): Promise<void> {
  await page.evaluate(() => (window.location.hash = '#/settings'));
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await page.getByPlaceholder('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/#\/admin$/);
  for (const tab of ['Economics', 'Timing', 'Validation', 'AI Service']) {
    await page.getByRole('tab', { name: tab }).click();
    await harness.screenshot(page, `admin-${tab.toLowerCase().replace(' ', '-')}`);
  }
  console.log('  admin');
}

export async function runPreview(screensDir = PREVIEW_DIR): Promise<void> {
  const harness = await startAppHarness({ screensDir });
  try {
    const page = await harness.openPage();
    await settle(page);
    await harness.screenshot(page, 'landing');
    const small = await harness.openPage(SMALL);
    await settle(small);
    await harness.screenshot(small, 'landing-800x600');
    console.log('  landing');

    await page.bringToFront();
    await register(page, newAccount('preview'));
    await page.waitForURL(/#\/dashboard$/);
    await settle(page);
    await part('tutorial', () => previewTutorial(harness, page));
    await visit(harness, page, '#/dashboard', 'dashboard');
    await part('rounds', () => previewRounds(harness, page));
    for (const screen of ['results', 'tracking', 'quests', 'statistics', 'settings']) {
      await part(screen, () => visit(harness, page, `#/${screen}`, screen));
    }
    await part('admin', () => previewAdmin(harness, page));

    const compact = await harness.openPage({ ...SMALL, route: '/dashboard' });
    await settle(compact);
    await harness.screenshot(compact, 'dashboard-800x600');
    console.log('  dashboard-800x600');

    // Last: with the server gone, a screen that needs it shows its error and the toast.
    await harness.stack.server.close();
    await visit(harness, compact, '#/admin', 'server-unreachable');
    if (harness.errors.length > 0)
      console.warn(`Console errors:\n  ${harness.errors.join('\n  ')}`);
    console.log(`Screenshots in ${screensDir}`);
  } finally {
    await harness.close();
  }
}
