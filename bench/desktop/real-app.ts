// The real Electron app through Playwright's Electron support, where the binary exists (it
// cannot be downloaded on the project's machines): cold start to the first screen, then, with a
// signed-in player's dashboard open, the main process's working set and the renderer's JS heap
// every 30 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../lib/child-process';

const SAMPLE_EVERY_MS = 30_000;

export async function measureRealApp(electron: string, minutes: number): Promise<void> {
  const { _electron } = await import('playwright-core');
  const userData = mkdtempSync(join(tmpdir(), 'copycat-desktop-bench-'));
  const launched = performance.now();
  const app = await _electron.launch({
    executablePath: electron,
    args: [REPO_ROOT, `--user-data-dir=${userData}`],
    cwd: REPO_ROOT,
  });
  try {
    const page = await app.firstWindow();
    await page.getByRole('heading', { name: 'Copycat' }).waitFor({ timeout: 60_000 });
    console.log(
      `[desktop] real app: cold start to the first screen ${(performance.now() - launched).toFixed(0)} ms`,
    );
    const account = page.getByRole('form', { name: 'Create account' });
    await account.getByLabel('Email').fill(`desktop-bench-${Date.now()}@example.com`);
    await account.getByLabel('Password').fill('desktop-bench-42');
    await account.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 60_000 });
    const declineTutorial = page.getByRole('button', { name: 'No Thanks' });
    if (await declineTutorial.isVisible({ timeout: 5_000 }).catch(() => false))
      await declineTutorial.click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();

    const started = Date.now();
    for (;;) {
      const main = await app.evaluate(({ app: electronApp }) => {
        const metric = electronApp.getAppMetrics().find((entry) => entry.type === 'Browser');
        return metric?.memory.workingSetSize ?? 0;
      });
      const rendererHeap = await page.evaluate(
        () => (performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );
      const minute = (Date.now() - started) / 60_000;
      console.log(
        `[desktop] real app ${minute.toFixed(1)} min: main ${(main / 1024).toFixed(0)} MiB, ` +
          `renderer heap ${(rendererHeap / 2 ** 20).toFixed(1)} MiB`,
      );
      if (minute >= minutes) break;
      await sleep(SAMPLE_EVERY_MS);
    }
  } finally {
    await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
}
