// The part of Electron's `net` and `session` that electron-updater's ElectronHttpExecutor uses
// (net.request with a session from session.fromPartition), backed by Node's http/https: the
// request it returns emits 'response' with a readable response and supports end() and abort(),
// as Electron's ClientRequest does. Redirects arrive as 3xx responses, which the executor
// follows itself. And net.fetch, which the app's calls to the game server go through: recorded,
// then sent with the global fetch of the moment (a test's scripted game, or Node's own).
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** One net.fetch call, as the app made it. */
export interface NetFetchCall {
  url: string;
  init: RequestInit | undefined;
}

/** Every net.fetch call so far, in this process. */
export const netFetchCalls: NetFetchCall[] = [];

export const fakeNet = {
  /** Electron's signature: a string or a Request (no URL object), and no data: or blob: URLs. */
  fetch(input: string | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input.url;
    if (typeof input !== 'string' && !(input instanceof Request))
      return Promise.reject(new TypeError('net.fetch takes a string or a Request'));
    if (/^(data|blob):/i.test(url))
      return Promise.reject(new TypeError(`net.fetch does not support ${url.split(':')[0]}:`));
    netFetchCalls.push({ url, init });
    return globalThis.fetch(input, init);
  },
  request(options: RequestOptions & { session?: unknown; redirect?: string }) {
    // `session` and `redirect` are Electron's own options; Node's request does not know them.
    const { session: _session, redirect: _redirect, ...nodeOptions } = options;
    return (nodeOptions.protocol === 'https:' ? httpsRequest : httpRequest)(nodeOptions);
  },
};

export const fakeNetSession = { fromPartition: (_partition: string) => ({}) };
