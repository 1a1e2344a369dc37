import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/renderer/src/app/App';
import { EventBridge } from '../../src/renderer/src/app/EventBridge';
import { AppRoutes } from '../../src/renderer/src/app/routes';
import { CrashNotice } from '../../src/renderer/src/components/CrashNotice';
import { ErrorBoundary } from '../../src/renderer/src/components/ErrorBoundary';
import { lazyScreen } from '../../src/renderer/src/lib/lazy-screen';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { usePlayerStore } from '../../src/renderer/src/stores/player';
import { useRewardsStore } from '../../src/renderer/src/stores/rewards';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { installFakeApi, type FakeApi } from './support/fake-api';
import {
  dashboard,
  NO_ROUND,
  player,
  PLAYER_ID,
  promptRound,
  SET_ID,
  tutorialStatus,
} from './support/fixtures';

// A screen that throws while rendering (a bug, or its chunk failing to load) when asked to.
const CHUNK_ERROR = 'Failed to fetch dynamically imported module';
const broken = vi.hoisted(() => ({ quests: false, landing: false }));
vi.mock('../../src/renderer/src/features/quests/QuestsScreen', () => ({
  default: function QuestsScreen() {
    if (broken.quests) throw new Error(CHUNK_ERROR);
    return <h1>Quests screen</h1>;
  },
}));
vi.mock('../../src/renderer/src/features/landing/LandingScreen', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../src/renderer/src/features/landing/LandingScreen')>();
  return {
    default: function LandingScreen() {
      if (broken.landing) throw new Error(CHUNK_ERROR);
      return <actual.default />;
    },
  };
});

let api: FakeApi;
let path = '';

function Where() {
  path = useLocation().pathname;
  return null;
}

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <EventBridge />
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  api.handle('tutorial:status', tutorialStatus('completed'));
  api.handle('quests:claimable', []);
  api.handle('app:refreshDashboard', null);
});
afterEach(() => {
  cleanup();
  broken.quests = false;
  broken.landing = false;
  vi.restoreAllMocks();
});

function signIn() {
  useSessionStore.getState().signedIn({ username: 'alice1234', playerId: PLAYER_ID });
  usePlayerStore.getState().setPlayer(player());
}

describe('routing (docs/product.md#screens-and-routes)', () => {
  it('sends unknown paths to the landing page', async () => {
    renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Copycat' });
    expect(path).toBe('/');
  });

  it('sends visitors away from protected screens', async () => {
    renderAt('/settings');
    await screen.findByRole('form', { name: 'Create account' });
    expect(path).toBe('/');
  });

  it('sends signed-in players from / to the dashboard', async () => {
    signIn();
    useDashboardStore.getState().apply(dashboard());
    renderAt('/');
    await screen.findByRole('heading', { name: 'Start a Round' });
    expect(path).toBe('/dashboard');
  });

  it('sends a round screen without its round to the dashboard', async () => {
    signIn();
    api.handle('player:currentRound', NO_ROUND);
    useDashboardStore.getState().apply(dashboard());
    useRoundStore.getState().reset();
    renderAt('/prompt');
    await screen.findByRole('heading', { name: 'Start a Round' });
    expect(path).toBe('/dashboard');
  });

  it('opens a round screen when that round is active', async () => {
    signIn();
    api.handle('player:currentRound', promptRound(later(120)));
    renderAt('/prompt');
    expect(await screen.findByText('A good name for a cat')).toBeTruthy();
    expect(path).toBe('/prompt');
  });

  it('follows app:navigate and session:ended from main', async () => {
    signIn();
    useDashboardStore.getState().apply(dashboard());
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Start a Round' });
    act(() => api.emit('app:navigate', { path: '/settings' }));
    await screen.findByRole('heading', { name: 'Account Information' });
    act(() => api.emit('session:ended', { reason: 'expired' }));
    await screen.findByRole('form', { name: 'Create account' });
    expect(path).toBe('/');
    expect(usePlayerStore.getState().player).toBeNull();
  });

  it('feeds dashboard:updated into the stores', async () => {
    signIn();
    renderAt('/dashboard');
    const pushed = {
      ...dashboard({ player: player({ balance: 1234 }) }),
      claimable_quests: 2,
      server_clock_offset_ms: 0,
    };
    act(() => api.emit('dashboard:updated', pushed));
    expect(usePlayerStore.getState().player?.balance).toBe(1234);
    expect(useDashboardStore.getState().data).not.toBeNull();
    expect(useRewardsStore.getState().claimableCount).toBe(2);
  });

  it('asks main again for nothing a push carried, after the dashboard or a result from it', async () => {
    signIn();
    useDashboardStore.getState().apply(dashboard());
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Start a Round' });
    const before = api.calls.length;
    act(() =>
      api.emit('dashboard:updated', {
        ...dashboard(),
        claimable_quests: 1,
        server_clock_offset_ms: 0,
      }),
    );
    act(() =>
      api.emit('result:finished', {
        phraseset_id: SET_ID,
        prompt_text: 'A prompt',
        role: 'prompt',
      }),
    );
    await act(async () => undefined);
    // The dashboard card of the last prompt reads its list again (a push does not carry it).
    const asked = api.calls.slice(before).map((invocation) => invocation.channel);
    for (const carried of [
      'player:dashboard',
      'quests:claimable',
      'player:balance',
      'app:refreshDashboard',
    ] as const)
      expect(asked).not.toContain(carried);
    expect(asked).toEqual(['player:phrasesets']);
  });
});

describe('prompt feedback', () => {
  it('clicking the active choice again clears it locally and sends nothing', async () => {
    signIn();
    api.handle('player:currentRound', promptRound(later(120)));
    api.handle('rounds:setFeedback', { success: true, feedback_type: 'like', message: 'ok' });
    renderAt('/prompt');
    const like = await screen.findByRole('button', { name: 'Like this prompt' });
    await act(async () => fireEvent.click(like));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(like));
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo('rounds:setFeedback')).toHaveLength(1);
  });
});

describe('a screen that fails to render (docs/product.md#screens-and-routes)', () => {
  const CRASH = 'This screen could not be shown';

  function openBrokenQuests(route = '/dashboard') {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.quests = true;
    signIn();
    useDashboardStore.getState().apply(dashboard());
    renderAt(route);
    return logged;
  }

  it('keeps the header and says so plainly, logging the error instead of showing it', async () => {
    const logged = openBrokenQuests();
    await screen.findByRole('heading', { name: 'Start a Round' });
    fireEvent.click(screen.getByRole('link', { name: 'Rewards and quests' }));
    const heading = await screen.findByRole('heading', { name: CRASH });
    // Focus moves in the notice's effect, which React may run just after the heading is in the
    // page (findByRole sees the commit; a busy machine shows the gap).
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong. Please try again, and contact support if the problem continues.',
    );
    expect(document.body.textContent).not.toContain(CHUNK_ERROR);
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain(CHUNK_ERROR);
    // Retry renders the screen again.
    broken.quests = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Quests screen' })).toBeTruthy();
  });

  it('Back to Dashboard, or any other way off the broken screen, clears the failure', async () => {
    openBrokenQuests('/quests');
    await screen.findByRole('heading', { name: CRASH });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Start a Round' })).toBeTruthy();
    expect(path).toBe('/dashboard');
    fireEvent.click(screen.getByRole('link', { name: 'Rewards and quests' }));
    await screen.findByRole('heading', { name: CRASH });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: CRASH })).toBeNull();
  });

  it('outside the signed-in frame, the app-wide boundary still leaves a message and Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.landing = true;
    window.location.hash = '#/';
    render(<App />);
    expect(await screen.findByRole('heading', { name: CRASH })).toBeTruthy();
    expect(document.body.textContent).not.toContain(CHUNK_ERROR);
    broken.landing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeTruthy();
  });

  it('Retry loads a screen chunk again after it failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let available = false;
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads += 1;
      return available
        ? Promise.resolve({ default: () => <h1>Loaded screen</h1> })
        : Promise.reject(new TypeError(CHUNK_ERROR));
    });
    render(
      <ErrorBoundary fallback={(retry) => <CrashNotice onRetry={retry} onBack={() => undefined} />}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    await screen.findByRole('heading', { name: CRASH });
    // Shown once, not loaded again and again until the player asks.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toBe(1);
    available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeTruthy();
    expect(loads).toBe(2);
  });
});
