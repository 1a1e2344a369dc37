// The preload's `window.api` under generated input: any channel name outside the contract is
// refused without reaching ipcRenderer; contract channels are forwarded once, with one argument
// only; listening to anything but a contract event (or with a non-function) throws.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HOSTILE_KEYS, HOSTILE_STRINGS } from '../../scripts/fuzz/common/hostile-values';
import { Random } from '../../scripts/fuzz/common/random';
import { IPC_CHANNEL_NAMES, IPC_EVENT_NAMES } from '../../src/shared/ipc';

const bridge = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as { channel: string; args: unknown[] }[],
  listened: [] as string[],
}));

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => bridge.exposed.set(key, value),
  },
  ipcRenderer: {
    invoke: async (channel: string, ...args: unknown[]) => {
      bridge.invoked.push({ channel, args });
      return { ok: true, data: null };
    },
    on: (channel: string) => void bridge.listened.push(channel),
    removeListener: () => undefined,
  },
}));

const SEED = 20261121;
type LooseApi = {
  invoke: (channel: unknown, ...args: unknown[]) => Promise<unknown>;
  on: (event: unknown, listener: unknown) => unknown;
};
let api: LooseApi;

beforeAll(async () => {
  await import('../../src/preload/index');
  api = bridge.exposed.get('api') as LooseApi;
});

/** A channel or event name: a real one, a near miss, or anything a page could pass. */
function candidateName(random: Random, real: readonly string[]): unknown {
  const name = random.pick(real);
  return random.pick<unknown>([
    name,
    name.toUpperCase(),
    ` ${name}`,
    `${name}\u0000`,
    name.replace(':', '.'),
    random.pick(HOSTILE_STRINGS),
    random.pick(HOSTILE_KEYS),
    'electron-store-get-data',
    'ELECTRON_BROWSER_REQUIRE',
    42,
    null,
    undefined,
    { toString: () => name },
    [name],
  ]);
}

describe('preload under fuzzed input', () => {
  it('forwards only contract channels, each with its first argument alone', async () => {
    const random = new Random(SEED);
    const channels = new Set<string>(IPC_CHANNEL_NAMES);
    for (let index = 0; index < 3000; index += 1) {
      const channel = candidateName(random, IPC_CHANNEL_NAMES);
      const args = Array.from({ length: random.int(0, 3) }, () =>
        random.pick<unknown>([{}, 'x', 1, null, { id: random.uuid() }]),
      );
      const before = bridge.invoked.length;
      const answer = await api.invoke(channel, ...args);
      if (typeof channel === 'string' && channels.has(channel)) {
        expect(bridge.invoked.slice(before)).toEqual([{ channel, args: [args[0]] }]);
      } else {
        expect(bridge.invoked.length, String(channel)).toBe(before);
        expect(answer).toMatchObject({
          ok: false,
          error: { status: 400, code: 'invalid_request' },
        });
      }
    }
  });

  it('listens only to contract events, with a function', () => {
    const random = new Random(SEED + 1);
    const events = new Set<string>(IPC_EVENT_NAMES);
    for (let index = 0; index < 1000; index += 1) {
      const event = candidateName(random, IPC_EVENT_NAMES);
      const listener = random.pick<unknown>([() => undefined, 'not a function', null, {}]);
      const before = bridge.listened.length;
      const subscribe = () => api.on(event, listener);
      if (typeof event === 'string' && events.has(event) && typeof listener === 'function') {
        expect(typeof subscribe()).toBe('function');
        expect(bridge.listened.slice(before)).toEqual([event]);
      } else {
        expect(subscribe).toThrow(/Unknown event/);
        expect(bridge.listened.length).toBe(before);
      }
    }
  });
});
