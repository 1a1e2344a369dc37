// The built main bundle (out/main/index.js) under the stand-in Electron in this process, with each
// window it opens shown as a Chromium page of the built renderer: the page's `window.api` calls
// the bundle's real IPC handlers as that window, and what main sends the window reaches the page.
// Runs wherever Chromium does; the game server is a real process of its own.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RENDERER_DIR } from '../browser/app-harness';
import { BRIDGE_SCRIPT, pushEvent } from '../browser/bridge';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable, launchChromium } from '../browser/chromium';
import { serveStatic } from '../browser/static-server';
import {
  createFakeElectron,
  installInRequireCache,
  type FakeBrowserWindow,
} from '../main/fake-electron';
import { startedUtilityProcesses } from '../main/fake-utility-process';
import { exitOf } from '../main/supervised-server';
import type { DesktopApp, DesktopLauncher } from './desktop-app';

const BUNDLE = resolve('out/main/index.js');
const nodeRequire = createRequire(resolve('package.json'));

export function standInElectron(): DesktopLauncher {
  return {
    name: 'stand-in Electron',
    missing: chromiumAvailable() ? null : CHROMIUM_MISSING_NOTICE,
    launch: launchStandIn,
  };
}

async function launchStandIn(userData: string, env: Record<string, string>): Promise<DesktopApp> {
  const savedEnv = { ...process.env };
  delete process.env.COPYCAT_SERVER_URL;
  Object.assign(process.env, env);
  const files = await serveStatic(RENDERER_DIR);
  const browser: Browser = await launchChromium();
  const context: BrowserContext = await browser.newContext();
  const fake = createFakeElectron({ appPath: process.cwd(), userData });
  const firstProcess = startedUtilityProcesses.length;
  const current = (): FakeBrowserWindow | undefined =>
    fake.record.windows.filter((window) => !window.destroyed).at(-1);
  await context.exposeFunction('__copycatInvoke', (channel: string, args: unknown) =>
    fake.invokeFrom(current()!, channel, args),
  );
  await context.addInitScript(BRIDGE_SCRIPT);

  let latest: Promise<Page> | undefined;
  let pageOpened: () => void = () => undefined;
  let nextPage = new Promise<void>((done) => (pageOpened = done));
  fake.electron.app.on('web-contents-created', (_event: unknown, contents: unknown) => {
    const window = fake.record.windows.find((each) => each.webContents === contents)!;
    const page = context.newPage();
    latest = page;
    pageOpened();
    nextPage = new Promise<void>((done) => (pageOpened = done));
    const send = window.webContents.send.bind(window.webContents);
    window.webContents.send = (channel: string, payload: unknown) => {
      send(channel, payload);
      void page.then((opened) => pushEvent(opened, channel as never, payload as never));
    };
    window.on('ready-to-show', () => {
      const hash = new URL(window.loadedUrl!).hash;
      void page.then((opened) => opened.goto(`${files.url}${hash}`));
    });
    window.on('closed', () => void page.then((opened) => opened.close()));
  });

  const uninstall = installInRequireCache(fake, BUNDLE);
  delete nodeRequire.cache[BUNDLE];
  nodeRequire(BUNDLE);
  fake.markReady();

  const serverProcesses = () => startedUtilityProcesses.slice(firstProcess);
  return {
    page: async () => {
      if (!latest || current() === undefined) await nextPage;
      return latest!;
    },
    trayLabels: async () =>
      fake.record.trays
        .find((tray) => !tray.destroyed)
        ?.menu?.template.flatMap((item) => (item.label ? [item.label] : [])) ?? [],
    clickTray: async (label) => {
      const item = fake.record.trays.find((tray) => !tray.destroyed)?.item(label);
      if (!item?.click) throw new Error(`No tray item ${label}`);
      item.click();
    },
    windowVisible: async () => current()?.visible ?? false,
    closeWindow: async () => current()?.close(),
    notifications: async () =>
      fake.record.notifications
        .filter((notification) => notification.shown)
        .map(({ options }) => ({ title: options.title, body: options.body })),
    processIds: async () => serverProcesses().flatMap((each) => (each.pid ? [each.pid] : [])),
    quit: async () => {
      const ended = new Promise<void>((done) => {
        fake.electron.app.on('quit', () => done());
      });
      fake.electron.app.quit();
      await ended;
      await Promise.all(serverProcesses().map((each) => exitOf(each)));
      uninstall();
      delete nodeRequire.cache[BUNDLE];
      await browser.close();
      await files.close();
      process.env = savedEnv;
    },
  };
}
