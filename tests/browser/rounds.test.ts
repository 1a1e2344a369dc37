// The dashboard and the three rounds in Chromium against the real core and server. The
// round scenarios run once the server has the round routes (they skip with a notice before).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { helperPrompt, PHRASES, setWaitingForVotes, signUp } from '../support/browser/helpers';
import { registerAndSkipTutorial } from '../support/browser/players';
import { serverHasRoute } from '../support/browser/server-support';
import { submissionOutcome } from '../support/browser/submission-outcome';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('dashboard and rounds (browser)', () => {
  let harness: AppHarness;
  let page: Page;
  let roundsReady = false;

  beforeAll(async () => {
    harness = await startAppHarness();
    page = await harness.openPage();
    await registerAndSkipTutorial(page, harness.stack.core);
    roundsReady =
      (await serverHasRoute(harness.stack.core, 'player:dashboard')) &&
      (await serverHasRoute(harness.stack.core, 'rounds:available'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const tile = (name: string) => page.getByRole('article', { name });
  const backToDashboard = () => page.waitForURL(/#\/dashboard$/, { timeout: 10_000 });

  it('shows the three tiles with costs and the exact disabled labels', async (context) => {
    if (!roundsReady) return context.skip();
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).waitFor();
    expect(await tile('Prompt').innerText()).toMatch(/Cost: \d+ FC/);
    expect(await tile('Copy').getByRole('button').innerText()).toBe('No Prompts Available');
    expect(await tile('Copy').innerText()).toContain('0 prompts waiting');
    expect(await tile('Vote').getByRole('button').innerText()).toBe('No Quip Sets Available');
    expect(await tile('Vote').innerText()).toContain('0 phrase sets waiting');
    await harness.screenshot(page, 'dashboard');
  });

  it('plays a prompt round: prompt, countdown, feedback, submit, back to the dashboard', async (context) => {
    if (!roundsReady) return context.skip();
    await tile('Prompt').getByRole('button', { name: 'Start Prompt Round' }).click();
    await page.waitForURL(/#\/prompt$/);
    await page.getByRole('timer').waitFor();
    await page.getByText('2-5 words (4-100 characters), A-Z and spaces only').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Phrase' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Like this prompt', exact: true }).click();
    expect(
      await page
        .getByRole('button', { name: 'Like this prompt', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await harness.screenshot(page, 'prompt');

    for (const phrase of PHRASES) {
      await page.getByLabel('Your phrase').fill(phrase);
      await page.getByRole('button', { name: 'Submit Phrase' }).click();
      const outcome = await submissionOutcome(page);
      if (outcome === 'ok') break;
      await page.getByRole('button', { name: 'Dismiss error' }).click();
    }
    await harness.screenshot(page, 'prompt-success');
    await backToDashboard();
  });

  it('plays a copy round on another player’s prompt', async (context) => {
    if (!roundsReady) return context.skip();
    const other = await harness.stack.newCore();
    await signUp(other, 'prompter');
    await helperPrompt(other);
    await harness.stack.core.invoke('app:refreshDashboard', undefined);
    await tile('Copy').getByRole('button', { name: 'Start Copy Round' }).click();
    await page.waitForURL(/#\/copy$/);
    await page.getByText('Original phrase:').waitFor();
    await page.getByText(/you get \d+ FC back/).waitFor();
    await harness.screenshot(page, 'copy');

    // The same phrase as the original is refused on the client.
    const original = (await page.locator('.round__phrase').innerText()).trim();
    await page.getByLabel('Your copy').fill(original.toLowerCase());
    await page.getByRole('button', { name: 'Submit Phrase' }).click();
    await page.getByText('Your copy must be different from the original phrase.').waitFor();
    await page.getByRole('button', { name: 'Dismiss error' }).click();

    for (const phrase of PHRASES.filter((candidate) => candidate.toUpperCase() !== original)) {
      await page.getByLabel('Your copy').fill(phrase);
      await page.getByRole('button', { name: 'Submit Phrase' }).click();
      const outcome = await submissionOutcome(page);
      if (outcome === 'ok') break;
      await page.getByRole('button', { name: 'Dismiss error' }).click();
    }
    await backToDashboard();
  });

  it('plays a vote round on a set of other players and sees the result', async (context) => {
    if (!roundsReady) return context.skip();
    // Two copiers fill every waiting prompt, so the author's set forms whatever is older.
    await setWaitingForVotes(harness.stack);
    await harness.stack.core.invoke('app:refreshDashboard', undefined);

    await tile('Vote').getByRole('button', { name: 'Start Vote Round' }).click();
    await page.waitForURL(/#\/vote$/);
    const options = page.getByRole('group', { name: 'Phrases' }).getByRole('button');
    await options.first().waitFor(); // the vote screen is a lazy chunk
    expect(await options.count()).toBe(3);
    await harness.screenshot(page, 'vote');
    await options.first().click();
    await page.getByText('The original phrase:').waitFor();
    await harness.screenshot(page, 'vote-result');
    await backToDashboard();
  });

  it('produced no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
