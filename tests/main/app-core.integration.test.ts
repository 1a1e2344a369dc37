// The main-process core against the REAL game server (in-process, PGlite): registration,
// login, refresh before expiry, refresh-and-retry after a 401, refresh-token reuse, logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORE_KEY } from '../../src/main/core/session/session-storage';
import type { DashboardResponse } from '../../src/shared/api';
import { validPromptPhrase } from '../support/game';
import { newAccount, startRealServer } from '../support/main/real-server';
import { testCore } from '../support/main/test-core';

type Server = Awaited<ReturnType<typeof startRealServer>>;
let server: Server;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Real fetch, recorded; `tamper` may rewrite a request's headers before it leaves. */
function recordingFetch(tamper?: (path: string, headers: Headers) => void) {
  const calls: { path: string; status: number; authorization: string | null }[] = [];
  const fetchThrough = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    tamper?.(url.pathname, headers);
    const response = await fetch(url, { ...init, headers });
    calls.push({
      path: url.pathname,
      status: response.status,
      authorization: headers.get('authorization'),
    });
    return response;
  };
  return { fetch: fetchThrough, calls };
}

/** A core whose clock can be moved forward, talking to the real server. */
function coreFor(fetchImpl: typeof fetch) {
  let offset = 0;
  const harness = testCore({
    fetch: fetchImpl,
    resolveServerUrl: async () => server.url,
    now: () => Date.now() + offset,
  });
  return { ...harness, advanceClock: (ms: number) => void (offset += ms) };
}

/** Waits for the first background polls of a new session to be answered, then stops polling. */
async function settle(harness: ReturnType<typeof coreFor>, calls: { path: string }[]) {
  await harness.core.stop();
  const answered = (path: string) => calls.some((call) => call.path === path);
  await expect
    .poll(() => ['/player/dashboard', '/quests/claimable', '/player/balance'].every(answered))
    .toBe(true);
  calls.length = 0;
}

function storedTokens(harness: ReturnType<typeof coreFor>) {
  const stored = harness.store.get(SESSION_STORE_KEY) as {
    tokens: { data: { accessToken: string; refreshToken: string } };
  };
  return stored.tokens.data;
}

async function refreshDirectly(refreshToken: string) {
  return fetch(`${server.url}/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

describe('app core against the real game server', () => {
  it('registers, then logs in, and makes authenticated calls', async () => {
    const account = newAccount('reg');
    const first = coreFor(fetch);
    const registered = await first.core.invoke('session:register', account);
    expect(registered).toMatchObject({
      ok: true,
      data: { username: expect.any(String), balance: expect.any(Number) },
    });
    await first.core.invoke('session:logout', undefined);

    const second = coreFor(fetch);
    const login = await second.core.invoke('session:login', account);
    expect(login).toEqual({
      ok: true,
      data: {
        username: (registered as { data: { username: string } }).data.username,
        playerId: expect.any(String),
      },
    });
    const balance = await second.core.invoke('player:balance', undefined);
    expect(balance).toMatchObject({ ok: true, data: { email: account.email } });
    // The background balance poll answered too, and the tray shows the balance.
    await expect.poll(() => second.eventsNamed('balance:updated').length).toBeGreaterThan(0);
    expect(second.tray.balance).toBe(second.eventsNamed('balance:updated')[0]?.balance);
    await second.core.stop();
  });

  it('polls the real dashboard and claimable quests for the tray', async () => {
    const harness = coreFor(fetch);
    const account = newAccount('dash');
    await harness.core.invoke('session:register', account);
    await expect.poll(() => harness.eventsNamed('dashboard:updated').length).toBeGreaterThan(0);
    const dashboard = harness.eventsNamed('dashboard:updated')[0] as DashboardResponse;
    expect(dashboard.player.email).toBe(account.email);
    expect(dashboard.pending_results).toEqual([]);
    // A new account has no results and no bonus yet (24 h wait), so the tray is calm.
    expect(harness.tray).toMatchObject({ alert: false, balance: dashboard.player.balance });
    await harness.core.stop();
  });

  it('plays a prompt round through the route table (POST without a body, path ids)', async () => {
    const harness = coreFor(fetch);
    await harness.core.invoke('session:register', newAccount('round'));
    await harness.core.stop();
    const started = await harness.core.invoke('rounds:startPrompt', undefined);
    expect(started).toMatchObject({
      ok: true,
      data: { round_id: expect.any(String), prompt_text: expect.any(String) },
    });
    const { round_id: roundId, prompt_text: promptText } = (
      started as { data: { round_id: string; prompt_text: string } }
    ).data;
    // The prompt is drawn at random: a fixed phrase could share a word with it and be refused.
    const phrase = validPromptPhrase(server.app.serverContext, promptText);
    const submitted = await harness.core.invoke('rounds:submit', {
      roundId,
      phrase: phrase.toLowerCase(),
    });
    expect(submitted).toEqual({ ok: true, data: { success: true, phrase } });
    const again = await harness.core.invoke('rounds:submit', {
      roundId,
      phrase: validPromptPhrase(server.app.serverContext, promptText, 1),
    });
    expect(again).toMatchObject({ ok: false, error: { status: 409, code: 'already_submitted' } });
  });

  it('reports wrong credentials as a value, without a refresh', async () => {
    const recorder = recordingFetch();
    const { core } = coreFor(recorder.fetch);
    const answer = await core.invoke('session:login', {
      email: 'nobody@example.com',
      password: 'wrong-password-1',
    });
    expect(answer).toMatchObject({ ok: false, error: { status: 401 } });
    expect(recorder.calls.map((call) => call.path)).toEqual(['/auth/login']);
  });

  it('refreshes the access token before it expires', async () => {
    const recorder = recordingFetch();
    const harness = coreFor(recorder.fetch);
    await harness.core.invoke('session:register', newAccount('early'));
    await settle(harness, recorder.calls);
    const before = storedTokens(harness);

    // One hour tokens: 3595 s later (5 s early) the core refreshes before calling.
    harness.advanceClock(3_595_000);
    const answer = await harness.core.invoke('player:balance', undefined);
    expect(answer.ok).toBe(true);
    expect(recorder.calls.map((call) => `${call.path} ${call.status}`)).toEqual([
      '/auth/refresh 200',
      '/player/balance 200',
    ]);
    const after = storedTokens(harness);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(recorder.calls[1]?.authorization).toBe(`Bearer ${after.accessToken}`);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    let spoilNext = false;
    const recorder = recordingFetch((path, headers) => {
      if (spoilNext && path === '/player/balance') {
        spoilNext = false;
        headers.set('authorization', 'Bearer not-a-valid-token');
      }
    });
    const harness = coreFor(recorder.fetch);
    await harness.core.invoke('session:register', newAccount('retry'));
    await settle(harness, recorder.calls);
    spoilNext = true;
    const answer = await harness.core.invoke('player:balance', undefined);
    expect(answer.ok).toBe(true);
    expect(recorder.calls.map((call) => `${call.path} ${call.status}`)).toEqual([
      '/player/balance 401',
      '/auth/refresh 200',
      '/player/balance 200',
    ]);
    expect(harness.eventsNamed('session:ended')).toEqual([]);
  });

  it('ends the session when its refresh token was reused elsewhere', async () => {
    const harness = coreFor(fetch);
    await harness.core.invoke('session:register', newAccount('reuse'));
    await harness.core.stop();
    // Someone else rotates our refresh token first: ours is now stale.
    const stolen = await refreshDirectly(storedTokens(harness).refreshToken);
    expect(stolen.status).toBe(200);

    harness.advanceClock(3_595_000);
    const answer = await harness.core.invoke('player:balance', undefined);
    expect(answer).toMatchObject({ ok: false, error: { status: 401 } });
    expect(harness.eventsNamed('session:ended')).toEqual([{ reason: 'expired' }]);
    expect(harness.store.get(SESSION_STORE_KEY)).toBeUndefined();
    expect(await harness.core.invoke('session:get', undefined)).toEqual({ ok: true, data: null });
    // The replay revoked the whole family: the thief's fresh token is dead too.
    const thief = (await stolen.json()) as { refresh_token: string };
    expect((await refreshDirectly(thief.refresh_token)).status).toBe(401);
  });

  it('logout revokes the session on the server and clears the app state', async () => {
    const harness = coreFor(fetch);
    await harness.core.invoke('session:register', newAccount('bye'));
    await expect.poll(() => harness.tray.balance).not.toBeNull();
    const { refreshToken } = storedTokens(harness);

    expect(await harness.core.invoke('session:logout', undefined)).toEqual({
      ok: true,
      data: null,
    });
    expect(harness.eventsNamed('session:ended')).toEqual([{ reason: 'logout' }]);
    expect(harness.store.get(SESSION_STORE_KEY)).toBeUndefined();
    expect(harness.tray).toMatchObject({ alert: false, balance: null });
    expect(await harness.core.invoke('player:balance', undefined)).toMatchObject({
      ok: false,
      error: { status: 401, code: 'not_signed_in' },
    });
    expect((await refreshDirectly(refreshToken)).status).toBe(401);
    await harness.core.stop();
  });
});
