import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/renderer/src/components/Header';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { usePlayerStore } from '../../src/renderer/src/stores/player';
import { useRewardsStore } from '../../src/renderer/src/stores/rewards';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { installFakeApi, type FakeApi } from './support/fake-api';
import { dashboard, player, PLAYER_ID, SET_ID } from './support/fixtures';

let api: FakeApi;

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route path="*" element={<Header />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  useSessionStore.getState().signedIn({ username: 'alice1234', playerId: PLAYER_ID });
});
afterEach(cleanup);

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('header', () => {
  it('links the counters, username and chest to their screens', () => {
    usePlayerStore.getState().setPlayer(player());
    useDashboardStore.getState().apply(
      dashboard({
        pending_results: [
          {
            phraseset_id: SET_ID,
            prompt_text: 'p',
            completed_at: '2026-11-20T10:00:00Z',
            role: 'copy',
            payout_claimed: false,
          },
        ],
      }),
    );
    renderAt('/dashboard');
    expect(link('1 prompts in progress').getAttribute('href')).toBe('/tracking');
    expect(link('2 copies in progress').getAttribute('href')).toBe('/tracking');
    expect(link('1 results ready').getAttribute('href')).toBe('/results');
    expect(link('alice1234').getAttribute('href')).toBe('/statistics');
    expect(link('Rewards and quests').getAttribute('href')).toBe('/quests');
    expect(screen.getByLabelText('Balance 5,000 FC')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull();
  });

  it('lights the chest for a daily bonus or a claimable quest', () => {
    usePlayerStore.getState().setPlayer(player({ daily_bonus_available: true }));
    renderAt('/dashboard');
    expect(link('Rewards and quests: rewards waiting').className).toContain('chip--lit');
    act(() => {
      usePlayerStore.getState().setPlayer(player({ daily_bonus_available: false }));
      useRewardsStore.getState().setClaimableCount(0);
    });
    expect(link('Rewards and quests').className).not.toContain('chip--lit');
    act(() => useRewardsStore.getState().setClaimableCount(1));
    expect(link(/rewards waiting/).className).toContain('chip--lit');
  });

  it.each(['/statistics', '/tracking', '/quests', '/results'])(
    'shows a back arrow on %s',
    (route) => {
      usePlayerStore.getState().setPlayer(player());
      renderAt(route);
      expect(link('Back to dashboard').getAttribute('href')).toBe('/dashboard');
    },
  );

  it("shows 'Loading...' without a profile, and logout still works", async () => {
    api.handle('session:logout', null);
    renderAt('/settings');
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(api.callsTo('session:logout')).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(screen.getByText('Landing')).toBeTruthy();
  });
});
