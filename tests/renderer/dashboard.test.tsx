import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DashboardScreen from '../../src/renderer/src/features/dashboard/DashboardScreen';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { useTutorialStore } from '../../src/renderer/src/stores/tutorial';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import {
  availability,
  dashboard,
  promptRound,
  ROUND_ID,
  SET_ID,
  tutorialStatus,
} from './support/fixtures';

let api: FakeApi;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardScreen />} />
        <Route path="/prompt" element={<p>Prompt screen</p>} />
        <Route path="/results" element={<p>Results screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  api.handle('app:refreshDashboard', null);
});
afterEach(cleanup);

const tile = (name: string) => screen.getByRole('article', { name });

describe('dashboard', () => {
  it('shows the discount badge and caps waiting counts at over 10', () => {
    useDashboardStore.getState().apply(
      dashboard({
        round_availability: availability({
          copy_discount_active: true,
          prompts_waiting: 11,
          phrasesets_waiting: 10,
        }),
      }),
    );
    renderDashboard();
    expect(tile('Copy').textContent).toContain('10% off');
    expect(tile('Copy').textContent).toContain('over 10 prompts waiting');
    expect(tile('Vote').textContent).toContain('10 phrase sets waiting');
  });

  it('starts one round at a time, then shows the round screen', async () => {
    useDashboardStore.getState().apply(dashboard());
    let release: () => void = () => undefined;
    api.handle(
      'rounds:startPrompt',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              ok: true,
              data: { round_id: ROUND_ID, prompt_text: 'p', expires_at: later(180), cost: 100 },
            });
        }),
    );
    renderDashboard();
    const start = screen.getByRole('button', { name: 'Start Prompt Round' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Start Copy Round' }).disabled,
    ).toBe(true);
    await act(async () => release());
    expect(api.callsTo('rounds:startPrompt')).toHaveLength(1);
    expect(api.callsTo('app:refreshDashboard')).toHaveLength(1);
    expect(useRoundStore.getState().round?.type).toBe('prompt');
    expect(screen.getByText('Prompt screen')).toBeTruthy();
  });

  it('shows a start failure in a dismissible panel', async () => {
    useDashboardStore.getState().apply(dashboard());
    api.fail('rounds:startPrompt', {
      status: 400,
      code: 'insufficient_balance',
      message: 'insufficient_balance',
    });
    renderDashboard();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Start Prompt Round' })),
    );
    expect(screen.getByRole('alert').textContent).toContain('Not enough coins for this round.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the active round banner until its countdown ends', () => {
    useDashboardStore.getState().apply(
      dashboard({
        current_round: promptRound(later(120)),
        round_availability: availability({ can_prompt: false }),
      }),
    );
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Continue Round' })).toBeTruthy();
    expect(tile('Prompt').textContent).toContain('Active Prompt Round');
    act(() => useRoundStore.getState().markExpired());
    expect(screen.queryByRole('button', { name: 'Continue Round' })).toBeNull();
  });

  it('shows the new-results banner until tracking is opened', () => {
    const pending = [
      {
        phraseset_id: SET_ID,
        prompt_text: 'p',
        completed_at: later(0),
        role: 'prompt' as const,
        payout_claimed: false,
      },
    ];
    useDashboardStore.getState().apply(dashboard({ pending_results: pending }));
    renderDashboard();
    expect(screen.getByRole('button', { name: 'View Results' })).toBeTruthy();
    act(() => useDashboardStore.getState().markTrackingViewed());
    expect(screen.queryByRole('button', { name: 'View Results' })).toBeNull();
  });

  it('refreshes on window focus, at most every 5 s', () => {
    useDashboardStore.getState().apply(dashboard());
    renderDashboard();
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(api.callsTo('app:refreshDashboard')).toHaveLength(1);
  });
});

describe('a tutorial paused for its round, after a restart', () => {
  beforeEach(() => {
    api.handle('tutorial:progress', (args) =>
      ok({
        success: true,
        tutorial_status: tutorialStatus((args as { progress: 'prompt_round' }).progress),
      }),
    );
  });
  const progress = () => useTutorialStore.getState().status?.tutorial_progress;

  it('resumes once its status and the round are known and the round is over', async () => {
    renderDashboard();
    // The dashboard shows before either has arrived: nothing to resume from yet.
    await act(async () =>
      useTutorialStore.setState({ status: tutorialStatus('prompt_round_paused') }),
    );
    expect(progress()).toBe('prompt_round_paused');
    await act(async () => useDashboardStore.getState().apply(dashboard()));
    expect(progress()).toBe('prompt_round');
    expect(api.callsTo('tutorial:progress')).toEqual([{ progress: 'prompt_round' }]);
  });

  it('stays paused while its round is still being played', async () => {
    // Its status came first this time; the round is not known until the dashboard arrives.
    useTutorialStore.setState({ status: tutorialStatus('prompt_round_paused') });
    renderDashboard();
    await act(async () =>
      useDashboardStore.getState().apply(dashboard({ current_round: promptRound(later(120)) })),
    );
    expect(progress()).toBe('prompt_round_paused');
    expect(api.callsTo('tutorial:progress')).toEqual([]);
  });
});
