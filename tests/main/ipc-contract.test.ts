import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../src/main/core/http/api-routes';
import { IPC_CHANNEL_NAMES, IPC_CHANNELS, type IpcChannel } from '../../src/shared/ipc';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { scriptedFetch } from '../support/main/scripted-fetch';
import { testCore } from '../support/main/test-core';

const ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn() {
  const game = fakeGame();
  const harness = testCore({ fetch: game.fetch });
  await harness.core.invoke('session:login', { email: 'alice@example.com', password: PASSWORD });
  await vi.advanceTimersByTimeAsync(0);
  await harness.core.stop(); // no background calls in the way
  return { game, ...harness };
}

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
    const { core } = testCore({ fetch: game.fetch });
    const answer = await core.invoke(channel as string, args);
    expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
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
    const { core } = testCore({ fetch: game.fetch });
    const answer = await core.invoke(channel, args);
    expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
    expect((answer as { error: { message: string } }).error.message).toContain(channel);
    expect(game.fetch.calls).toEqual([]);
  });
});

describe('API route table', () => {
  const expected: [IpcChannel, unknown, string, Record<string, unknown>?][] = [
    ['auth:suggestUsername', undefined, 'GET /auth/suggest-username'],
    ['health', undefined, 'GET /health'],
    ['player:balance', undefined, 'GET /player/balance'],
    ['player:claimDailyBonus', undefined, 'POST /player/claim-daily-bonus'],
    ['player:currentRound', undefined, 'GET /player/current-round'],
    ['player:pendingResults', undefined, 'GET /player/pending-results'],
    [
      'player:phrasesets',
      { role: 'copy', limit: 20 },
      'GET /player/phrasesets',
      { query: { role: 'copy', status: 'all', limit: '20', offset: '0' } },
    ],
    ['player:phrasesetsSummary', undefined, 'GET /player/phrasesets/summary'],
    ['player:unclaimedResults', undefined, 'GET /player/unclaimed-results'],
    ['player:dashboard', undefined, 'GET /player/dashboard'],
    ['player:statistics', undefined, 'GET /player/statistics'],
    ['tutorial:status', undefined, 'GET /player/tutorial/status'],
    [
      'tutorial:progress',
      { progress: 'dashboard' },
      'POST /player/tutorial/progress',
      { body: { progress: 'dashboard' } },
    ],
    ['tutorial:reset', undefined, 'POST /player/tutorial/reset'],
    ['rounds:available', undefined, 'GET /rounds/available'],
    ['rounds:startPrompt', undefined, 'POST /rounds/prompt'],
    ['rounds:startCopy', undefined, 'POST /rounds/copy'],
    ['rounds:startVote', undefined, 'POST /rounds/vote'],
    [
      'rounds:submit',
      { roundId: ID, phrase: 'BIG CAT' },
      `POST /rounds/${ID}/submit`,
      { body: { phrase: 'BIG CAT' } },
    ],
    [
      'rounds:setFeedback',
      { roundId: ID, feedbackType: 'like' },
      `POST /rounds/${ID}/feedback`,
      { body: { feedback_type: 'like' } },
    ],
    ['rounds:getFeedback', { roundId: ID }, `GET /rounds/${ID}/feedback`],
    [
      'phrasesets:vote',
      { id: ID, phrase: 'BIG CAT' },
      `POST /phrasesets/${ID}/vote`,
      { body: { phrase: 'BIG CAT' } },
    ],
    ['phrasesets:results', { id: ID }, `GET /phrasesets/${ID}/results`],
    ['phrasesets:details', { id: ID }, `GET /phrasesets/${ID}/details`],
    ['phrasesets:claim', { id: ID }, `POST /phrasesets/${ID}/claim`],
    ['quests:list', undefined, 'GET /quests'],
    ['quests:active', undefined, 'GET /quests/active'],
    ['quests:claimable', undefined, 'GET /quests/claimable'],
    ['quests:get', { id: ID }, `GET /quests/${ID}`],
    ['quests:claim', { id: ID }, `POST /quests/${ID}/claim`],
    [
      'admin:validatePassword',
      { password: 'pw' },
      'POST /admin/validate-password',
      { body: { password: 'pw' } },
    ],
    ['admin:config', undefined, 'GET /admin/config'],
  ];

  it('covers every channel that is a plain HTTP call', () => {
    const plain = Object.keys(API_ROUTES).filter((channel) => !channel.startsWith('session:'));
    expect(plain.sort()).toEqual(expected.map(([channel]) => channel).sort());
  });

  it.each(expected)('%s calls its documented endpoint', async (channel, args, call, extra = {}) => {
    const { game, core } = await signedIn();
    const before = game.fetch.calls.length;
    const answer = await core.invoke(channel, args);
    expect(answer.ok).toBe(true);
    const calls = game.fetch.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(`${calls[0]?.method} ${calls[0]?.path}`).toBe(call);
    if (extra.body) expect(calls[0]?.body).toEqual(extra.body);
    else expect(calls[0]?.body).toBeUndefined();
    if (extra.query) expect(calls[0]?.query).toEqual(extra.query);
    const isPublic = channel === 'health' || channel === 'auth:suggestUsername';
    expect(calls[0]?.authorization).toBe(isPublic ? null : 'Bearer access-1');
  });
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
    expect(await core.invoke('health', undefined)).toEqual({
      ok: false,
      error: { status: 502, code: null, message: 'HTTP 502' },
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
