// Gives a page the same `window.api` the preload exposes in Electron: invoke() goes to the
// real main-process core in this Node process, and core events are pushed into the page.
import type { Page } from 'playwright-core';
import type { AppCore } from '../../../src/main/core/create-app-core';
import { HELD_UNTIL_LISTENED } from '../../../src/shared/ipc/events';
import type { IpcEventName, IpcEvents } from '../../../src/shared/ipc';

declare global {
  interface Window {
    __copycatInvoke?: (channel: string, args: unknown) => Promise<unknown>;
    __copycatEmit?: (event: string, payload: unknown) => void;
  }
}

// Plain source text rather than a function: tools that transpile this file (tsx adds
// `__name` helpers) would otherwise ship helper calls the page does not have. Like the preload,
// it keeps the events of HELD_UNTIL_LISTENED that come before the page listens.
export const BRIDGE_SCRIPT = `
(() => {
  const listeners = new Map();
  const heldEvents = ${JSON.stringify(HELD_UNTIL_LISTENED)};
  const held = new Map();
  Object.defineProperty(window, 'api', {
    value: Object.freeze({
      invoke: (channel, args) => window.__copycatInvoke(channel, args),
      on: (event, listener) => {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        if (held.has(event)) {
          const payload = held.get(event);
          held.delete(event);
          listener(payload);
        }
        return () => set.delete(listener);
      },
    }),
  });
  window.__copycatEmit = (event, payload) => {
    const set = listeners.get(event);
    if (set && set.size > 0) set.forEach((listener) => listener(payload));
    else if (heldEvents.includes(event)) held.set(event, payload);
  };
})();
`;

/** `onInvoke` hears every call the page makes, before the core answers it. */
export async function installBridge(
  page: Page,
  core: AppCore,
  onInvoke: (channel: string, args: unknown) => void = () => undefined,
): Promise<void> {
  await page.exposeFunction('__copycatInvoke', (channel: string, args: unknown) => {
    onInvoke(channel, args);
    return core.invoke(channel, args);
  });
  await page.addInitScript(BRIDGE_SCRIPT);
}

/** Pushes one main-process event into the page, as webContents.send would. */
export async function pushEvent<E extends IpcEventName>(
  page: Page,
  event: E,
  payload: IpcEvents[E],
): Promise<void> {
  if (page.isClosed()) return;
  await page
    .evaluate(([name, data]) => window.__copycatEmit?.(name, data), [event, payload] as const)
    .catch(() => undefined); // the page may navigate or close mid-push; the next push catches up
}
