// One desktop app the end-to-end scenarios drive, whatever runs it: the real Electron binary
// (Playwright's Electron support) or the built main bundle under the stand-in Electron with the
// built renderer in Chromium. Each launcher says whether it can run here, and why not.
import type { Page } from 'playwright-core';

export interface ShownNotification {
  title: string;
  body: string;
}

export interface DesktopApp {
  /** The main window's page (reopened windows included). */
  page(): Promise<Page>;
  trayLabels(): Promise<string[]>;
  clickTray(label: string): Promise<void>;
  windowVisible(): Promise<boolean>;
  closeWindow(): Promise<void>;
  notifications(): Promise<ShownNotification[]>;
  /** Processes this app started (its own, its game server's), alive or not. */
  processIds(): Promise<number[]>;
  /** Quits as the tray's Quit does; resolves once the app has ended. */
  quit(): Promise<void>;
}

export interface DesktopLauncher {
  name: string;
  /** Null when it can run here, else the skip notice to print. */
  missing: string | null;
  /** Starts the app on this user-data folder with these extra environment variables. */
  launch(userData: string, env: Record<string, string>): Promise<DesktopApp>;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
