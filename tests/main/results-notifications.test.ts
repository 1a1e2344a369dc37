import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULTS_NOTIFICATION_TITLE } from '../../src/main/core/results/finished-results';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { dashboard, pending, player, quest } from '../support/main/fixtures';
import { testCore } from '../support/main/test-core';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const credentials = { email: 'alice@example.com', password: PASSWORD };
const POLL = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedInWith(pendingResults: ReturnType<typeof pending>[]) {
  const game = fakeGame();
  game.knobs.dashboard = dashboard({ pending_results: pendingResults });
  const harness = testCore({ fetch: game.fetch });
  await harness.core.invoke('session:login', credentials);
  await vi.advanceTimersByTimeAsync(0);
  return { game, ...harness };
}

const viewed = (id: string) => pending(id, { payout_claimed: true });
const announced = (...results: ReturnType<typeof pending>[]) => ({
  status: 200,
  body: { announced: results },
});

describe('finished results (a server without the announce call: this machine keeps the record)', () => {
  it('the first dashboard of a session announces the unviewed results, once', async () => {
    const { game, notifications, eventsNamed, core } = await signedInWith([pending(A), viewed(B)]);
    expect(eventsNamed('dashboard:updated')).toHaveLength(1);
    expect(game.callsTo('/player/results/announce')).toHaveLength(1);
    expect(notifications.map((n) => n.body)).toEqual([
      '“Prompt aaaa” has been finalized. See how your phrase did.',
    ]);
    expect(eventsNamed('result:finished')).toEqual([
      { phraseset_id: A, prompt_text: 'Prompt aaaa', role: 'prompt' },
    ]);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications).toHaveLength(1);
    // Nothing new on the second dashboard: the server is not asked again.
    expect(game.callsTo('/player/results/announce')).toHaveLength(1);
    await core.stop();
  });

  it('shows exactly one notification per newly finalized set', async () => {
    const { game, notifications, eventsNamed, core } = await signedInWith([viewed(A)]);
    game.knobs.dashboard = dashboard({
      pending_results: [pending(B, { prompt_text: 'A famous cat' }), viewed(A)],
    });
    await vi.advanceTimersByTimeAsync(POLL);
    await vi.advanceTimersByTimeAsync(POLL);
    // B drops out of the list and comes back: still announced once.
    game.knobs.dashboard = dashboard({ pending_results: [viewed(A)] });
    await vi.advanceTimersByTimeAsync(POLL);
    game.knobs.dashboard = dashboard({
      pending_results: [pending(B, { prompt_text: 'A famous cat' }), viewed(A)],
    });
    await vi.advanceTimersByTimeAsync(POLL);

    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: RESULTS_NOTIFICATION_TITLE });
    expect(RESULTS_NOTIFICATION_TITLE).toBe('Results are in!');
    expect(notifications[0]?.body).toContain('A famous cat');
    expect(eventsNamed('result:finished')).toEqual([
      { phraseset_id: B, prompt_text: 'A famous cat', role: 'prompt' },
    ]);
    await core.stop();
  });

  it('announces several sets finalized between two polls, one notification each', async () => {
    const { game, notifications, core } = await signedInWith([]);
    game.knobs.dashboard = dashboard({ pending_results: [pending(C), pending(B), pending(A)] });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications.map((n) => n.body)).toHaveLength(3);
    await core.stop();
  });

  it('clicking the notification focuses the window and opens the results', async () => {
    const { game, notifications, eventsNamed, desktop, core } = await signedInWith([]);
    game.knobs.dashboard = dashboard({ pending_results: [pending(B)] });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(eventsNamed('app:navigate')).toEqual([]);
    notifications[0]?.onClick();
    expect(desktop.focused).toBe(1);
    expect(eventsNamed('app:navigate')).toEqual([{ path: `/results?phraseset=${B}` }]);
    await core.stop();
  });

  it('with notifications turned off, the renderer still hears of the result', async () => {
    const { game, notifications, eventsNamed, core } = await signedInWith([]);
    await core.invoke('app:setSettings', { notificationsEnabled: false });
    game.knobs.dashboard = dashboard({ pending_results: [pending(B)] });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications).toEqual([]);
    expect(eventsNamed('result:finished')).toHaveLength(1);
    await core.stop();
  });

  it('a new session announces what came in since the last one, and nothing twice', async () => {
    const { game, notifications, store, core } = await signedInWith([pending(A)]);
    expect(notifications).toHaveLength(1);
    await core.invoke('session:logout', undefined);
    game.knobs.dashboard = dashboard({ pending_results: [pending(B), pending(A)] });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications.map((n) => n.body)).toEqual([
      '“Prompt aaaa” has been finalized. See how your phrase did.',
      '“Prompt bbbb” has been finalized. See how your phrase did.',
    ]);
    await core.stop();

    // A restart (a new core on the same store) announces nothing again.
    const restarted = testCore({ fetch: game.fetch, store });
    await restarted.core.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(restarted.eventsNamed('dashboard:updated')).toHaveLength(1);
    expect(restarted.notifications).toEqual([]);
    await restarted.core.stop();
  });
});

describe('finished results claimed from the server', () => {
  it('announces only what the server hands out, three or more as one summary opening /results', async () => {
    const game = fakeGame();
    game.knobs.dashboard = dashboard({ pending_results: [pending(C), pending(B), pending(A)] });
    game.knobs.announce = announced(pending(C), pending(B), pending(A));
    const { notifications, eventsNamed, tray, desktop, core } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(notifications.map((n) => n.body)).toEqual(['3 results came in while you were away']);
    expect(eventsNamed('result:finished').map((r) => r.phraseset_id)).toEqual([C, B, A]);
    expect(tray.alert).toBe(true);
    notifications[0]?.onClick();
    expect(eventsNamed('app:navigate')).toEqual([{ path: '/results' }]);
    expect(desktop.focused).toBe(1);

    // During the session, results the server hands out are announced one by one.
    const D = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const E = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const F = 'ffffffff-ffff-4fff-8fff-ffffffffffff';
    game.knobs.dashboard = dashboard({
      pending_results: [pending(F), pending(E), pending(D), pending(C), pending(B), pending(A)],
    });
    game.knobs.announce = announced(pending(F), pending(E), pending(D));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications).toHaveLength(4);
    await core.stop();
  });

  it('announces nothing the server does not hand out (another machine took it)', async () => {
    const game = fakeGame();
    game.knobs.dashboard = dashboard({ pending_results: [pending(A)] });
    game.knobs.announce = announced();
    const { notifications, eventsNamed, core } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(game.callsTo('/player/results/announce')).toHaveLength(1);
    expect(notifications).toEqual([]);
    expect(eventsNamed('result:finished')).toEqual([]);
    await core.stop();
  });

  it('asks again at the next dashboard when the claim failed', async () => {
    const game = fakeGame();
    game.knobs.dashboard = dashboard({ pending_results: [pending(A)] });
    game.knobs.announce = { status: 503, body: { detail: 'unavailable' } };
    const { notifications, core } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(notifications).toEqual([]);
    game.knobs.announce = announced(pending(A));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(game.callsTo('/player/results/announce')).toHaveLength(2);
    expect(notifications).toHaveLength(1);
    await core.stop();
  });
});

describe('results the server handed out while their player signed out', () => {
  const BOB = '22222222-2222-4222-8222-222222222222';

  /** A server with the announce call, held while `gate` is shut; `bob@…` signs in as Bob. */
  function announcingServer() {
    const game = fakeGame();
    game.knobs.dashboard = dashboard({ pending_results: [pending(A)] });
    let announcedAlready = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/player/results/announce') {
        // It marks what it answers, once.
        const first = !announcedAlready;
        announcedAlready = true;
        await gate;
        return Response.json({ announced: first ? [pending(A)] : [] });
      }
      const response = await game.fetch(input, init);
      if (url.pathname === '/auth/login' && String(init?.body).includes('bob@')) {
        return Response.json({ ...(await response.json()), player_id: BOB, username: 'bob1' });
      }
      return response;
    }) as typeof globalThis.fetch;
    return { fetch, release };
  }

  it('announces them at the same player’s next session', async () => {
    const server = announcingServer();
    const { core, notifications, eventsNamed } = testCore({ fetch: server.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0); // first dashboard: the announce call is under way
    await core.invoke('session:logout', undefined);
    server.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(notifications).toEqual([]);
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(eventsNamed('result:finished').map((e) => e.phraseset_id)).toEqual([A]);
    expect(notifications).toHaveLength(1);
    // Announced once: not again at the session after.
    await core.invoke('session:logout', undefined);
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(notifications).toHaveLength(1);
    await core.stop();
  });

  it('never announces them to another player who signs in next', async () => {
    const server = announcingServer();
    const { core, notifications, eventsNamed } = testCore({ fetch: server.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    await core.invoke('session:logout', undefined);
    server.release();
    await vi.advanceTimersByTimeAsync(0);
    await core.invoke('session:login', { email: 'bob@example.com', password: PASSWORD });
    expect(await core.invoke('session:get', undefined)).toMatchObject({ data: { playerId: BOB } });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(eventsNamed('result:finished')).toEqual([]);
    expect(notifications).toEqual([]);
    await core.stop();
  });
});

describe('a result the player views while its announce call is under way', () => {
  /**
   * A server that holds the announce answer (and, once `holdDashboard()` is called, the next
   * dashboard answer) until released, and records the player's view of a result (claim).
   */
  function slowAnnouncingServer(announce: 'answers it' | 'lacks the call') {
    const game = fakeGame();
    game.knobs.announce =
      announce === 'answers it' ? announced(pending(A)) : { status: 404, body: {} };
    const held = (): { gate: Promise<void>; release: () => void } => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      return { gate, release };
    };
    const announceCall = held();
    let dashboardCall: ReturnType<typeof held> | null = null;
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/player/results/announce') await announceCall.gate;
      if (url.pathname === '/player/dashboard' && dashboardCall) await dashboardCall.gate;
      if (url.pathname === `/phrasesets/${A}/claim`) {
        // The view is recorded: from now on the dashboard shows the result viewed.
        game.knobs.dashboard = dashboard({ pending_results: [viewed(A)] });
        return Response.json({
          success: true,
          amount: 0,
          new_balance: 1000,
          already_claimed: false,
        });
      }
      return game.fetch(input, init);
    }) as typeof globalThis.fetch;
    return {
      game,
      fetch,
      releaseAnnounce: () => announceCall.release(),
      holdDashboard: () => (dashboardCall = held()),
      releaseDashboard: () => dashboardCall?.release(),
    };
  }

  /** Signed in; then A is finalized and the next dashboard poll starts claiming it. */
  async function announceUnderWay(announce: 'answers it' | 'lacks the call') {
    const server = slowAnnouncingServer(announce);
    const harness = testCore({ fetch: server.fetch });
    await harness.core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    server.game.knobs.dashboard = dashboard({ pending_results: [pending(A)] });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(server.game.callsTo('/player/results/announce')).toHaveLength(0); // held, not answered
    expect(harness.tray.alert).toBe(true); // A is unviewed
    return { server, ...harness };
  }

  it.each(['answers it', 'lacks the call'] as const)(
    'an announce answer landing after the view and its fresh dashboard neither alerts nor notifies (a server that %s)',
    async (announce) => {
      const { server, core, tray, notifications, eventsNamed } = await announceUnderWay(announce);
      // The player opens the result: the claim records it seen and main pushes a fresh dashboard.
      expect(await core.invoke('phrasesets:claim', { id: A })).toMatchObject({ ok: true });
      expect(eventsNamed('dashboard:updated').at(-1)?.pending_results).toEqual([viewed(A)]);
      expect(tray.alert).toBe(false);

      server.releaseAnnounce();
      await vi.advanceTimersByTimeAsync(0);
      expect(tray.alert).toBe(false);
      expect(notifications).toEqual([]);
      expect(eventsNamed('result:finished')).toEqual([]);
      await core.stop();
    },
  );

  it('an announce answer landing between the view and its fresh dashboard does not notify', async () => {
    const { server, core, tray, notifications, eventsNamed } = await announceUnderWay('answers it');
    server.holdDashboard();
    const viewing = core.invoke('phrasesets:claim', { id: A });
    await vi.advanceTimersByTimeAsync(0); // the claim is answered; the fresh dashboard is held
    server.releaseAnnounce();
    await vi.advanceTimersByTimeAsync(0);
    expect(notifications).toEqual([]);
    expect(eventsNamed('result:finished')).toEqual([]);
    server.releaseDashboard();
    expect(await viewing).toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.alert).toBe(false);
    expect(notifications).toEqual([]);
    await core.stop();
  });
});

describe('results while the window is closed to the tray', () => {
  it('polling comes back after a network outage long enough to use up the retries', async () => {
    const game = fakeGame();
    let offline = false;
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (offline) throw new TypeError('fetch failed');
      return game.fetch(input, init);
    }) as typeof globalThis.fetch;
    const { core, notifications } = testCore({ fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    core.setFocused(false);
    offline = true;
    await vi.advanceTimersByTimeAsync(20 * 60_000); // 20 minutes without network
    offline = false;
    game.knobs.dashboard = dashboard({ pending_results: [pending(A)] });
    const before = game.callsTo('/player/dashboard').length;
    // Still in the tray, online again: the slow retries (every 600 s) find the result.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(game.callsTo('/player/dashboard').length).toBeGreaterThan(before);
    expect(notifications).toHaveLength(1);
    await core.stop();
  });
});

describe('tray state', () => {
  it('shows the balance and no alert when nothing waits', async () => {
    const { tray, core } = await signedInWith([pending(A, { payout_claimed: true })]);
    expect(tray).toMatchObject({ alert: false, balance: 1000 });
    await core.stop();
  });

  it.each([
    [
      'an unviewed result',
      dashboard({ pending_results: [pending(A, { payout_claimed: false })] }),
      [],
    ],
    ['a daily bonus', dashboard({ player: player({ daily_bonus_available: true }) }), []],
    ['a claimable quest', dashboard(), [quest(A)]],
  ])('alerts for %s', async (_what, body, quests) => {
    const game = fakeGame();
    game.knobs.dashboard = body;
    game.knobs.claimableQuests = quests;
    const { tray, core } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.alert).toBe(true);
    expect(game.callsTo('/quests/claimable')).toHaveLength(1);

    game.knobs.dashboard = dashboard();
    game.knobs.claimableQuests = [];
    await core.invoke('app:refreshDashboard', undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(tray.alert).toBe(false);
    await core.stop();
  });

  it('pushes the claimable quests with the dashboard, for the header', async () => {
    const game = fakeGame();
    game.knobs.claimableQuests = [quest(A), quest(B)];
    const { eventsNamed, core } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', credentials);
    await vi.advanceTimersByTimeAsync(0);
    expect(eventsNamed('dashboard:updated').at(-1)?.claimable_quests).toBe(2);
    await core.stop();
  });

  it('keeps the balance line current from the polls', async () => {
    const { game, tray, eventsNamed, core } = await signedInWith([]);
    expect(eventsNamed('balance:updated')).toEqual([player()]);
    game.knobs.dashboard = dashboard({ player: player({ balance: 1234 }) });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(tray.balance).toBe(1234);
    await core.stop();
  });
});
