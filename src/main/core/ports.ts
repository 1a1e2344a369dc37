// The main process's outside world, as small interfaces. Core modules receive these as
// arguments and never import `electron`, so they run (and are tested) in plain Node; the
// Electron-backed implementations live in `src/main/electron/`.
import type { IpcEventName, IpcEvents } from '../../shared/ipc/events';

/** Persistent key-value storage (electron-store in the app, a Map in tests). */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** OS-backed string encryption (Electron's safeStorage in the app). */
export interface SecretBox {
  isAvailable(): Promise<boolean>;
  /** Returns the sealed text as base64. */
  encrypt(plain: string): Promise<string>;
  decrypt(sealedBase64: string): Promise<string>;
}

/** Pushes an event to the renderer. */
export type Emit = <E extends IpcEventName>(event: E, payload: IpcEvents[E]) => void;

export interface DesktopNotification {
  title: string;
  body: string;
  onClick: () => void;
}

/** Shows OS notifications. */
export interface Notifier {
  show(notification: DesktopNotification): void;
}

/** The tray icon: alert state and the balance line of its menu. */
export interface TrayPresenter {
  setAlert(alert: boolean): void;
  /** `null` when nobody is signed in. */
  setBalance(balance: number | null): void;
}

/** Window and shell actions the renderer may ask for. */
export interface DesktopActions {
  /** Only ever called with http(s) URLs. */
  openExternal(url: string): Promise<void>;
  focusWindow(): void;
}

export type TimerHandle = unknown;

/** Injected so tests can drive polling with fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Defaults that look the globals up at call time, so `vi.useFakeTimers()` applies to them. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
export const systemClock = (): number => Date.now();
export const consoleLogger: Logger = {
  info: (message) => console.info(`[copycat] ${message}`),
  warn: (message) => console.warn(`[copycat] ${message}`),
};
