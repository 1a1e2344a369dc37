// Electron entry point: wiring only. Behaviour lives in ./core (plain modules that never import
// electron); ./electron holds the small adapters that give the core its ports.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  Tray,
  utilityProcess,
} from 'electron';
import Store from 'electron-store';
import { autoUpdater } from 'electron-updater';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppCore, type AppCore } from './core/create-app-core';
import { loadFetchEarly } from './core/http/http-client';
import { devServerSettings } from './core/embedded-server/dev-settings';
import { STARTER_TEMPLATE_FILE_NAME } from './core/embedded-server/messages';
import { consoleLogger, systemTimers, type KeyValueStore } from './core/ports';
import { createAppUpdates, type AppUpdates } from './core/updates/app-updates';
import { isWebUrl } from './core/web-url';
import { createWindowClosing } from './core/window-closing';
import { APP_PAGE_URL, APP_SCHEME_PRIVILEGES, serveRenderer } from './electron/app-protocol';
import { createWindowEvents, isOwnWindowSender, registerIpcHandlers } from './electron/ipc-bridge';
import { openMainWindow } from './electron/main-window';
import { chromiumFetch } from './electron/net-fetch';
import { createNotifier } from './electron/notifier';
import { createSafeStorageBox } from './electron/secret-box';
import { createTray } from './electron/tray';
import { loadTrayImages } from './electron/tray-images';
import { chooseUpdateEngine } from './electron/updates';
import { guardWebContents, hardenSession } from './electron/web-security';
import { createEmbeddedServer } from './embedded-server';
import { statusNotifierHost } from './linux/status-notifier-host';

/** Windows shows notifications only for an app with this id (electron-builder's appId). */
const APP_ID = 'app.copycat.desktop';

// Before the app is ready, as Electron requires: the renderer is served from app://copycat/.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

if (app.requestSingleInstanceLock()) runApp();
else {
  // The running app brings its window to the front (its 'second-instance' handler); this one
  // must not open the same game data beside it.
  console.error('Copycat is already running: its window is brought to the front.');
  app.exit(1);
}

function runApp(): void {
  loadFetchEarly();
  const logger = consoleLogger;
  const appPath = app.getAppPath();
  // Only session, settings and window state live here: a damaged file is reset, not fatal.
  const electronStore = new Store<Record<string, unknown>>({ clearInvalidConfig: true });
  const store: KeyValueStore = {
    get: (key) => electronStore.get(key),
    set: (key, value) => electronStore.set(key, value),
    delete: (key) => electronStore.delete(key),
  };
  // electron-builder ships the migrations and resources/ inside app.asar, beside out/.
  const serverDataDir = join(app.getPath('userData'), 'server-data');
  // The embedded server's PGlite folder (src/server/db/open-database.ts).
  const gameDataFolder = join(serverDataDir, 'pglite');
  const server = createEmbeddedServer({
    fork: (...args) => utilityProcess.fork(...args),
    entry: join(__dirname, 'embedded-server.js'),
    dataDir: serverDataDir,
    migrationsFolder: join(appPath, 'src/server/db/migrations'),
    starterTemplate: join(__dirname, STARTER_TEMPLATE_FILE_NAME),
    settings: devServerSettings({ env: process.env, isPackaged: app.isPackaged, logger }),
    logger,
    onStatus: (status, detail) => {
      core?.serverStatusChanged(status);
      if (status === 'unavailable') refuseToRun(detail ?? 'The game data is in use.');
    },
  });
  const image = (name: string) =>
    nativeImage.createFromBuffer(readFileSync(join(appPath, 'resources', name)), {
      scaleFactor: process.platform === 'darwin' ? 2 : 1,
    });

  let window: BrowserWindow | null = null;
  let core: AppCore | undefined;
  let tray: ReturnType<typeof createTray> | undefined;
  let updates: AppUpdates | undefined;
  const windowEvents = createWindowEvents(() => window);
  let shutdown: 'running' | 'stopping' | 'stopped' = 'running';
  // The player started the app again while this one was quitting: it starts anew once closed.
  let relaunchAfterQuit = false;

  const showWindow = (): void => {
    // While quitting, a window opened now would close again at once.
    if (!app.isReady() || shutdown !== 'running') return;
    if (window && !window.isDestroyed()) {
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
      return;
    }
    window = openMainWindow({
      BrowserWindow,
      store,
      screens: screen.getAllDisplays().map((display) => display.workArea),
      preloadPath: join(__dirname, '../preload/index.js'),
      pageUrl: APP_PAGE_URL,
      route: windowEvents.takePendingRoute(),
      icon: image('icon.png'),
      onFocusChange: (focused) => core?.setFocused(focused),
      onPageLoaded: () => {
        windowEvents.pageLoaded();
        core?.pageLoaded();
      },
      onClosed: () => {
        window = null;
        core?.setFocused(false);
      },
    });
  };

  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, (url) => {
      if (isWebUrl(url)) void shell.openExternal(url);
    }),
  );
  app.on('second-instance', () => {
    if (shutdown === 'running') showWindow();
    else relaunchAfterQuit = true;
  });
  app.on('activate', showWindow);
  // Closing the window keeps the app in the tray, still polling for results; Quit is in the tray
  // menu. On a Linux desktop that shows no tray icons, it quits instead (see window-closing.ts).
  const windowClosing = createWindowClosing({
    platform: process.platform,
    trayHost: () => statusNotifierHost(process.env),
    hasWindow: () => window !== null && !window.isDestroyed(),
    quit: () => app.quit(),
    logger,
  });
  app.on('window-all-closed', () => void windowClosing.allWindowsClosed());

  /**
   * The game data cannot be used: another process has it open (running beside it could lose the
   * player's coins), or it is damaged, read-only, on a full disk or a newer version's. The
   * reason says what to do; the folder is one click away for the cases where the player acts
   * on it.
   */
  const refuseToRun = (reason: string): void => {
    logger.warn(reason);
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Copycat cannot open its game data',
      message: 'Copycat cannot open its game data',
      detail: reason,
      buttons: ['Quit', 'Show the Game Data Folder'],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    if (choice === 1) shell.showItemInFolder(gameDataFolder);
    tray?.destroy();
    app.exit(1);
  };

  app.on('before-quit', (event) => {
    if (shutdown === 'stopped') return;
    event.preventDefault();
    if (shutdown === 'stopping') return;
    shutdown = 'stopping';
    void (async () => {
      updates?.stop();
      await core?.stop();
      await server.stop();
      tray?.destroy();
    })()
      .catch((error: unknown) => logger.warn(`Shutdown was not clean: ${String(error)}`))
      .finally(() => {
        shutdown = 'stopped';
        if (relaunchAfterQuit) app.relaunch();
        app.quit();
      });
  });

  void app.whenReady().then(async () => {
    if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
    hardenSession(session.defaultSession);
    // A shutdown or restart of the machine sends no quit event (macOS, Linux say it here): the
    // OS is asked to wait while the app quits the usual way, the game data closed cleanly.
    // (Electron's typings omit the event its documentation and runtime pass to this listener.)
    const onShutdown = (event: Electron.Event): void => {
      event.preventDefault();
      app.quit();
    };
    powerMonitor.on('shutdown', onShutdown as () => void);
    serveRenderer(protocol, join(__dirname, '../renderer'));
    tray = createTray({
      Tray,
      Menu,
      images: loadTrayImages(process.platform, image),
      platform: process.platform,
      onOpen: showWindow,
      onInstallUpdate: () => updates?.install(),
      onQuit: () => app.quit(),
    });
    updates = createAppUpdates({
      ...chooseUpdateEngine({
        isPackaged: app.isPackaged,
        resourcesPath: process.resourcesPath,
        updater: () => autoUpdater,
        logger,
      }),
      currentVersion: app.getVersion(),
      emit: windowEvents.emit,
      tray,
      timers: systemTimers,
      logger,
    });
    core = createAppCore({
      store,
      secretBox: createSafeStorageBox(safeStorage, process.platform),
      emit: windowEvents.emit,
      resolveServerUrl: server.url,
      stopEmbeddedServer: () => server.stopUntilNeeded(),
      notifier: createNotifier(Notification),
      tray,
      desktop: { openExternal: (url) => shell.openExternal(url), focusWindow: showWindow },
      env: process.env,
      logger,
      updates,
      // Chromium's network stack: the system's proxy settings and certificate store apply to a
      // server the player names, as they do in the browser (Node's fetch uses neither).
      fetch: chromiumFetch(net),
    });
    registerIpcHandlers(ipcMain, core, (event) => isOwnWindowSender(event, window));
    showWindow();
    await core.start();
    updates.start();
  });
}
