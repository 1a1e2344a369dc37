// The renderer's only door to the network: a typed wrapper around the `window.api` bridge
// that the preload exposes. Calls never throw; a rejected bridge call (or a missing bridge,
// e.g. the page opened in a plain browser) becomes an ordinary error result, so every screen
// handles failures in one shape.
import type {
  CopycatApi,
  InvokeArgs,
  IpcChannel,
  IpcError,
  IpcEventName,
  IpcEvents,
  IpcResult,
  IpcResults,
} from '../../../shared/ipc';

declare global {
  interface Window {
    api?: CopycatApi;
  }
}

type FailureListener = (channel: IpcChannel, error: IpcError) => void;
const failureListeners = new Set<FailureListener>();

/** Lets the app shell react to failures globally (network toast, session end) without lib importing stores. */
export function onCallFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function bridge(): CopycatApi | null {
  return typeof window !== 'undefined' && window.api ? window.api : null;
}

export async function call<C extends IpcChannel>(
  channel: C,
  ...args: InvokeArgs<C>
): Promise<IpcResult<IpcResults[C]>> {
  const api = bridge();
  let result: IpcResult<IpcResults[C]>;
  if (!api) {
    result = {
      ok: false,
      error: { status: 0, code: null, message: 'The desktop bridge is not available' },
    };
  } else {
    try {
      result = await api.invoke(channel, ...args);
    } catch (thrown) {
      // Electron rejects when the main handler itself crashed: treat it as unreachable.
      result = { ok: false, error: { status: 0, code: null, message: String(thrown) } };
    }
  }
  if (!result.ok) failureListeners.forEach((listener) => listener(channel, result.error));
  return result;
}

/** Subscribes to an event pushed by the main process; returns the unsubscribe function. */
export function subscribe<E extends IpcEventName>(
  event: E,
  listener: (payload: IpcEvents[E]) => void,
): () => void {
  const api = bridge();
  return api ? api.on(event, listener) : () => undefined;
}
