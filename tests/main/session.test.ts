import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORE_KEY } from '../../src/main/core/session/session-storage';
import { TOKEN_EXPIRY_MARGIN_MS } from '../../src/main/core/session/session';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { statistics } from '../support/main/fixtures';
import { tokenAnswer } from '../support/main/scripted-fetch';
import { fakeSecretBox, testCore } from '../support/main/test-core';

const credentials = { email: 'alice@example.com', password: PASSWORD };

/** A keychain that keeps the stored session locked until the test unlocks it. */
function slowKeychain() {
  const box = fakeSecretBox();
  let unlock = () => {};
  const unlocked = new Promise<void>((resolve) => (unlock = resolve));
  return {
    ...box,
    decrypt: async (sealed: string) => {
      await unlocked;
      return box.decrypt(sealed);
    },
    unlock: () => unlock(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(expiresIn = 900) {
  const game = fakeGame();
  game.knobs.expiresIn = expiresIn;
  const harness = testCore({ fetch: game.fetch });
  const login = await harness.core.invoke('session:login', credentials);
  expect(login).toEqual({
    ok: true,
    data: { username: 'alice1234', playerId: expect.any(String) },
  });
  return { game, ...harness };
}

describe('session', () => {
  it('keeps the token expiry 5 s before the real one', async () => {
    const loginAt = Date.now();
    const { store, core } = await signedIn(900);
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(5_000);
    expect(store.get(SESSION_STORE_KEY)).toMatchObject({
      username: 'alice1234',
      expiresAt: loginAt + 895_000,
    });
    expect(await core.invoke('session:get', undefined)).toEqual({
      ok: true,
      data: { username: 'alice1234', playerId: expect.any(String) },
    });
    await core.stop();
  });

  it('refreshes before the access token expires, not after', async () => {
    const { game, core } = await signedIn(60);
    await vi.advanceTimersByTimeAsync(54_999);
    await core.invoke('player:statistics', undefined);
    expect(game.callsTo('/player/statistics').at(-1)?.authorization).toBe('Bearer access-1');
    expect(game.callsTo('/auth/refresh')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    const answer = await core.invoke('player:statistics', undefined);
    expect(answer.ok).toBe(true);
    expect(game.callsTo('/auth/refresh')).toEqual([
      expect.objectContaining({ body: { refresh_token: 'refresh-1' } }),
    ]);
    expect(game.callsTo('/player/statistics').at(-1)?.authorization).toBe('Bearer access-2');
    await core.stop();
  });

  it('answers a 401 with exactly one refresh and one retry', async () => {
    const { game, core } = await signedIn();
    game.rejectAccessToken('access-1');
    const before = game.fetch.calls.length;
    const answer = await core.invoke('player:statistics', undefined);
    expect(answer).toEqual({ ok: true, data: statistics() });
    const calls = game.fetch.calls
      .slice(before)
      .map((call) => `${call.path} ${call.authorization ?? ''}`.trim());
    expect(calls).toEqual([
      '/player/statistics Bearer access-1',
      '/auth/refresh',
      '/player/statistics Bearer access-2',
    ]);
    await core.stop();
  });

  it('ends the session when the retry is refused too, without a second retry', async () => {
    const { game, core, eventsNamed, store } = await signedIn();
    await vi.advanceTimersByTimeAsync(0);
    game.rejectAllAccessTokens();
    // Every token the server issues from now on is refused as well.
    game.knobs.refreshAnswer = {
      status: 200,
      body: { ...tokenAnswer(99), access_token: 'never-valid' },
    };
    const before = game.fetch.calls.length;
    const answer = await core.invoke('player:statistics', undefined);
    expect(answer).toMatchObject({ ok: false, error: { status: 401, code: 'invalid_token' } });
    expect(game.fetch.calls.slice(before).map((call) => call.path)).toEqual([
      '/player/statistics',
      '/auth/refresh',
      '/player/statistics',
    ]);
    expect(eventsNamed('session:ended')).toEqual([{ reason: 'revoked' }]);
    expect(store.get(SESSION_STORE_KEY)).toBeUndefined();
  });

  it('a refused refresh ends the session and tells the renderer', async () => {
    const { game, core, eventsNamed, tray } = await signedIn(60);
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.balance).toBe(1000);
    game.knobs.refreshAnswer = { status: 401, body: { detail: 'invalid_token' } };
    await vi.advanceTimersByTimeAsync(55_000);
    const answer = await core.invoke('player:statistics', undefined);
    expect(answer).toMatchObject({ ok: false, error: { status: 401 } });
    expect(eventsNamed('session:ended')).toEqual([{ reason: 'expired' }]);
    expect(await core.invoke('session:get', undefined)).toEqual({ ok: true, data: null });
    expect(tray).toMatchObject({ alert: false, balance: null });
    // Polling stopped with the session.
    const calls = game.fetch.calls.length;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(game.fetch.calls.length).toBe(calls);
  });

  it('keeps the session when the refresh fails for a network reason', async () => {
    const { game, core, eventsNamed } = await signedIn(60);
    await core.stop();
    game.knobs.refreshAnswer = 'unreachable';
    await vi.advanceTimersByTimeAsync(55_000);
    const answer = await core.invoke('player:statistics', undefined);
    expect(answer).toMatchObject({ ok: false, error: { status: 0, code: null } });
    expect(eventsNamed('session:ended')).toEqual([]);
    game.knobs.refreshAnswer = undefined;
    expect((await core.invoke('player:statistics', undefined)).ok).toBe(true);
  });

  it('shares one refresh between concurrent calls', async () => {
    const { game, core } = await signedIn(60);
    await core.stop();
    await vi.advanceTimersByTimeAsync(55_000);
    const answers = await Promise.all([
      core.invoke('player:statistics', undefined),
      core.invoke('quests:list', undefined),
      core.invoke('rounds:available', undefined),
    ]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(game.callsTo('/auth/refresh')).toHaveLength(1);
  });

  it('never refreshes for login, and reports bad credentials as a value', async () => {
    const game = fakeGame();
    const { core } = testCore({ fetch: game.fetch });
    const answer = await core.invoke('session:login', {
      ...credentials,
      password: 'wrong-password',
    });
    expect(answer).toEqual({
      ok: false,
      error: { status: 401, code: 'invalid_credentials', message: 'invalid_credentials' },
    });
    expect(game.callsTo('/auth/refresh')).toHaveLength(0);
  });

  it('refuses authenticated calls without a session, without calling the server', async () => {
    const game = fakeGame();
    const { core } = testCore({ fetch: game.fetch });
    const answer = await core.invoke('player:balance', undefined);
    expect(answer).toMatchObject({ ok: false, error: { status: 401, code: 'not_signed_in' } });
    expect(game.fetch.calls).toHaveLength(0);
  });

  it('registration signs in and answers with the starting balance', async () => {
    const game = fakeGame();
    const { core } = testCore({ fetch: game.fetch });
    const answer = await core.invoke('session:register', {
      email: 'new@example.com',
      password: PASSWORD,
    });
    expect(answer).toEqual({
      ok: true,
      data: {
        username: 'alice1234',
        playerId: expect.any(String),
        balance: 1000,
        message: 'Welcome!',
      },
    });
    expect(game.callsTo('/player')[0]?.body).toEqual({
      email: 'new@example.com',
      password: PASSWORD,
    });
    await core.stop();
  });

  it('logout revokes the refresh token, clears everything and tells the renderer', async () => {
    const { game, core, store, eventsNamed, tray } = await signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const answer = await core.invoke('session:logout', undefined);
    expect(answer).toEqual({ ok: true, data: null });
    expect(game.callsTo('/auth/logout')).toEqual([
      expect.objectContaining({ body: { refresh_token: 'refresh-1' } }),
    ]);
    expect(store.get(SESSION_STORE_KEY)).toBeUndefined();
    expect(eventsNamed('session:ended')).toEqual([{ reason: 'logout' }]);
    expect(tray).toMatchObject({ alert: false, balance: null });
    const calls = game.fetch.calls.length;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(game.fetch.calls.length).toBe(calls);
  });

  /** A second start of the app, on the first run's store, whose keychain stays locked for now. */
  async function secondStartWithSlowKeychain() {
    const game = fakeGame();
    const firstRun = testCore({ fetch: game.fetch, secretBox: fakeSecretBox() });
    await firstRun.core.invoke('session:login', credentials);
    await firstRun.core.stop();
    const keychain = slowKeychain();
    const { core } = testCore({ fetch: game.fetch, store: firstRun.store, secretBox: keychain });
    return { game, keychain, core, starting: core.start() };
  }

  it('answers who is signed in only once the stored session is read, however slow the keychain', async () => {
    // As in the app: the window loads and asks while the start is still reading the session.
    const { keychain, core, starting } = await secondStartWithSlowKeychain();
    let answer: unknown;
    void core.invoke('session:get', undefined).then((got) => (answer = got));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(answer).toBeUndefined();

    keychain.unlock();
    await starting;
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toEqual({
      ok: true,
      data: { username: 'alice1234', playerId: expect.any(String) },
    });
    await core.stop();
  });

  it('a sign-in during a slow restore wins over the stored session', async () => {
    const { game, keychain, core, starting } = await secondStartWithSlowKeychain();
    const login = core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    keychain.unlock();
    await starting;
    expect((await login).ok).toBe(true);

    expect((await core.invoke('player:statistics', undefined)).ok).toBe(true);
    expect(game.callsTo('/player/statistics').at(-1)?.authorization).toBe('Bearer access-2');
    await core.stop();
  });

  it('a refresh still under way when the session ends is not handed to the next one', async () => {
    const game = fakeGame();
    game.knobs.expiresIn = 60;
    let answerRefresh: (() => void) | null = null;
    // The first refresh hangs (a slow server) until the test lets it through.
    const fetch = Object.assign(
      async (input: string | URL | Request, init?: RequestInit) => {
        if (String(input).endsWith('/auth/refresh') && answerRefresh === null) {
          await new Promise<void>((resolve) => (answerRefresh = resolve));
        }
        return game.fetch(input, init);
      },
      { calls: game.fetch.calls },
    );
    const { core } = testCore({ fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(55_000);
    const during = core.invoke('player:statistics', undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(answerRefresh).not.toBeNull();

    await core.invoke('session:logout', undefined);
    expect((await core.invoke('session:login', credentials)).ok).toBe(true);
    const after = await core.invoke('player:statistics', undefined);
    expect(after).toMatchObject({ ok: true });

    answerRefresh!();
    expect(await during).toMatchObject({ ok: false, error: { code: 'not_signed_in' } });
    expect((await core.invoke('player:statistics', undefined)).ok).toBe(true);
    await core.stop();
  });

  it('restores a stored session on start and resumes polling', async () => {
    const first = await signedIn();
    await first.core.stop();
    const { core, eventsNamed } = testCore({ fetch: first.game.fetch, store: first.store });
    await core.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(await core.invoke('session:get', undefined)).toEqual({
      ok: true,
      data: { username: 'alice1234', playerId: expect.any(String) },
    });
    expect(eventsNamed('dashboard:updated')).toHaveLength(1);
    expect(eventsNamed('balance:updated')).toHaveLength(1);
    await core.stop();
  });
});
