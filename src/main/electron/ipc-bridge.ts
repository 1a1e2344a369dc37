// Connects every contract channel to the core, answering only our own window's main frame.
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNEL_NAMES } from '../../shared/ipc/channel-names';
import type { IpcEventName, IpcEvents } from '../../shared/ipc/events';
import type { AppCore } from '../core/create-app-core';
import { fail } from '../core/ipc-results';
import { APP_ORIGIN } from './app-protocol';

export const UNTRUSTED_SENDER = {
  status: 403,
  code: 'untrusted_sender',
  message: 'Only the Copycat window may call the app.',
} as const;

export function registerIpcHandlers(
  ipcMain: IpcMain,
  core: Pick<AppCore, 'invoke'>,
  isTrusted: (event: IpcMainInvokeEvent) => boolean,
): void {
  for (const channel of IPC_CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, args: unknown) => {
      if (!isTrusted(event)) return fail({ ...UNTRUSTED_SENDER });
      return core.invoke(channel, args);
    });
  }
}

/** The sender must be the main frame of our window, showing our bundled page (app://copycat/). */
export function isOwnWindowSender(
  event: IpcMainInvokeEvent,
  window: BrowserWindow | null,
): boolean {
  if (!window || window.isDestroyed()) return false;
  const contents = window.webContents;
  const frame = event.senderFrame;
  if (event.sender !== contents || !frame || frame !== contents.mainFrame) return false;
  return frame.url.startsWith(`${APP_ORIGIN}/`);
}

/**
 * Pushes events to the window. With no window open, events are dropped (a new window loads
 * fresh state) except a navigation, which the next window opens at. A navigation that comes
 * while the page is loading (a notification clicked as the window opens or reloads) waits for
 * the page: sent earlier it could reach the page before its listeners exist, and be lost.
 */
export function createWindowEvents(currentWindow: () => BrowserWindow | null) {
  let pendingRoute: string | null = null;
  const openWindow = (): BrowserWindow | null => {
    const window = currentWindow();
    return window && !window.isDestroyed() ? window : null;
  };
  const takePendingRoute = (): string | null => {
    const route = pendingRoute;
    pendingRoute = null;
    return route;
  };
  return {
    emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void {
      const window = openWindow();
      if (event === 'app:navigate' && (!window || window.webContents.isLoading()))
        pendingRoute = (payload as IpcEvents['app:navigate']).path;
      else window?.webContents.send(event, payload);
    },
    /** The route a new window should open at, once. */
    takePendingRoute,
    /** The window's page has loaded: the navigation that waited for it goes now. */
    pageLoaded(): void {
      const window = openWindow();
      const path = takePendingRoute();
      if (window && path !== null) window.webContents.send('app:navigate', { path });
    },
  };
}
