// The app window: locked-down web preferences, the bundled page, remembered size and position.
import type { BrowserWindow as ElectronBrowserWindow, NativeImage, WebPreferences } from 'electron';
import type { KeyValueStore } from '../core/ports';
import {
  loadWindowState,
  saveWindowState,
  WINDOW_SIZE,
  type Rectangle,
} from '../core/window-state';

export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  sandbox: true,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  navigateOnDragDrop: false,
} as const satisfies WebPreferences;

/** A page that crashes again this soon after it was reloaded is reloaded only after this wait. */
const CRASH_RELOAD_PAUSE_MS = 10_000;

export function openMainWindow(options: {
  BrowserWindow: typeof ElectronBrowserWindow;
  store: KeyValueStore;
  /** Work areas of the connected screens, to check a remembered position against. */
  screens: readonly Rectangle[];
  preloadPath: string;
  /** The renderer's page (app://copycat/index.html, see app-protocol.ts). */
  pageUrl: string;
  /** Renderer route to open at (the renderer routes by URL hash). */
  route?: string | null;
  icon?: NativeImage;
  onFocusChange: (focused: boolean) => void;
  /** The page loaded, the first time or again (a reload). */
  onPageLoaded?: () => void;
  onClosed: () => void;
}): ElectronBrowserWindow {
  const state = loadWindowState(options.store, options.screens);
  const window = new options.BrowserWindow({
    ...state.bounds,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    show: false,
    title: 'Copycat',
    icon: options.icon,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: options.preloadPath },
  });
  if (state.maximized) window.maximize();

  window.once('ready-to-show', () => window.show());
  window.on('focus', () => options.onFocusChange(true));
  window.on('blur', () => options.onFocusChange(false));
  window.on('close', () =>
    saveWindowState(options.store, window.getNormalBounds(), window.isMaximized()),
  );
  window.on('closed', options.onClosed);
  if (options.onPageLoaded) window.webContents.on('did-finish-load', options.onPageLoaded);
  reloadAfterCrash(window);

  void window.loadURL(options.route ? `${options.pageUrl}#${options.route}` : options.pageUrl);
  return window;
}

/**
 * The page's process died (a crash, the OS ending it for memory): the window would stay blank.
 * It loads again, at once the first time and after a pause when it keeps crashing, so that a
 * page that cannot run does not restart in a tight loop. The session lives in main: the
 * reloaded page finds the player still signed in.
 */
function reloadAfterCrash(window: ElectronBrowserWindow): void {
  let lastReloadAt = -Infinity;
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    const sinceLast = Date.now() - lastReloadAt;
    const wait = sinceLast < CRASH_RELOAD_PAUSE_MS ? CRASH_RELOAD_PAUSE_MS : 0;
    setTimeout(() => {
      if (window.isDestroyed()) return;
      lastReloadAt = Date.now();
      window.webContents.reload();
    }, wait);
  });
}
