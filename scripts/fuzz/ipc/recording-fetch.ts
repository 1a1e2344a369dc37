// The fetch the fuzzed core uses: it lets calls through to the one real test server only (a
// fuzzed settings change may point the app anywhere; nothing may leave this machine), and
// records every call with its answer's status for the oracles.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Fetch } from '../../../src/main/core/http/http-client';

/**
 * The invocation a call belongs to. Calls the core makes later on its own (polling started by a
 * login) carry the login's number through async context, so they are never blamed on whatever
 * message happens to be in flight when they go out.
 */
export const invocationContext = new AsyncLocalStorage<number>();

export interface RecordedCall {
  method: string;
  path: string;
  origin: string;
  body: unknown;
  /** 0 when the call was blocked or failed. */
  status: number;
  /** The number of the invocation that caused the call. */
  invocation: number | undefined;
}

export interface RecordingFetch {
  fetch: Fetch;
  calls: RecordedCall[];
}

export function recordingFetch(
  allowedOrigin: string,
  realFetch: Fetch = globalThis.fetch,
): RecordingFetch {
  const calls: RecordedCall[] = [];
  const fetch: Fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      origin: url.origin,
      body: typeof init?.body === 'string' ? safeJson(init.body) : undefined,
      status: 0,
      invocation: invocationContext.getStore(),
    };
    calls.push(call);
    if (url.origin !== allowedOrigin)
      throw new TypeError('fetch failed (blocked by the fuzzer: not the test server)');
    const response = await realFetch(input, init);
    call.status = response.status;
    return response;
  };
  return { fetch, calls };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
