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
