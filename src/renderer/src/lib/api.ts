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

/**
 * Moves on whenever a session starts or ends (stores/session). Main answers a call even when the
 * session it was made in has ended since (a slow server): such an answer belongs to the player
 * before, and neither its data nor its failure may touch the session now.
 */
let sessionEpoch = 0;

export function beginSessionEpoch(): void {
  sessionEpoch += 1;
}

function bridge(): CopycatApi | null {
  return typeof window !== 'undefined' && window.api ? window.api : null;
}

export async function call<C extends IpcChannel>(
  channel: C,
  ...args: InvokeArgs<C>
): Promise<IpcResult<IpcResults[C]>> {
  const epoch = sessionEpoch;
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
  // A late 401 of the session before would otherwise sign out the player who came after it.
  if (!result.ok && epoch === sessionEpoch)
    failureListeners.forEach((listener) => listener(channel, result.error));
  return result;
}

/**
 * A call for the session signed in now: its answer, or null when that session ended while the
 * call was under way (what it says is about another player's session, or none).
 */
export async function callInSession<C extends IpcChannel>(
  channel: C,
  ...args: InvokeArgs<C>
): Promise<IpcResult<IpcResults[C]> | null> {
  const epoch = sessionEpoch;
  const result = await call(channel, ...args);
  return epoch === sessionEpoch ? result : null;
}

/** Subscribes to an event pushed by the main process; returns the unsubscribe function. */
export function subscribe<E extends IpcEventName>(
  event: E,
  listener: (payload: IpcEvents[E]) => void,
): () => void {
  const api = bridge();
  return api ? api.on(event, listener) : () => undefined;
}
