// Round deadlines are the server's instants, counted down by the server's clock
// (docs/product.md#timings-and-limits): a machine clock minutes off neither ends a fresh round at
// once nor keeps one running that the server has closed. Main reports the offset with the sign-in
// dashboard load and with every dashboard push.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBridge } from '../../src/renderer/src/app/EventBridge';
import { SetOutlook } from '../../src/renderer/src/features/outlook/SetOutlook';
import PromptScreen from '../../src/renderer/src/features/prompt/PromptScreen';
import VoteScreen from '../../src/renderer/src/features/vote/VoteScreen';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import type { CurrentRound } from '../../src/shared/api';
import { renderScreen } from './support/render-screen';
import { installFakeApi, type FakeApi } from './support/fake-api';
import {
  dashboard,
  NO_ROUND,
  promptRound,
  ROUND_ID,
  SET_ID,
  tutorialStatus,
} from './support/fixtures';

let api: FakeApi;
/** The server's clock when each test begins. */
const NOW = Date.parse('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

/** This machine's clock reads the server's plus `aheadMs`. */
function machineClockAhead(aheadMs: number) {
  vi.setSystemTime(NOW + aheadMs);
}

/** The sign-in dashboard load, with main's word on the server clock. */
async function signInLoad(offsetMs: number) {
  api.handle('player:dashboard', dashboard());
  api.handle('app:serverClock', { offset_ms: offsetMs });
  await act(() => useDashboardStore.getState().load());
}

/** Main's pushes reach the stores through the app's event bridge. */
function mountEventBridge() {
  render(
    <MemoryRouter>
      <EventBridge />
    </MemoryRouter>,
  );
}

function push(offsetMs: number, currentRound: CurrentRound = NO_ROUND) {
  act(() =>
    api.emit('dashboard:updated', {
      ...dashboard({ current_round: currentRound }),
      claimable_quests: 0,
      server_clock_offset_ms: offsetMs,
    }),
  );
}

function startVote(expiresAt: string) {
  useRoundStore.getState().started('vote', {
    round_id: ROUND_ID,
    phraseset_id: SET_ID,
    prompt_text: 'A pet name',
    phrases: ['BIG CAT', 'HUGE CAT', 'LARGE CAT'],
    expires_at: expiresAt,
  });
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const timer = () => screen.getByRole('timer');
const voteButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'BIG CAT' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  api = installFakeApi();
  clearPlayerState();
  api.handle('app:refreshDashboard', null);
  api.handle('tutorial:progress', { success: true, tutorial_status: tutorialStatus('completed') });
});
afterEach(() => {
  cleanup();
  clearPlayerState();
  vi.useRealTimers();
});

describe('round timers on a machine clock off the server', () => {
  it('machine clock 90 s ahead of the server: a just-started 60 s vote round is playable', async () => {
    machineClockAhead(90_000);
    await signInLoad(-90_000);
    startVote(later(60));
    renderScreen('/vote', <VoteScreen />);
    expect(timer().getAttribute('aria-label')).toBe('Time left 1:00');
    expect(screen.queryByText(/You forfeited/)).toBeNull();
    expect(voteButton().disabled).toBe(false);
    tick(59_000);
    expect(voteButton().disabled).toBe(false);
    tick(1_000);
    expect(timer().textContent).toBe("Time's Up!");
    expect(voteButton().disabled).toBe(true);
  });

  it('machine clock 200 s ahead: a just-started 180 s prompt round can be submitted', () => {
    machineClockAhead(200_000);
    mountEventBridge();
    // The round arrives with a dashboard push, which carries the offset.
    push(-200_000, promptRound(later(180)));
    renderScreen('/prompt', <PromptScreen />);
    expect(timer().getAttribute('aria-label')).toBe('Time left 3:00');
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'big cat' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Phrase' }).disabled).toBe(
      false,
    );
    expect(useRoundStore.getState().expired).toBe(false);
  });

  it("machine clock 90 s behind the server: the timer runs out when the server's round does", async () => {
    machineClockAhead(-90_000);
    await signInLoad(90_000);
    startVote(later(60));
    renderScreen('/vote', <VoteScreen />);
    expect(timer().getAttribute('aria-label')).toBe('Time left 1:00');
    tick(60_000);
    expect(timer().textContent).toBe("Time's Up!");
    expect(voteButton().disabled).toBe(true);
    expect(useRoundStore.getState().expired).toBe(true);
  });

  it('machine clock 90 s ahead: a round the server stops reporting before its deadline is not taken for a lapsed one', () => {
    machineClockAhead(90_000);
    mountEventBridge();
    push(-90_000, promptRound(later(60)));
    tick(10_000);
    // Submitted from elsewhere, say: the server no longer reports it, 50 s before its deadline.
    push(-90_000);
    expect(useRoundStore.getState().round).toBeNull();
    expect(useRoundStore.getState().lapsed).toBeNull();
  });

  it("machine clock 90 s behind: a set's closing time is counted by the server's clock", async () => {
    machineClockAhead(-90_000);
    await signInLoad(90_000);
    render(
      <SetOutlook
        set={{
          status: 'closing',
          vote_count: 5,
          updated_at: later(-10),
          third_vote_at: later(-20),
          fifth_vote_at: later(-10),
          closes_at: later(52),
        }}
        rules={{
          backupDelayMs: null,
          backupVotesUpTo: 5,
          minimumWindowMs: 600_000,
          closingWindowMs: 60_000,
        }}
      />,
    );
    expect(timer().textContent).toBe('Closes in 0:52');
  });
});
