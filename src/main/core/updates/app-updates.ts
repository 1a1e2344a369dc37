// The app updating itself: on start and every few hours it asks the update feed, and a newer
// version downloads in the background; once it is downloaded (and its sha512 checked by the
// engine) the tray and Settings offer "Restart to update". A failed or tampered download never
// reaches `ready`, so it can never be installed. The engine is electron-updater in the app
// (src/main/electron/updates.ts) behind the small UpdateEngine port.
import type { Emit, Logger, TimerHandle, Timers } from '../ports';
import type { UpdateStatus } from '../../../shared/ipc/events';

/** What the app needs of electron-updater's AppUpdater (which satisfies it as it is). */
export interface UpdateEngine {
  /** Resolves once the feed answered; with a newer version, `downloadPromise` is the download. */
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  quitAndInstall(): void;
  on(
    event: 'update-available' | 'update-not-available' | 'update-downloaded',
    listener: (info: { version: string }) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The tray's "Restart to update" entry. */
export interface UpdateTray {
  setUpdateReady(version: string | null): void;
}

export interface AppUpdates {
  status(): UpdateStatus;
  /** Asks the feed now (unless updates are off or one is already under way or ready). */
  check(): Promise<UpdateStatus>;
  /** Quits and installs the downloaded update; false when none is ready. */
  install(): boolean;
  /** First check now, then every `intervalMs`. */
  start(): void;
  stop(): void;
}

/** Four hours: often enough that players get fixes the same day, rare enough to cost nothing. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export function createAppUpdates(options: {
  /** Null when updates are off; `disabledReason` then says why. */
  engine: UpdateEngine | null;
  disabledReason?: string;
  currentVersion: string;
  emit: Emit;
  tray?: UpdateTray;
  timers: Timers;
  logger: Logger;
  intervalMs?: number;
}): AppUpdates {
  const { engine, currentVersion, emit, tray, timers, logger } = options;
  const intervalMs = options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  let status: UpdateStatus = engine
    ? { currentVersion, state: 'idle', newVersion: null, detail: null }
    : {
        currentVersion,
        state: 'disabled',
        newVersion: null,
        detail: options.disabledReason ?? 'Updates are off.',
      };
  let timer: TimerHandle | undefined;

  const set = (next: Omit<UpdateStatus, 'currentVersion'>): void => {
    status = { currentVersion, ...next };
    tray?.setUpdateReady(status.state === 'ready' ? status.newVersion : null);
    emit('update:status', status);
  };

  engine?.on('update-available', ({ version }) =>
    set({ state: 'downloading', newVersion: version, detail: null }),
  );
  engine?.on('update-not-available', () =>
    set({ state: 'up-to-date', newVersion: null, detail: null }),
  );
  engine?.on('update-downloaded', ({ version }) =>
    set({ state: 'ready', newVersion: version, detail: null }),
  );
  engine?.on('error', (error) => {
    logger.warn(`Update failed: ${error.message}`);
    set({ state: 'failed', newVersion: null, detail: describeFailure(error) });
  });

  const busy = (): boolean =>
    status.state === 'checking' || status.state === 'downloading' || status.state === 'ready';

  const check = async (): Promise<UpdateStatus> => {
    if (!engine || busy()) return status;
    set({ state: 'checking', newVersion: null, detail: null });
    try {
      const result = await engine.checkForUpdates();
      // A failed download is reported through the engine's 'error' event; this only keeps the
      // rejected promise from going unhandled.
      result?.downloadPromise?.catch(() => undefined);
    } catch {
      // Reported through the engine's 'error' event as well.
    }
    return status;
  };

  const schedule = (): void => {
    timer = timers.setTimeout(() => {
      void check().finally(schedule);
    }, intervalMs);
  };

  return {
    status: () => status,
    check,
    install() {
      if (!engine || status.state !== 'ready') return false;
      logger.info(`Restarting to install version ${status.newVersion}`);
      engine.quitAndInstall();
      return true;
    },
    start() {
      if (!engine || timer !== undefined) return;
      void check();
      schedule();
    },
    stop() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A connection that did not get through, in the words of Chromium's network stack or Node's. */
const UNREACHABLE = /net::ERR_|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN/;

/**
 * What the player reads in Settings. The engine's own message can hold a stack or a whole
 * response's headers: it goes to the log only.
 */
function describeFailure(error: Error & { code?: unknown }): string {
  if (error.code === 'ERR_CHECKSUM_MISMATCH' || /sha512 checksum mismatch/i.test(error.message))
    return 'The downloaded update did not match its checksum and was discarded.';
  if (UNREACHABLE.test(error.message))
    return 'The update server could not be reached. Copycat will try again later.';
  return 'The update could not be checked or downloaded. Copycat will try again later.';
}
