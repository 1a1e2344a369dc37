// One object a browser test needs: the real server and main core, the built renderer served
// over http, Chromium with the bridge installed, console errors collected and screenshots.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { UpdateEngine } from '../../../src/main/core/updates/app-updates';
import type { Clock } from '../../../src/server/clock';
import type { Settings } from '../../../src/server/settings';
import type { IpcEventName } from '../../../src/shared/ipc';
import { installBridge, pushEvent } from './bridge';
import { launchChromium } from './chromium';
import { startGameStack, type GameStack } from './game-stack';
import { serveStatic, type StaticServer } from './static-server';
import { scaledMs } from '../slowness';

// Relative to the repository root, where vitest and npm scripts run (the harness is loaded
// both as CommonJS by vitest and as ESM by tsx, so neither __dirname nor import.meta is safe).
// COPYCAT_RENDERER_DIR points at another build, so that one person's rebuild of out/ does not
// pull the page from under another's browser test on the same checkout.
export const RENDERER_DIR = resolve(process.env.COPYCAT_RENDERER_DIR ?? 'out/renderer');
export const SCREENS_DIR = resolve('test-output/screens');

/** A main-process event as the pages received it. */
export interface PushedEvent {
  event: IpcEventName;
  payload: unknown;
}

/** A call a page made through `window.api.invoke`. */
export interface PageCall {
  channel: string;
  args: unknown;
}

export interface AppHarness {
  stack: GameStack;
  browser: Browser;
  /** Opens a fresh page (own context) on the app; earlier pages stay open until close(). */
  /** `initScript` runs in the page after the bridge, before the app's own scripts. */
  openPage(options?: {
    width?: number;
    height?: number;
    route?: string;
    initScript?: string;
  }): Promise<Page>;
  /** Saves a full-page PNG (under test-output/screens/ unless told otherwise). */
  screenshot(page: Page, name: string): Promise<string>;
  /** Ends the desktop app's session, as if the player had logged out earlier. */
  signOut(): Promise<void>;
  /** Console errors and page errors seen so far, on every page. */
  errors: string[];
  /** Every event main pushed to the pages, oldest first. */
  events: PushedEvent[];
  /** Every call the pages made, oldest first. */
  calls: PageCall[];
  close(): Promise<void>;
}

export interface HarnessOptions {
  overrides?: Partial<Settings>;
  /** The game server's clock; see createShiftedClock. */
  clock?: Clock;
  screensDir?: string;
  /** See GameStackOptions.updateEngine. */
  updateEngine?: UpdateEngine;
}

export async function startAppHarness({
  overrides = {},
  clock,
  screensDir = SCREENS_DIR,
  updateEngine,
}: HarnessOptions = {}): Promise<AppHarness> {
  const stack = await startGameStack({ overrides, clock, updateEngine });
  let files: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    files = await serveStatic(RENDERER_DIR);
    browser = await launchChromium();
  } catch (error) {
    await files?.close();
    await stack.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const events: PushedEvent[] = [];
  const calls: PageCall[] = [];
  const pages: Page[] = [];
  // Every open page shares the one core (like windows of one desktop app), so each gets its events.
  stack.setEventSink((event, payload) => {
    events.push({ event, payload });
    for (const page of pages) void pushEvent(page, event, payload);
  });
  mkdirSync(screensDir, { recursive: true });

  const openedBrowser = browser;
  const served = files;
  return {
    stack,
    browser: openedBrowser,
    errors,
    events,
    calls,
    openPage: async ({ width = 1100, height = 760, route = '/', initScript } = {}) => {
      const context = await openedBrowser.newContext({ viewport: { width, height } });
      // Fail fast: a missing element should not eat the whole test timeout.
      context.setDefaultTimeout(scaledMs(10_000));
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await installBridge(page, stack.core, (channel, args) => calls.push({ channel, args }));
      if (initScript) await page.addInitScript(initScript);
      pages.push(page);
      await page.goto(`${served.url}#${route}`);
      return page;
    },
    signOut: async () => {
      await stack.core.invoke('session:logout', undefined);
    },
    screenshot: async (page, name) => {
      const path = join(screensDir, `${name}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => undefined);
      await openedBrowser.close().catch(() => undefined);
      await served.close();
      await stack.close();
    },
  };
}
