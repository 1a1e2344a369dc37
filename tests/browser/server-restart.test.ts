// The embedded game server dies under a signed-in player (SIGKILL of its process): the page
// says it is reconnecting, the supervisor starts a new process, the bar leaves by itself, and
// the player plays on without restarting the app. Chromium with the real renderer, the real
// main core and the built server process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../src/main/core/create-app-core';
import { MemoryStore } from '../../src/main/core/memory-store';
import { RENDERER_DIR } from '../support/browser/app-harness';
import { installBridge, pushEvent } from '../support/browser/bridge';
import {
  CHROMIUM_MISSING_NOTICE,
  chromiumAvailable,
  launchChromium,
} from '../support/browser/chromium';
import { registerAndSkipTutorial } from '../support/browser/players';
import { serveStatic, type StaticServer } from '../support/browser/static-server';
import { superviseServerProcess, type SupervisedServer } from '../support/main/supervised-server';
import { scaledMs } from '../support/slowness';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

describe.skipIf(!available)('a crash of the embedded server (browser)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-browser-restart-'));
  let supervised: SupervisedServer;
  let core: AppCore;
  let files: StaticServer;
  let browser: Browser;
  const pages: import('playwright-core').Page[] = [];

  beforeAll(async () => {
    supervised = superviseServerProcess(dataDir, (status) => core.serverStatusChanged(status));
    core = createAppCore({
      store: new MemoryStore(),
      emit: (event, payload) => pages.forEach((page) => void pushEvent(page, event, payload)),
      resolveServerUrl: () => supervised.server.url(),
      logger: { info: () => undefined, warn: () => undefined },
    });
    await core.start();
    files = await serveStatic(RENDERER_DIR);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await files?.close();
    await core?.stop();
    await supervised?.server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows that it reconnects, then plays on', async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    await installBridge(page, core);
    pages.push(page);
    await page.goto(`${files.url}#/`);
    await registerAndSkipTutorial(page, core);
    const bar = page.getByRole('status').filter({ hasText: 'Reconnecting to the game server' });
    expect(await bar.count()).toBe(0);

    const [first] = supervised.processes;
    process.kill(first!.pid!, 'SIGKILL');
    await bar.waitFor({ state: 'visible', timeout: scaledMs(30_000) });
    // A new process answers: the bar goes without the player doing anything.
    await bar.waitFor({ state: 'detached', timeout: scaledMs(120_000) });
    expect(supervised.processes).toHaveLength(2);

    await page.getByRole('button', { name: 'Start Prompt Round' }).click();
    await page.waitForURL(/#\/prompt$/);
    await page.getByRole('timer').waitFor();
    await context.close();
  });
});
