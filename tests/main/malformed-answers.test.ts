// A server that answers 2xx with something the endpoint table does not allow, or an error
// without the API's detail (a proxy's page, another server at the address): main turns each such
// answer into a `bad_response` failure, and its dashboard poll pushes nothing, never throws.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenAnswer } from '../support/main/scripted-fetch';
import { testCore } from '../support/main/test-core';

/** Error answers that are not the API's: a web page, and a framework's own error body. */
const FOREIGN_ERRORS: Record<string, { status: number; type: string; body: string }> = {
  '/player/balance': { status: 404, type: 'text/html', body: '<h1>Not Found</h1>' },
  '/quests': {
    status: 400,
    type: 'application/json',
    body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Proxy says no' }),
  },
};
const ANSWERS: Record<string, string> = {
  '/health': JSON.stringify({ status: 'ok' }),
  '/auth/suggest-username': '{"suggested_username": ',
  '/auth/login': JSON.stringify(tokenAnswer(1)),
  '/player/dashboard': JSON.stringify({ player: null }),
  '/quests/claimable': JSON.stringify([{ quest_id: 'not a quest' }]),
};

let server: Server;
let url: string;
const served: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    served.push(path);
    const foreign = FOREIGN_ERRORS[path];
    if (foreign) {
      response.writeHead(foreign.status, { 'content-type': foreign.type });
      response.end(foreign.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(ANSWERS[path] ?? '"unexpected"');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('a malformed answer', () => {
  it('with a field missing is a bad_response failure', async () => {
    const { core } = testCore({ resolveServerUrl: async () => url });
    expect(await core.invoke('health', undefined)).toMatchObject({
      ok: false,
      error: { status: 502, code: 'bad_response', message: expect.stringContaining('/health') },
    });
  });

  it('that is not JSON at all is a bad_response failure', async () => {
    const { core } = testCore({ resolveServerUrl: async () => url });
    expect(await core.invoke('auth:suggestUsername', undefined)).toMatchObject({
      ok: false,
      error: { status: 502, code: 'bad_response' },
    });
  });

  it("that is an error without the API's detail keeps its status, and none of its words", async () => {
    const { core } = testCore({ resolveServerUrl: async () => url });
    const login = await core.invoke('session:login', { email: 'a@example.com', password: 'x' });
    expect(login.ok).toBe(true);
    const page = await core.invoke('player:balance', undefined);
    expect(page).toEqual({
      ok: false,
      error: {
        status: 404,
        code: 'bad_response',
        message: "HTTP 404 without the API's error detail",
      },
    });
    const frameworkError = await core.invoke('quests:list', undefined);
    expect(frameworkError).toMatchObject({
      ok: false,
      error: { status: 400, code: 'bad_response' },
    });
    expect(JSON.stringify(frameworkError)).not.toContain('Proxy says no');
    await core.stop();
  });

  it('to the dashboard is refused, and its poll pushes nothing to the renderer', async () => {
    const { core, eventsNamed, tray } = testCore({ resolveServerUrl: async () => url });
    const login = await core.invoke('session:login', { email: 'a@example.com', password: 'x' });
    expect(login.ok).toBe(true);
    expect(await core.invoke('player:dashboard', undefined)).toMatchObject({
      ok: false,
      error: { code: 'bad_response' },
    });
    await core.invoke('app:refreshDashboard', undefined);
    await expect
      .poll(() => served.filter((path) => path === '/player/dashboard').length)
      .toBeGreaterThan(1);
    expect(eventsNamed('dashboard:updated')).toEqual([]);
    expect(tray.balance).toBeNull();
    await core.stop();
  });
});
