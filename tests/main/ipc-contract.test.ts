import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, errorCodes, type Endpoint } from '../../src/shared/api';
import {
  API_CHANNELS,
  IPC_CHANNEL_NAMES,
  IPC_CHANNELS,
  type ApiChannel,
  type IpcArgs,
} from '../../src/shared/ipc';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { newAccount, startRealServer } from '../support/main/real-server';
import { scriptedFetch } from '../support/main/scripted-fetch';
import { testCore } from '../support/main/test-core';

const ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IPC argument validation', () => {
  it('keeps the name list and the schemas identical', () => {
    expect([...IPC_CHANNEL_NAMES].sort()).toEqual(Object.keys(IPC_CHANNELS).sort());
  });

  it.each([
    ['nope:channel', undefined],
    ['__proto__', undefined],
    ['constructor', undefined],
    [42, undefined],
  ])('refuses the unknown channel %s', async (channel, args) => {
    const game = fakeGame();
    const { core, logs } = testCore({ fetch: game.fetch });
    const answer = await core.invoke(channel as string, args);
    expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
    // The player reads words of their own; the channel's name is for the log.
    expect((answer as { error: { message: string } }).error.message).not.toMatch(/channel/i);
    expect(logs).toEqual([expect.stringContaining(`Unknown channel: ${String(channel)}`)]);
    expect(game.fetch.calls).toEqual([]);
  });

  it.each([
    ['session:login', { email: 42, password: 'secret' }],
    ['session:login', 'a string'],
    ['rounds:submit', { roundId: 'not-a-uuid', phrase: 'HELLO' }],
    ['rounds:submit', { roundId: ID, phrase: 'x'.repeat(1001) }],
    ['rounds:setFeedback', { roundId: ID, feedbackType: 'love' }],
    ['phrasesets:claim', { id: 5 }],
    ['player:balance', { unexpected: true }],
    ['player:phrasesets', { limit: 1000 }],
    ['tutorial:progress', { progress: 'not_a_step' }],
    ['app:openExternal', { url: 'not a url' }],
    ['app:watchPhraseset', {}],
  ])('refuses bad arguments for %s', async (channel, args) => {
    const game = fakeGame();
    const { core, logs } = testCore({ fetch: game.fetch });
    const answer = await core.invoke(channel, args);
    expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
    // Channel and field names go to the log, never to the player.
    const message = (answer as { error: { message: string } }).error.message;
    expect(message).not.toContain(channel);
    expect(message).not.toMatch(/Invalid arguments|argument:|roundId|feedbackType|url|limit/);
    expect(logs).toEqual([expect.stringContaining(`Invalid arguments for ${channel}`)]);
    expect(game.fetch.calls).toEqual([]);
  });
});

describe('the endpoint table against the live server', () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let core: ReturnType<typeof testCore>['core'];
  const calls: { method: string; path: string }[] = [];
  const recording: typeof fetch = async (input, init) => {
    calls.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname });
    return fetch(input, init);
  };
  beforeAll(async () => {
    server = await startRealServer();
    core = testCore({ fetch: recording, resolveServerUrl: async () => server.url }).core;
    expect((await core.invoke('session:register', newAccount('contract'))).ok).toBe(true);
    await core.stop(); // no background calls in the way
  });
  beforeEach(() => {
    vi.useRealTimers();
    calls.length = 0;
  });
  afterAll(async () => {
    await server?.stop();
  });

  // One valid argument per channel that is an API call; ids name nothing, so those calls are
  // answered by the refusals their entry lists.
  const SAMPLE_ARGS: { [C in ApiChannel]: IpcArgs<C> } = {
    'auth:suggestUsername': undefined,
    health: undefined,
    'player:balance': undefined,
    'player:claimDailyBonus': undefined,
    'player:currentRound': undefined,
    'player:pendingResults': undefined,
    'player:phrasesets': { role: 'copy', limit: 20 },
    'player:phrasesetsSummary': undefined,
    'player:unclaimedResults': undefined,
    'player:dashboard': undefined,
    'player:statistics': undefined,
    'tutorial:status': undefined,
    'tutorial:progress': { progress: 'dashboard' },
    'tutorial:reset': undefined,
    'rounds:available': undefined,
    'rounds:startPrompt': undefined,
    'rounds:startCopy': undefined,
    'rounds:startVote': undefined,
    'rounds:submit': { roundId: ID, phrase: 'BIG CAT' },
    'rounds:setFeedback': { roundId: ID, feedbackType: 'like' },
    'rounds:getFeedback': { roundId: ID },
    'phrasesets:vote': { id: ID, phrase: 'BIG CAT' },
    'phrasesets:results': { id: ID },
    'phrasesets:details': { id: ID },
    'phrasesets:claim': { id: ID },
    'quests:list': undefined,
    'quests:active': undefined,
    'quests:claimable': undefined,
    'quests:get': { id: ID },
    'quests:claim': { id: ID },
    'admin:validatePassword': { password: 'not the admin password' },
    'admin:config': undefined,
  };

  it.each(Object.keys(API_CHANNELS) as ApiChannel[])(
    "%s makes its entry's call, and the server answers as the entry says",
    async (channel) => {
      const endpoint: Endpoint = ENDPOINTS[API_CHANNELS[channel]];
      const answer = await core.invoke(channel, SAMPLE_ARGS[channel]);
      expect(calls).toHaveLength(1);
      const pattern = new RegExp(`^${endpoint.path.replace(/:[a-z_]+/g, '[^/]+')}$`);
      expect(calls[0]?.method).toBe(endpoint.method);
      expect(calls[0]?.path).toMatch(pattern);
      // Either the answer passed the entry's schema, or it is one of the entry's refusals; the
      // arguments are valid, so a refused request means main built it wrong.
      if (answer.ok) return;
      expect(answer.error.code).not.toBe('invalid_input');
      expect(errorCodes(endpoint)).toContain(answer.error.code);
    },
  );
});

describe('errors come back as values', () => {
  const answering = (status: number, body?: unknown) =>
    testCore({ fetch: scriptedFetch(() => ({ status, body })) }).core;

  it('keeps the code and message of a structured error', async () => {
    const core = answering(400, {
      detail: { error: 'invalid_phrase', message: 'Use 2 to 5 words.' },
    });
    expect(await core.invoke('health', undefined)).toEqual({
      ok: false,
      error: { status: 400, code: 'invalid_phrase', message: 'Use 2 to 5 words.' },
    });
  });

  it('reads a code or a message from a string detail', async () => {
    expect(await answering(409, { detail: 'email_taken' }).invoke('health', undefined)).toEqual({
      ok: false,
      error: { status: 409, code: 'email_taken', message: 'email_taken' },
    });
    expect(
      await answering(404, { detail: 'Phrase set not found' }).invoke('health', undefined),
    ).toEqual({
      ok: false,
      error: { status: 404, code: null, message: 'Phrase set not found' },
    });
  });

  it('survives a body that is not JSON', async () => {
    const core = testCore({
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    }).core;
    // Not the API's error body: the renderer shows its own words for a bad_response.
    expect(await core.invoke('health', undefined)).toEqual({
      ok: false,
      error: {
        status: 502,
        code: 'bad_response',
        message: "HTTP 502 without the API's error detail",
      },
    });
  });

  it('answers status 0 when the server cannot be reached', async () => {
    const core = testCore({ fetch: scriptedFetch(() => 'unreachable') }).core;
    expect(await core.invoke('health', undefined)).toMatchObject({
      ok: false,
      error: { status: 0, code: null },
    });
    const noServer = testCore({
      resolveServerUrl: () => Promise.reject(new Error('PGlite failed')),
    }).core;
    expect(await noServer.invoke('health', undefined)).toMatchObject({
      ok: false,
      error: { status: 0, message: expect.stringContaining('PGlite failed') },
    });
  });

  it('turns an unexpected failure inside the app into an internal_error value', async () => {
    const { core } = testCore({
      desktop: {
        openExternal: () => Promise.reject(new Error('boom')),
        focusWindow: () => undefined,
      },
    });
    expect(await core.invoke('app:openExternal', { url: 'https://example.com' })).toMatchObject({
      ok: false,
      error: { status: 500, code: 'internal_error' },
    });
  });
});

describe('app channels', () => {
  it('opens only http(s) links in the system browser', async () => {
    const { core, desktop } = testCore();
    expect(await core.invoke('app:openExternal', { url: 'https://example.com/help' })).toEqual({
      ok: true,
      data: null,
    });
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'mailto:a@example.com']) {
      expect(await core.invoke('app:openExternal', { url })).toMatchObject({
        ok: false,
        error: { status: 400 },
      });
    }
    expect(desktop.opened).toEqual(['https://example.com/help']);
  });

  it('focuses the window on request', async () => {
    const { core, desktop } = testCore();
    await core.invoke('app:focusWindow', undefined);
    expect(desktop.focused).toBe(1);
  });

  it('watches a phrase set: pushes its details until it is finalized', async () => {
    const game = fakeGame();
    const { core, eventsNamed } = testCore({ fetch: game.fetch });
    expect(await core.invoke('app:watchPhraseset', { id: ID })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    await core.invoke('session:login', { email: 'alice@example.com', password: PASSWORD });
    expect(await core.invoke('app:watchPhraseset', { id: ID })).toEqual({ ok: true, data: null });
    await vi.advanceTimersByTimeAsync(60_000);
    game.knobs.phrasesetStatus = 'finalized';
    await vi.advanceTimersByTimeAsync(600_000);
    expect(eventsNamed('phraseset:updated').map((details) => details.status)).toEqual([
      'voting',
      'voting',
      'finalized',
    ]);
    expect(game.callsTo(`/phrasesets/${ID}/details`)).toHaveLength(3);
    await core.stop();
  });
});
