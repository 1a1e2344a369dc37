// `npm run bench:desktop [-- --minutes N]`: the desktop app's own cost, measured on the built
// app (`npm run build` first) through Playwright's Electron support: cold start to the first
// screen, then the main process's memory (it hosts the embedded game server) while a signed-in
// player keeps the dashboard open and the app polls, for 10 minutes by default.
//
// It needs the Electron binary, looked up without triggering electron's download
// (scripts/electron-binary.ts); where it is not there this prints a skip notice.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { electronBinary } from '../scripts/electron-binary';
import { REPO_ROOT } from './lib/child-process';

const SAMPLE_EVERY_MS = 30_000;

interface MemorySample {
  minute: number;
  /** The main process's working set as Electron reports it (app.getAppMetrics), MiB. */
  workingSetMb: number;
  /** Its JavaScript heap in use, MiB. */
  heapUsedMb: number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { minutes: { type: 'string' } } });
  const minutes = Number(values.minutes ?? 10);
  const electron = electronBinary();
  if (!electron) {
    console.log(
      '[desktop] skipped: the Electron binary is not installed on this machine (node_modules/electron has no dist/; ' +
        'its download needs the internet). Run `npm run build && npm run bench:desktop` where `require("electron")` ' +
        'yields an existing binary.',
    );
    return 0;
  }
  if (!existsSync(join(REPO_ROOT, 'out', 'main', 'index.js'))) {
    console.error('[desktop] the app is not built: run `npm run build` first');
    return 1;
  }

  const { _electron } = await import('playwright-core');
  const userData = mkdtempSync(join(tmpdir(), 'copycat-desktop-bench-'));
  const launched = performance.now();
  const app = await _electron.launch({ executablePath: electron, args: [REPO_ROOT, `--user-data-dir=${userData}`], cwd: REPO_ROOT });
  try {
    const page = await app.firstWindow();
    await page.getByRole('heading', { name: 'Copycat' }).waitFor({ timeout: 60_000 });
    const coldStartMs = performance.now() - launched;
    console.log(`[desktop] cold start to the first screen: ${coldStartMs.toFixed(0)} ms`);

    const account = page.getByRole('form', { name: 'Create account' });
    await account.getByLabel('Email').fill(`desktop-bench-${Date.now()}@example.com`);
    await account.getByLabel('Password').fill('desktop-bench-42');
    await account.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 60_000 });
    const declineTutorial = page.getByRole('button', { name: 'No Thanks' });
    if (await declineTutorial.isVisible({ timeout: 5_000 }).catch(() => false)) await declineTutorial.click();
    await page.getByRole('heading', { name: 'Start a Round' }).waitFor();

    const samples: MemorySample[] = [];
    const started = Date.now();
    for (;;) {
      const sample = await app.evaluate(({ app: electronApp }) => {
        const main = electronApp.getAppMetrics().find((metric) => metric.type === 'Browser');
        return { workingSetKb: main?.memory.workingSetSize ?? 0, heapUsed: process.memoryUsage().heapUsed };
      });
      const minute = (Date.now() - started) / 60_000;
      samples.push({ minute, workingSetMb: sample.workingSetKb / 1024, heapUsedMb: sample.heapUsed / 2 ** 20 });
      console.log(`[desktop] ${minute.toFixed(1)} min: main process ${(sample.workingSetKb / 1024).toFixed(0)} MiB, heap ${(sample.heapUsed / 2 ** 20).toFixed(0)} MiB`);
      if (minute >= minutes) break;
      await sleep(SAMPLE_EVERY_MS);
    }
    const peak = Math.max(...samples.map((sample) => sample.workingSetMb));
    const first = samples[0]?.workingSetMb ?? 0;
    const last = samples.at(-1)?.workingSetMb ?? 0;
    console.log(
      `[desktop] main process with the dashboard open for ${minutes} min: first ${first.toFixed(0)} MiB, ` +
        `last ${last.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (growth ${(last - first).toFixed(0)} MiB)`,
    );
    return 0;
  } finally {
    await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[desktop] failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
