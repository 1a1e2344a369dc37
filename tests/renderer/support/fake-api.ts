// A stand-in for the preload's `window.api`: answers invoke() from per-channel handlers,
// records every call, and lets a test push main-process events. Like the preload, it keeps the
// events of HELD_UNTIL_LISTENED pushed before anything listens, for the first listener.
import { HELD_UNTIL_LISTENED } from '../../../src/shared/ipc/events';
import type {
  IpcChannel,
  IpcError,
  IpcEventName,
  IpcEvents,
  IpcResult,
  IpcResults,
} from '../../../src/shared/ipc';

type Handler<C extends IpcChannel> = (
  args: unknown,
) => IpcResult<IpcResults[C]> | Promise<IpcResult<IpcResults[C]>>;

export interface FakeApi {
  calls: { channel: IpcChannel; args: unknown }[];
  handle<C extends IpcChannel>(channel: C, handler: Handler<C> | IpcResults[C]): void;
  fail(channel: IpcChannel, error: Partial<IpcError>): void;
  emit<E extends IpcEventName>(event: E, payload: IpcEvents[E]): void;
  callsTo(channel: IpcChannel): unknown[];
}

export function ok<T>(data: T): IpcResult<T> {
  return { ok: true, data };
}

export function installFakeApi(): FakeApi {
  const handlers = new Map<IpcChannel, Handler<IpcChannel>>();
  const listeners = new Map<IpcEventName, Set<(payload: unknown) => void>>();
  const held = new Map<IpcEventName, unknown>();
  const calls: FakeApi['calls'] = [];

  const fake: FakeApi = {
    calls,
    handle(channel, handler) {
      const fn =
        typeof handler === 'function' ? (handler as Handler<IpcChannel>) : () => ok(handler);
      handlers.set(channel, fn);
    },
    fail(channel, error) {
      handlers.set(channel, () => ({
        ok: false,
        error: { status: 400, code: null, message: '', ...error },
      }));
    },
    emit(event, payload) {
      const set = listeners.get(event);
      if (set?.size) set.forEach((listener) => listener(payload));
      else if (HELD_UNTIL_LISTENED.includes(event)) held.set(event, payload);
    },
    callsTo(channel) {
      return calls.filter((call) => call.channel === channel).map((call) => call.args);
    },
  };

  window.api = {
    invoke: (async (channel: IpcChannel, args?: unknown) => {
      calls.push({ channel, args });
      const handler = handlers.get(channel);
      if (!handler)
        return { ok: false, error: { status: 404, code: null, message: `no fake for ${channel}` } };
      return handler(args);
    }) as NonNullable<typeof window.api>['invoke'],
    on: ((event: IpcEventName, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      if (held.has(event)) {
        const payload = held.get(event);
        held.delete(event);
        listener(payload);
      }
      return () => set.delete(listener);
    }) as NonNullable<typeof window.api>['on'],
  };
  return fake;
}
