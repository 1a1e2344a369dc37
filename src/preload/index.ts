// The renderer's only door to the main process: `window.api = { invoke, on }`, limited to the
// channels and events of the IPC contract. Imports only name lists (no zod): a sandboxed
// preload cannot load other packages.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_CHANNEL_NAMES } from '../shared/ipc/channel-names';
import {
  HELD_UNTIL_LISTENED,
  IPC_EVENT_NAMES,
  type IpcEventName,
  type IpcEvents,
} from '../shared/ipc/events';
import type { IpcResult } from '../shared/ipc/channels';
import type { CopycatApi } from '../shared/ipc/window-api';

const channels: ReadonlySet<string> = new Set(IPC_CHANNEL_NAMES);
const events: ReadonlySet<string> = new Set(IPC_EVENT_NAMES);

// The latest of each event main may send before the page listens, waiting for its first listener.
const held = new Map<IpcEventName, unknown>();
const listening = new Map<IpcEventName, number>();
for (const event of HELD_UNTIL_LISTENED) {
  ipcRenderer.on(event, (_event: IpcRendererEvent, payload: unknown) => {
    if (!listening.get(event)) held.set(event, payload);
  });
}

const refused = (what: string): IpcResult<never> => ({
  ok: false,
  error: { status: 400, code: 'invalid_request', message: `Unknown ${what}` },
});

const api: CopycatApi = {
  invoke(channel: string, ...args: unknown[]) {
    if (!channels.has(channel)) return Promise.resolve(refused(`channel: ${String(channel)}`));
    return ipcRenderer.invoke(channel, args[0]);
  },
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void) {
    if (!events.has(event) || typeof listener !== 'function') {
      throw new Error(`Unknown event: ${String(event)}`);
    }
    // The IpcRendererEvent (with its `sender`) never reaches the page.
    const forward = (_event: IpcRendererEvent, payload: IpcEvents[E]) => listener(payload);
    ipcRenderer.on(event, forward);
    listening.set(event, (listening.get(event) ?? 0) + 1);
    if (held.has(event)) {
      const payload = held.get(event) as IpcEvents[E];
      held.delete(event);
      listener(payload);
    }
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipcRenderer.removeListener(event, forward);
      listening.set(event, (listening.get(event) ?? 1) - 1);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
