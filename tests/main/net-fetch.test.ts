// The app's calls to the game server through Electron's net.fetch (the stand-in's, which checks
// Electron's signature and sends with Node's fetch): what the app core needs of a fetch still
// works through it, against the real server (the server clock learnt from Date headers, a token
// refreshed), every call asks for a fresh answer and no cookies, and a timeout is told as one
// whatever name the network stack gives its abort error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/shared/api/endpoints';
import { createAppCore } from '../../src/main/core/create-app-core';
import { createHttpClient } from '../../src/main/core/http/http-client';
import { MemoryStore } from '../../src/main/core/memory-store';
import type { Logger } from '../../src/main/core/ports';
import { chromiumFetch } from '../../src/main/electron/net-fetch';
import { fakeNet, netFetchCalls } from '../support/main/fake-electron-net';
import { newAccount, startRealServer } from '../support/main/real-server';

const QUIET: Logger = { info: () => undefined, warn: () => undefined };
const HOUR_MS = 3_600_000;

describe("the app's calls through Electron's net.fetch", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  beforeAll(async () => {
    server = await startRealServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reach the real server: registered, the server clock learnt, a token refreshed', async () => {
    // This machine's clock an hour behind the server's.
    let shiftMs = -HOUR_MS;
    const core = createAppCore({
      store: new MemoryStore(),
      emit: () => undefined,
      resolveServerUrl: async () => server.url,
      fetch: chromiumFetch(fakeNet),
      now: () => Date.now() + shiftMs,
      logger: QUIET,
    });
    const before = netFetchCalls.length;
    try {
      const registered = await core.invoke('session:register', newAccount('netfetch'));
      expect(registered.ok, JSON.stringify(registered)).toBe(true);
      const clock = await core.invoke('app:serverClock', undefined);
      expect(clock).toMatchObject({ ok: true });
      const offset = (clock as { data: { offset_ms: number } }).data.offset_ms;
      expect(Math.abs(offset - HOUR_MS)).toBeLessThan(2_000);

      // Two hours on, the access token (an hour) has expired: refreshed, then the call answered.
      shiftMs += 2 * HOUR_MS;
      expect(await core.invoke('player:balance', undefined)).toMatchObject({ ok: true });

      const calls = netFetchCalls.slice(before);
      const paths = calls.map((call) => new URL(call.url).pathname);
      const { register, refresh, balance } = ENDPOINTS;
      expect(paths).toEqual(expect.arrayContaining([register.path, refresh.path, balance.path]));
      expect(paths.indexOf(refresh.path)).toBeLessThan(paths.lastIndexOf(balance.path));
      for (const call of calls) {
        expect(call.url.startsWith(`${server.url}/`), call.url).toBe(true);
        expect(call.init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
      }
    } finally {
      await core.stop();
    }
  });
});

describe('a timeout through net.fetch', () => {
  // A server that takes each request and never answers it.
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer(() => undefined);
    silent.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((done) => silent.close(done));
  });
  const silentUrl = () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;

  it.each([
    ['as Node names it (TimeoutError)', fakeNet],
    [
      'under a name of its own (net::ERR_ABORTED)',
      {
        fetch: (input: string | Request, init?: RequestInit) =>
          fakeNet.fetch(input, init).catch(() => {
            throw new Error('net::ERR_ABORTED');
          }),
      },
    ],
  ])('is told as a timeout when the stack reports the abort %s', async (_how, net) => {
    const http = createHttpClient({
      baseUrl: async () => silentUrl(),
      fetch: chromiumFetch(net),
      timeoutMs: 300,
    });
    const answer = await http.send('health', {});
    expect(answer).toMatchObject({ ok: false, error: { status: 0 } });
    expect((answer as { error: { message: string } }).error.message).toMatch(/^Request timeout/);
  });
});
