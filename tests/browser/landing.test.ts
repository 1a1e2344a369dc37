// The real renderer in Chromium against the real main core and game server: landing,
// registration with the welcome modal and tutorial, login and logout, unknown routes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { login, newAccount, register, registerAndSkipTutorial } from '../support/browser/players';
import { serverHasRoute } from '../support/browser/server-support';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('landing, sign-in and tutorial (browser)', () => {
  let harness: AppHarness;
  beforeAll(async () => {
    harness = await startAppHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tutorialCard = (page: Page) => page.getByRole('dialog');

  it('shows the landing page with both forms and the rules', async () => {
    const page = await harness.openPage();
    await expect.poll(() => page.getByRole('heading', { name: 'Copycat' }).isVisible()).toBe(true);
    const rules = page.getByRole('list', { name: 'How to play' });
    expect(await rules.innerText()).toContain('Submit clever phrases for prompts.');
    expect(await rules.innerText()).toContain('Copy phrases without seeing the prompt.');
    expect(await rules.innerText()).toContain('Vote to identify the original phrase.');
    expect(await page.getByRole('form', { name: 'Create account' }).isVisible()).toBe(true);
    expect(await page.getByRole('form', { name: 'Returning player' }).isVisible()).toBe(true);
    await harness.screenshot(page, 'landing');
  });

  it('validates on the client before calling the server', async () => {
    const page = await harness.openPage();
    await register(page, { email: 'not-an-email', password: 'whatever1' });
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('Please provide a valid email address.');
    await login(page, { email: '', password: '' });
    await expect
      .poll(() => page.getByText('Please enter your email and password.').isVisible())
      .toBe(true);
    await harness.screenshot(page, 'landing-errors');
  });

  it('registers, offers the tutorial and walks its steps', async (context) => {
    await harness.signOut();
    const page = await harness.openPage();
    await register(page, newAccount('tour'));
    await page.waitForURL(/#\/dashboard$/);
    if (!(await serverHasRoute(harness.stack.core, 'tutorial:status'))) return context.skip();
    await page.getByRole('dialog', { name: 'Welcome to Copycat!' }).waitFor();
    expect(page.url()).toContain('#/dashboard');
    await harness.screenshot(page, 'welcome-modal');

    await page.getByRole('button', { name: 'Start Tutorial' }).click();
    await tutorialCard(page).getByRole('heading', { name: 'Welcome to Copycat!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await harness.screenshot(page, 'tutorial-welcome');

    await page.getByRole('button', { name: 'Next' }).click();
    await tutorialCard(page).getByRole('heading', { name: 'Your dashboard' }).waitFor();
    await page.getByTestId('tutorial-spotlight').waitFor();
    await harness.screenshot(page, 'tutorial-dashboard');

    await page.getByRole('button', { name: 'Next' }).click();
    await tutorialCard(page).getByRole('heading', { name: 'Prompt rounds' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await tutorialCard(page).getByRole('heading', { name: 'Your dashboard' }).waitFor();

    // The progress is saved on the server: a reload resumes at the same step.
    await page.reload();
    await tutorialCard(page).getByRole('heading', { name: 'Your dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Skip Tutorial' }).click();
    await expect.poll(() => tutorialCard(page).count()).toBe(0);
  });

  it('logs out and back in', async () => {
    await harness.signOut();
    const page = await harness.openPage();
    const account = await registerAndSkipTutorial(page, harness.stack.core, newAccount('inout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('form', { name: 'Returning player' }).waitFor();

    await login(page, { email: account.email, password: 'wrong-password-1' });
    await expect
      .poll(() => page.getByRole('alert').first().innerText())
      .toContain('Unable to log in');
    await login(page, account);
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
    expect(page.url()).toContain('#/dashboard');
  });

  it('redirects unknown and protected routes', async () => {
    await harness.signOut();
    const page = await harness.openPage({ route: '/no-such-screen' });
    await page.getByRole('form', { name: 'Create account' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/');
    await page.goto(page.url().replace(/#.*$/, '#/settings'));
    await page.getByRole('form', { name: 'Create account' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/');
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
