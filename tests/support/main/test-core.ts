// Builds an AppCore for tests with recording ports: every pushed event, notification and tray
// change is kept for assertions.
import { createAppCore, type AppCoreOptions } from '../../../src/main/core/create-app-core';
import { MemoryStore } from '../../../src/main/core/memory-store';
import type { DesktopNotification, Logger, SecretBox } from '../../../src/main/core/ports';
import type { IpcEventName, IpcEvents } from '../../../src/shared/ipc/events';

export type RecordedEvent = {
  [E in IpcEventName]: { event: E; payload: IpcEvents[E] };
}[IpcEventName];

export function recordingPorts() {
  const events: RecordedEvent[] = [];
  const notifications: DesktopNotification[] = [];
  const tray = { alert: false, balance: null as number | null, changes: 0 };
  const desktop = { focused: 0, opened: [] as string[] };
  const logs: string[] = [];
  return {
    events,
    notifications,
    tray,
    desktop,
    logs,
    eventsNamed<E extends IpcEventName>(name: E): IpcEvents[E][] {
      return events
        .filter((entry) => entry.event === name)
        .map((entry) => entry.payload as IpcEvents[E]);
    },
    ports: {
      emit: <E extends IpcEventName>(event: E, payload: IpcEvents[E]) => {
        events.push({ event, payload } as RecordedEvent);
      },
      notifier: { show: (notification: DesktopNotification) => notifications.push(notification) },
      tray: {
        setAlert: (alert: boolean) => ((tray.alert = alert), tray.changes++),
        setBalance: (balance: number | null) => ((tray.balance = balance), tray.changes++),
      },
      desktop: {
        openExternal: async (url: string) => void desktop.opened.push(url),
        focusWindow: () => void desktop.focused++,
      },
      logger: {
        info: (message: string) => logs.push(`info: ${message}`),
        warn: (message: string) => logs.push(`warn: ${message}`),
      } satisfies Logger,
    },
  };
}

export function testCore(options: Partial<AppCoreOptions> & { store?: MemoryStore } = {}) {
  const recorded = recordingPorts();
  const store = options.store ?? new MemoryStore();
  const core = createAppCore({
    resolveServerUrl: async () => 'http://game.test',
    ...recorded.ports,
    ...options,
    store,
  });
  return { core, store, ...recorded };
}

/** A SecretBox that really transforms the text, so tests can see tokens are not stored plainly. */
export function fakeSecretBox(available = true): SecretBox & { sealed: number } {
  const box = {
    sealed: 0,
    isAvailable: async () => available,
    encrypt: async (plain: string) => {
      box.sealed++;
      return Buffer.from(`sealed:${[...plain].reverse().join('')}`).toString('base64');
    },
    decrypt: async (sealed: string) => {
      const text = Buffer.from(sealed, 'base64').toString();
      if (!text.startsWith('sealed:')) throw new Error('cannot unseal');
      return [...text.slice('sealed:'.length)].reverse().join('');
    },
  };
  return box;
}
