// The server's clock as main learns it from the `Date` header of the game server's answers
// (docs/product.md#timings-and-limits): a machine whose clock is off still times rounds by the
// server's, and the renderer gets the offset with each dashboard push and on asking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../../src/main/core/http/server-clock';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { dashboard } from '../support/main/fixtures';
import { testCore } from '../support/main/test-core';

const credentials = { email: 'alice@example.com', password: PASSWORD };
const ROUND_ID = '22222222-2222-4222-8222-222222222222';
const NOW = Date.parse('2026-11-21T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The fake game's answers, with a `Date` header from a server clock `aheadMs` off this machine's. */
function withServerDate(fetchImpl: typeof fetch, aheadMs: number | null): typeof fetch {
  return async (input, init) => {
    const answer = await fetchImpl(input, init);
    const headers = new Headers(answer.headers);
    if (aheadMs !== null) headers.set('date', new Date(Date.now() + aheadMs).toUTCString());
    return new Response(answer.body, { status: answer.status, headers });
  };
}

async function signedIn(aheadMs: number | null) {
  const game = fakeGame();
  const harness = testCore({ fetch: withServerDate(game.fetch, aheadMs) });
  await harness.core.invoke('session:login', credentials);
  await vi.advanceTimersByTimeAsync(0);
  return { game, ...harness };
}

const aboutMs = (expected: number) => ({
  asymmetricMatch: (actual: unknown) =>
    typeof actual === 'number' && Math.abs(actual - expected) <= 1_000,
  toString: () => `about ${expected}`,
});

describe('server clock', () => {
  it('answers with a Date header 90 s ahead give an offset of about +90 s, carried by the push and on asking', async () => {
    const { core, eventsNamed } = await signedIn(90_000);
    const pushed = eventsNamed('dashboard:updated');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.server_clock_offset_ms).toEqual(aboutMs(90_000));
    expect(await core.invoke('app:serverClock', undefined)).toEqual({
      ok: true,
      data: { offset_ms: aboutMs(90_000) },
    });
    await core.stop();
  });

  it('a machine clock 120 s ahead gives an offset of about -120 s', async () => {
    const { core, eventsNamed } = await signedIn(-120_000);
    expect(eventsNamed('dashboard:updated')[0]?.server_clock_offset_ms).toEqual(aboutMs(-120_000));
    await core.stop();
  });

  it('answers without a Date header leave the offset at 0', async () => {
    const { core, eventsNamed } = await signedIn(null);
    expect(eventsNamed('dashboard:updated')[0]?.server_clock_offset_ms).toBe(0);
    expect(await core.invoke('app:serverClock', undefined)).toEqual({
      ok: true,
      data: { offset_ms: 0 },
    });
    await core.stop();
  });

  it('a round with 30 s left by the server is not polled as past its deadline on a clock 90 s fast', async () => {
    const game = fakeGame();
    const expiresAt = new Date(NOW - 90_000 + 30_000).toISOString();
    game.knobs.dashboard = dashboard({
      current_round: {
        round_id: ROUND_ID,
        round_type: 'prompt',
        expires_at: expiresAt,
        state: {
          round_id: ROUND_ID,
          status: 'active',
          expires_at: expiresAt,
          cost: 100,
          prompt_text: 'A good name for a cat',
          feedback_type: null,
        },
      },
    });
    const { core } = testCore({ fetch: withServerDate(game.fetch, -90_000) });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(game.callsTo('/player/dashboard')).toHaveLength(1);
    // A round past its deadline is asked about again each second; this one is not past it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(game.callsTo('/player/dashboard')).toHaveLength(1);
    await core.stop();
  });
});

describe('createServerClock', () => {
  it('ignores answers without a valid Date', () => {
    const clock = createServerClock();
    clock.observe(null, NOW, NOW + 20);
    clock.observe('not a date', NOW, NOW + 20);
    expect(clock.offsetMs()).toBe(0);
  });

  it('estimates from the header, its 1 s resolution and the round trip, and stays steady', () => {
    const clock = createServerClock();
    // The server's clock reads NOW + 90.4 s when it answers; its header says whole seconds.
    const header = new Date(NOW + 90_000).toUTCString();
    clock.observe(header, NOW + 300, NOW + 500);
    const first = clock.offsetMs();
    expect(Math.abs(first - 90_000)).toBeLessThanOrEqual(1_000);
    // Later answers that agree narrow the estimate instead of making it jump.
    clock.observe(new Date(NOW + 100_000).toUTCString(), NOW + 10_200, NOW + 10_400);
    expect(Math.abs(clock.offsetMs() - 90_400)).toBeLessThanOrEqual(500);
  });

  it('corrects nothing while the answers agree with this machine, as the embedded server does', () => {
    const clock = createServerClock();
    // The header truncates NOW + 0.9 s to NOW: alone, the middle of its bounds says +0.45 s.
    const sameClock = NOW + 900;
    clock.observe(new Date(sameClock - (sameClock % 1000)).toUTCString(), NOW + 890, NOW + 900);
    expect(clock.offsetMs()).toBe(0);
  });

  it('follows a clock that was set, and forgets everything on reset', () => {
    const clock = createServerClock();
    clock.observe(new Date(NOW + 90_000).toUTCString(), NOW, NOW + 100);
    // The machine's clock was corrected: the server now reads the same time as the machine.
    clock.observe(new Date(NOW + 60_000).toUTCString(), NOW + 60_000, NOW + 60_100);
    expect(Math.abs(clock.offsetMs())).toBeLessThanOrEqual(1_000);
    clock.reset();
    expect(clock.offsetMs()).toBe(0);
  });
});
