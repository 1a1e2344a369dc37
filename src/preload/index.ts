// The renderer's only door to the main process: `window.api = { invoke, on }`, limited to the
// channels and events of the IPC contract. Imports only name lists (no zod): a sandboxed
// preload cannot load other packages.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_CHANNEL_NAMES } from '../shared/ipc/channel-names';
import { IPC_EVENT_NAMES, type IpcEventName, type IpcEvents } from '../shared/ipc/events';
import type { IpcResult } from '../shared/ipc/channels';
import type { CopycatApi } from '../shared/ipc/window-api';

const channels: ReadonlySet<string> = new Set(IPC_CHANNEL_NAMES);
const events: ReadonlySet<string> = new Set(IPC_EVENT_NAMES);

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
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
