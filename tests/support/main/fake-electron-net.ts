// The part of Electron's `net` and `session` that electron-updater's ElectronHttpExecutor uses
// (net.request with a session from session.fromPartition), backed by Node's http/https: the
// request it returns emits 'response' with a readable response and supports end() and abort(),
// as Electron's ClientRequest does. Redirects arrive as 3xx responses, which the executor
// follows itself.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const fakeNet = {
  request(options: RequestOptions & { session?: unknown; redirect?: string }) {
    // `session` and `redirect` are Electron's own options; Node's request does not know them.
    const { session: _session, redirect: _redirect, ...nodeOptions } = options;
    return (nodeOptions.protocol === 'https:' ? httpsRequest : httpRequest)(nodeOptions);
  },
};

export const fakeNetSession = { fromPartition: (_partition: string) => ({}) };
