import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_REFRESH_THROTTLE_MS,
  useDashboardStore,
} from '../../src/renderer/src/stores/dashboard';
import { usePhrasesetsStore } from '../../src/renderer/src/stores/phrasesets';
import { usePlayerStore } from '../../src/renderer/src/stores/player';
import { useRewardsStore } from '../../src/renderer/src/stores/rewards';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { clearPlayerState, logout } from '../../src/renderer/src/stores/sign-out';
import { POST_LOGIN_LOAD_DELAY_MS, startSession } from '../../src/renderer/src/stores/sign-in';
import { useToastStore } from '../../src/renderer/src/stores/toast';
import { tutorialActive, useTutorialStore } from '../../src/renderer/src/stores/tutorial';
import { call, onCallFailure } from '../../src/renderer/src/lib/api';
import type { DashboardResponse, Player, TutorialStatus } from '../../src/shared/api';
import type { IpcResult, IpcResults } from '../../src/shared/ipc';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import {
  dashboard,
  player,
  PLAYER_ID,
  promptRound,
  ROUND_ID,
  SET_ID,
  tutorialStatus,
} from './support/fixtures';

let api: FakeApi;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  useSessionStore.setState({ status: 'checking', info: null });
  useToastStore.getState().dismiss();
});

describe('session store', () => {
  it('restores a session kept by main', async () => {
    api.handle('session:get', { username: 'alice', playerId: PLAYER_ID });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      info: { username: 'alice' },
    });
  });
  it('is anonymous without one, or when main fails', async () => {
    api.handle('session:get', null);
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('anonymous');
    api.fail('session:get', { status: 0 });
    await useSessionStore.getState().restore();
    expect(useSessionStore.getState().status).toBe('anonymous');
  });
});

describe('dashboard store', () => {
  it('loads and fans out to the player and round stores', async () => {
    api.handle('player:dashboard', dashboard({ current_round: promptRound(later(60)) }));
    await useDashboardStore.getState().load();
    expect(useDashboardStore.getState().data?.player.username).toBe('alice1234');
    expect(usePlayerStore.getState().player?.balance).toBe(5000);
    expect(useRoundStore.getState().round?.type).toBe('prompt');
  });
  it('keeps a prefixed error on failure', async () => {
    api.fail('player:dashboard', { status: 503, message: 'down' });
    await useDashboardStore.getState().load();
    expect(useDashboardStore.getState().error).toBe(
      'Unable to load dashboard: Our servers are temporarily busy. Please try again in a moment.',
    );
  });
  it('refresh asks main instead of polling', async () => {
    api.handle('app:refreshDashboard', null);
    await useDashboardStore.getState().refresh();
    expect(api.callsTo('app:refreshDashboard')).toHaveLength(1);
  });
  it('focus refreshes at most once every 5 s', () => {
    api.handle('app:refreshDashboard', null);
    const { refreshOnFocus } = useDashboardStore.getState();
    refreshOnFocus(10_000);
    refreshOnFocus(10_000 + FOCUS_REFRESH_THROTTLE_MS - 1);
    refreshOnFocus(10_000 + FOCUS_REFRESH_THROTTLE_MS);
    expect(api.callsTo('app:refreshDashboard')).toHaveLength(2);
  });
  it('opening tracking hides the new-results banner until more arrive', () => {
    const pending = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        phraseset_id: `${SET_ID.slice(0, -1)}${i}`,
        prompt_text: 'p',
        completed_at: '2026-11-20T10:00:00Z',
        role: 'prompt' as const,
        payout_claimed: false,
      }));
    useDashboardStore.getState().apply(dashboard({ pending_results: pending(2) }));
    useDashboardStore.getState().markTrackingViewed();
    expect(useDashboardStore.getState().resultsSeenCount).toBe(2);
    useDashboardStore.getState().apply(dashboard({ pending_results: pending(1) }));
    expect(useDashboardStore.getState().resultsSeenCount).toBe(1);
  });
});

describe('round store', () => {
  it('keeps only an active round', () => {
    useRoundStore.getState().syncFromServer(promptRound(later(60)));
    expect(useRoundStore.getState().round?.state.round_id).toBe(ROUND_ID);
    useRoundStore.getState().syncFromServer(promptRound(later(60), 'submitted'));
    expect(useRoundStore.getState().round).toBeNull();
  });
  it('a started round is active and synced', () => {
    useRoundStore.getState().started('vote', {
      round_id: ROUND_ID,
      phraseset_id: SET_ID,
      prompt_text: 'p',
      phrases: ['A B', 'C D', 'E F'],
      expires_at: later(60),
    });
    expect(useRoundStore.getState()).toMatchObject({
      synced: true,
      round: { type: 'vote', state: { status: 'active' } },
    });
  });
  it('expiry flag survives a sync of the same round, not of a new one', () => {
    useRoundStore.getState().syncFromServer(promptRound(later(60)));
    useRoundStore.getState().markExpired();
    useRoundStore.getState().syncFromServer(promptRound(later(60)));
    expect(useRoundStore.getState().expired).toBe(true);
    useRoundStore.getState().finished();
    expect(useRoundStore.getState()).toMatchObject({ round: null, expired: false });
  });
  it('loads the current round from main', async () => {
    api.handle('player:currentRound', promptRound(later(60)));
    await useRoundStore.getState().loadCurrent();
    expect(useRoundStore.getState()).toMatchObject({ synced: true, round: { type: 'prompt' } });
  });
});

describe('player store', () => {
  it('loads the balance', async () => {
    api.handle('player:balance', player({ balance: 42 }));
    await usePlayerStore.getState().load();
    expect(usePlayerStore.getState().player?.balance).toBe(42);
  });
});

describe('tutorial store', () => {
  beforeEach(() => {
    api.handle('tutorial:progress', (args) =>
      ok({
        success: true,
        tutorial_status: tutorialStatus((args as { progress: 'welcome' }).progress),
      }),
    );
  });
  it('start, next, back and skip save progress through tutorial:progress', async () => {
    const store = useTutorialStore.getState();
    await store.start();
    await store.next();
    await store.next();
    await store.back();
    await store.skip();
    expect(api.callsTo('tutorial:progress')).toEqual([
      { progress: 'welcome' },
      { progress: 'dashboard' },
      { progress: 'prompt_round' },
      { progress: 'dashboard' },
      { progress: 'completed' },
    ]);
    expect(tutorialActive(useTutorialStore.getState().status)).toBe(false);
  });
  it('submitting a prompt at prompt_round advances to copy_round, elsewhere nothing', async () => {
    useTutorialStore.setState({ status: tutorialStatus('prompt_round') });
    await useTutorialStore.getState().promptSubmitted();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('copy_round');
    await useTutorialStore.getState().promptSubmitted();
    await useTutorialStore.getState().copySubmitted();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('vote_round');
    expect(api.callsTo('tutorial:progress')).toHaveLength(2);
  });
  it('reset calls the server and reports failure', async () => {
    api.handle('tutorial:reset', tutorialStatus('not_started'));
    expect(await useTutorialStore.getState().resetTutorial()).toBeNull();
    api.fail('tutorial:reset', { status: 500 });
    expect(await useTutorialStore.getState().resetTutorial()).toBe('Failed to reset tutorial');
  });
  it('is active only between not_started and completed', () => {
    expect(tutorialActive(tutorialStatus('not_started'))).toBe(false);
    expect(tutorialActive(tutorialStatus('copy_round_paused'))).toBe(true);
    expect(tutorialActive(tutorialStatus('completed'))).toBe(false);
    expect(tutorialActive(null)).toBe(false);
  });
});

describe('toast store', () => {
  it('describes an error with its category title', () => {
    useToastStore.getState().showError({ status: 0, code: null, message: 'fetch failed' });
    expect(useToastStore.getState().toast).toMatchObject({
      title: 'Connection Issue',
      message: 'Connection lost. Reconnecting...',
      retryable: true,
    });
    useToastStore.getState().dismiss();
    expect(useToastStore.getState().toast).toBeNull();
  });
});

describe('rewards store', () => {
  it('counts claimable quests', async () => {
    api.handle('quests:claimable', [{}, {}] as never);
    await useRewardsStore.getState().loadClaimable();
    expect(useRewardsStore.getState().claimableCount).toBe(2);
  });
});

describe('phrasesets store', () => {
  it('keys details by set id, replacing the prompt-round key once formed', () => {
    const details = { phraseset_id: null, prompt_round_id: ROUND_ID } as never;
    usePhrasesetsStore.getState().apply(details);
    expect(Object.keys(usePhrasesetsStore.getState().details)).toEqual([ROUND_ID]);
    usePhrasesetsStore
      .getState()
      .apply({ phraseset_id: SET_ID, prompt_round_id: ROUND_ID } as never);
    expect(Object.keys(usePhrasesetsStore.getState().details)).toEqual([SET_ID]);
  });
});

describe('sign-in and sign-out', () => {
  it('starts a session and loads the dashboard 100 ms later', async () => {
    vi.useFakeTimers();
    api.handle('player:dashboard', dashboard());
    api.handle('tutorial:status', tutorialStatus('not_started'));
    api.handle('quests:claimable', []);
    startSession({ username: 'alice1234', playerId: PLAYER_ID });
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(api.callsTo('player:dashboard')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(POST_LOGIN_LOAD_DELAY_MS);
    expect(api.callsTo('player:dashboard')).toHaveLength(1);
    vi.useRealTimers();
  });
  it('logout clears every store', async () => {
    api.handle('session:logout', null);
    useSessionStore.getState().signedIn({ username: 'a', playerId: PLAYER_ID });
    useDashboardStore.getState().apply(dashboard({ current_round: promptRound(later(60)) }));
    useRewardsStore.getState().setClaimableCount(3);
    useTutorialStore.setState({ status: tutorialStatus('welcome') });
    await logout();
    expect(api.callsTo('session:logout')).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(useDashboardStore.getState().data).toBeNull();
    expect(usePlayerStore.getState().player).toBeNull();
    expect(useRoundStore.getState().round).toBeNull();
    expect(useRewardsStore.getState().claimableCount).toBe(0);
    expect(useTutorialStore.getState().status).toBeNull();
  });
});

describe("answers of the session before never reach the next player's", () => {
  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    const promise = new Promise<T>((settle) => (resolve = settle));
    return { promise, resolve };
  }
  const BOB_ID = '44444444-4444-4444-8444-444444444444';
  const bob = () => player({ player_id: BOB_ID, username: 'bob5678', email: 'bob@example.com' });
  const aliceClaimable: IpcResults['quests:claimable'] = [
    {
      quest_id: '55555555-5555-4555-8555-555555555555',
      quest_type: 'first_vote',
      name: 'First vote',
      description: 'Cast a vote',
      status: 'completed',
      progress: {},
      reward_amount: 10,
      category: 'activity',
      created_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
      claimed_at: null,
      progress_percentage: 100,
      progress_current: 1,
      progress_target: 1,
    },
  ];

  it("a slow load of Alice's data lands after Bob signed in and is dropped", async () => {
    vi.useFakeTimers();
    const late = {
      balance: deferred<IpcResult<Player>>(),
      dashboard: deferred<IpcResult<DashboardResponse>>(),
      tutorial: deferred<IpcResult<TutorialStatus>>(),
      claimable: deferred<IpcResult<IpcResults['quests:claimable']>>(),
    };
    api.handle('player:balance', () => late.balance.promise);
    api.handle('player:dashboard', () => late.dashboard.promise);
    api.handle('tutorial:status', () => late.tutorial.promise);
    api.handle('quests:claimable', () => late.claimable.promise);
    api.handle('session:logout', null);
    startSession({ username: 'alice1234', playerId: PLAYER_ID });
    await vi.advanceTimersByTimeAsync(POST_LOGIN_LOAD_DELAY_MS);
    await logout();

    api.handle('player:balance', bob());
    api.handle('player:dashboard', dashboard({ player: bob() }));
    api.handle('tutorial:status', tutorialStatus('completed'));
    api.handle('quests:claimable', []);
    startSession({ username: 'bob5678', playerId: BOB_ID });
    await vi.advanceTimersByTimeAsync(POST_LOGIN_LOAD_DELAY_MS);
    expect(usePlayerStore.getState().player?.username).toBe('bob5678');

    late.balance.resolve(ok(player()));
    late.dashboard.resolve(ok(dashboard({ current_round: promptRound(later(120)) })));
    late.tutorial.resolve(ok(tutorialStatus('welcome')));
    late.claimable.resolve(ok(aliceClaimable));
    await vi.advanceTimersByTimeAsync(0);
    expect(usePlayerStore.getState().player?.username).toBe('bob5678');
    expect(useDashboardStore.getState().data?.player.username).toBe('bob5678');
    expect(useRoundStore.getState().round).toBeNull();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('completed');
    expect(useRewardsStore.getState().claimableCount).toBe(0);
    vi.useRealTimers();
  });

  it("a late 401 of Alice's session neither signs Bob out nor shows him a toast", async () => {
    const aliceCall = deferred<IpcResult<Player>>();
    api.handle('player:balance', () => aliceCall.promise);
    let signedOut = 0;
    const stop = onCallFailure(() => (signedOut += 1));
    useSessionStore.getState().signedIn({ username: 'alice1234', playerId: PLAYER_ID });
    const pending = call('player:balance');
    clearPlayerState();
    useSessionStore.getState().signedIn({ username: 'bob5678', playerId: BOB_ID });
    aliceCall.resolve({
      ok: false,
      error: { status: 401, code: 'not_signed_in', message: 'Your session has ended.' },
    });
    await pending;
    expect(signedOut).toBe(0);
    // The same failure in Bob's own session does reach the app shell.
    api.fail('player:balance', { status: 401, code: 'not_signed_in' });
    await call('player:balance');
    expect(signedOut).toBe(1);
    stop();
  });

  it('the toast of the session before is gone when the next one starts', () => {
    useToastStore.getState().showError({
      status: 401,
      code: 'not_signed_in',
      message: 'Your session has ended. Please log in again.',
    });
    expect(useToastStore.getState().toast).not.toBeNull();
    startSession({ username: 'bob5678', playerId: BOB_ID });
    expect(useToastStore.getState().toast).toBeNull();
  });
});

describe('tutorial pauses while its round is played', () => {
  beforeEach(() => {
    api.handle('tutorial:progress', (args) =>
      ok({
        success: true,
        tutorial_status: tutorialStatus((args as { progress: 'welcome' }).progress),
      }),
    );
  });
  it('starting the prompt round at prompt_round pauses; submitting moves on to copy_round', async () => {
    useTutorialStore.setState({ status: tutorialStatus('prompt_round') });
    await useTutorialStore.getState().roundStarted('vote');
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('prompt_round');
    await useTutorialStore.getState().roundStarted('prompt');
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('prompt_round_paused');
    await useTutorialStore.getState().promptSubmitted();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('copy_round');
  });
  it('a paused copy step resumes when the round ends unsubmitted', async () => {
    useTutorialStore.setState({ status: tutorialStatus('copy_round') });
    await useTutorialStore.getState().roundStarted('copy');
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('copy_round_paused');
    await useTutorialStore.getState().resume();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('copy_round');
  });
  it('does nothing when the tutorial is not running', async () => {
    useTutorialStore.setState({ status: tutorialStatus('completed') });
    await useTutorialStore.getState().roundStarted('prompt');
    await useTutorialStore.getState().resume();
    expect(api.callsTo('tutorial:progress')).toHaveLength(0);
  });
});
