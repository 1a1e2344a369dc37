// The preload with a mocked contextBridge and ipcRenderer: it exposes exactly `invoke` and `on`,
// forwards contract channels and events only, and never hands the IPC event to the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNEL_NAMES, IPC_EVENT_NAMES, type CopycatApi } from '../../src/shared/ipc';

const bridge = vi.hoisted(() => {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    exposed: new Map<string, unknown>(),
    invoked: [] as { channel: string; args: unknown[] }[],
    listeners,
    emit(channel: string, payload: unknown) {
      for (const listener of listeners.get(channel) ?? [])
        listener({ sender: 'ipc-renderer-internals' }, payload);
    },
  };
});

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => bridge.exposed.set(key, value),
  },
  ipcRenderer: {
    invoke: async (channel: string, ...args: unknown[]) => {
      bridge.invoked.push({ channel, args });
      return { ok: true, data: `answer for ${channel}` };
    },
    on: (channel: string, listener: (...args: unknown[]) => void) => {
      if (!bridge.listeners.has(channel)) bridge.listeners.set(channel, new Set());
      bridge.listeners.get(channel)!.add(listener);
    },
    removeListener: (channel: string, listener: (...args: unknown[]) => void) => {
      bridge.listeners.get(channel)?.delete(listener);
    },
  },
}));

let api: CopycatApi;
beforeAll(async () => {
  await import('../../src/preload/index');
  api = bridge.exposed.get('api') as CopycatApi;
});

describe('preload', () => {
  it('exposes exactly window.api = { invoke, on }', () => {
    expect([...bridge.exposed.keys()]).toEqual(['api']);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
    expect(typeof api.invoke).toBe('function');
    expect(typeof api.on).toBe('function');
  });

  it('forwards every contract channel with its one argument', async () => {
    for (const channel of IPC_CHANNEL_NAMES) {
      expect(
        await (api.invoke as (channel: string, args?: unknown) => Promise<unknown>)(channel, {
          probe: channel,
        }),
      ).toEqual({
        ok: true,
        data: `answer for ${channel}`,
      });
    }
    expect(bridge.invoked).toHaveLength(IPC_CHANNEL_NAMES.length);
    expect(bridge.invoked[0]).toEqual({
      channel: IPC_CHANNEL_NAMES[0],
      args: [{ probe: IPC_CHANNEL_NAMES[0] }],
    });
    await api.invoke('session:get');
    expect(bridge.invoked.at(-1)).toEqual({ channel: 'session:get', args: [undefined] });
  });

  it('refuses unknown channels without reaching the main process', async () => {
    const before = bridge.invoked.length;
    for (const channel of ['shell:exec', 'electron-store-get-data', '__proto__', '']) {
      const answer = await (api.invoke as (channel: string) => Promise<unknown>)(channel);
      expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
    }
    expect(bridge.invoked).toHaveLength(before);
  });

  it('keeps a navigation and the server state sent before the page listens, for its first listener', () => {
    bridge.emit('app:navigate', { path: '/results?phraseset=older' });
    bridge.emit('app:navigate', { path: '/results?phraseset=newer' });
    bridge.emit('server:status', { status: 'restarting' });
    bridge.emit('dashboard:updated', { player: 'not held' });
    const navigations: unknown[] = [];
    const statuses: unknown[] = [];
    const dashboards: unknown[] = [];
    const stops = [
      api.on('app:navigate', (payload) => navigations.push(payload)),
      api.on('server:status', (payload) => statuses.push(payload)),
      api.on('dashboard:updated', (payload) => dashboards.push(payload)),
    ];
    expect(navigations).toEqual([{ path: '/results?phraseset=newer' }]);
    expect(statuses).toEqual([{ status: 'restarting' }]);
    expect(dashboards).toEqual([]);

    // Given once: a second listener, or one after a listener heard it live, gets nothing old.
    const late: unknown[] = [];
    stops.push(api.on('app:navigate', (payload) => late.push(payload)));
    bridge.emit('app:navigate', { path: '/quests' });
    expect(navigations).toEqual([{ path: '/results?phraseset=newer' }, { path: '/quests' }]);
    stops.forEach((stop) => stop());
    stops.forEach((stop) => stop()); // twice changes nothing
    api.on('app:navigate', (payload) => late.push(payload))();
    expect(late).toEqual([{ path: '/quests' }]);
  });

  it('delivers contract events with the payload only, and unsubscribes', () => {
    const received: unknown[][] = [];
    const stop = api.on('session:ended', (...args: unknown[]) => received.push(args));
    bridge.emit('session:ended', { reason: 'logout' });
    expect(received).toEqual([[{ reason: 'logout' }]]);
    stop();
    bridge.emit('session:ended', { reason: 'expired' });
    expect(received).toHaveLength(1);
    expect(
      IPC_EVENT_NAMES.every((event) => typeof api.on(event, () => undefined) === 'function'),
    ).toBe(true);
  });

  it('refuses to listen to anything else', () => {
    expect(() => api.on('ipc-internal' as never, () => undefined)).toThrow(/Unknown event/);
    expect(bridge.listeners.has('ipc-internal')).toBe(false);
  });
});
