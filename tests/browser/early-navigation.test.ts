// A notification clicked as the window opens or reloads: main sends its route once the page
// has loaded, which can be before the app listens. The route is kept for the app (the preload
// holds it, and the bridge here does the same), and the app opens it once the session is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHarness, type AppHarness } from '../support/browser/app-harness';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../support/browser/chromium';
import { registerAndSkipTutorial } from '../support/browser/players';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('a route sent before the app listens (browser)', () => {
  let harness: AppHarness;

  beforeAll(async () => {
    harness = await startAppHarness();
    await registerAndSkipTutorial(await harness.openPage(), harness.stack.core);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('opens that route, not the dashboard, once the signed-in session is restored', async () => {
    const page = await harness.openPage({
      route: '/',
      // Before any of the app's scripts run: nothing listens yet.
      initScript: `window.__copycatEmit('app:navigate', { path: '/quests' });`,
    });
    await page.getByRole('heading', { level: 1, name: 'Rewards & Quests' }).waitFor();
    expect(page.url()).toMatch(/#\/quests$/);
    expect(harness.errors).toEqual([]);
  });
});
