// The real app in the real Electron binary, through Playwright's Electron driver. Tray menus and
// notifications are read through electron-probe.cjs, loaded before the app.
import { join, resolve } from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
import { electronBinary, electronMissingNotice } from '../main/electron-binary';
import type { DesktopApp, DesktopLauncher, ShownNotification } from './desktop-app';

const PROBE = resolve('tests/support/e2e/electron-probe.cjs');

interface Probe {
  trays: { isDestroyed(): boolean }[];
  menus: Map<unknown, { items: { label: string; click(): void }[] }>;
  notifications: ShownNotification[];
}
type ProbeHolder = { __copycatProbe: Probe };

export function realElectron(): DesktopLauncher {
  const binary = electronBinary();
  return {
    name: 'real Electron',
    missing: binary ? null : electronMissingNotice('the end-to-end tests in the real Electron'),
    async launch(userData, env) {
      const app = await _electron.launch({
        executablePath: binary!,
        args: ['-r', PROBE, `--user-data-dir=${userData}`, '.'],
        // Electron derives userData from these too; all point into the throw-away folder.
        env: {
          ...process.env,
          XDG_CONFIG_HOME: join(userData, 'xdg'),
          APPDATA: join(userData, 'appdata'),
          COPYCAT_SERVER_URL: '',
          ...env,
        },
      });
      return realApp(app);
    },
  };
}

// The functions passed to app.evaluate run in Electron's main process: they may use only their
// arguments and globals, not this module's bindings.
function realApp(app: ElectronApplication): DesktopApp {
  let known: number[] = [app.process().pid!];
  const processIds = async () => {
    const metrics = await app
      .evaluate(({ app: electronApp }) => electronApp.getAppMetrics().map((m) => m.pid))
      .catch(() => [] as number[]);
    known = [...new Set([...known, ...metrics])];
    return known;
  };
  return {
    page: async () => {
      const open = app.windows().find((page) => !page.isClosed());
      return open ?? app.waitForEvent('window');
    },
    trayLabels: () =>
      app.evaluate(() => {
        const probe = (globalThis as unknown as ProbeHolder).__copycatProbe;
        const tray = probe.trays.find((each) => !each.isDestroyed());
        return probe.menus.get(tray)?.items.map((item) => item.label) ?? [];
      }),
    clickTray: async (label) => {
      await app.evaluate((_electron, wanted) => {
        const probe = (globalThis as unknown as ProbeHolder).__copycatProbe;
        const tray = probe.trays.find((each) => !each.isDestroyed());
        const item = probe.menus.get(tray)?.items.find((entry) => entry.label === wanted);
        if (!item) throw new Error(`No tray item ${wanted}`);
        item.click();
      }, label);
    },
    windowVisible: () =>
      app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows().some((window) => window.isVisible()),
      ),
    closeWindow: async () => {
      await app.evaluate(({ BrowserWindow }) => {
        for (const window of BrowserWindow.getAllWindows()) window.close();
      });
    },
    notifications: () =>
      app.evaluate(() => (globalThis as unknown as ProbeHolder).__copycatProbe.notifications),
    processIds,
    quit: async () => {
      await processIds();
      const ended = new Promise<void>((done) => app.process().once('exit', () => done()));
      await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => undefined);
      await ended;
    },
  };
}
