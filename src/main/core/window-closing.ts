// What closing the app's last window does. Where a tray icon shows, the app stays there, still
// polling for results (the tray's menu opens the window again or quits). Where none can show, an
// app that stayed would run on with no window and no icon, invisible, until the next log-out:
// closing the window quits it instead, as it does most apps on such a desktop.
import type { Logger } from './ports';

/** Whether a tray icon can be seen: `unknown` when that cannot be told. */
export type TrayHost = 'present' | 'absent' | 'unknown';

export function createWindowClosing(options: {
  platform: NodeJS.Platform;
  /**
   * Asked on Linux only, when the window closes (not once at start: the panel may start after
   * an app launched at log-in, or be restarted).
   */
  trayHost: () => Promise<TrayHost>;
  /** A window is open again (the player started the app again while this was asked). */
  hasWindow: () => boolean;
  quit: () => void;
  logger: Logger;
}): { allWindowsClosed(): Promise<void> } {
  return {
    async allWindowsClosed() {
      // Windows always has its notification area; macOS its menu bar, and the Dock icon
      // reopens the window.
      if (options.platform !== 'linux') return;
      const host = await options.trayHost().catch((): TrayHost => 'unknown');
      if (host !== 'absent' || options.hasWindow()) return;
      options.logger.info('This desktop shows no tray icons: closing the window quits Copycat.');
      options.quit();
    },
  };
}
