// /statistics: radar normalisation, pie slices and percent labels, tooltips, the empty
// states, the header, the load failure, and the 100 ms chart delay. window.api is mocked.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsResponse } from '../../src/shared/api';
import type { IpcResult } from '../../src/shared/ipc';
import StatisticsScreen from '../../src/renderer/src/features/statistics/StatisticsScreen';
import { BreakdownPanel } from '../../src/renderer/src/features/statistics/BreakdownPanel';
import {
  coinsTooltip,
  costsSlices,
  earningsSlices,
  percentLabel,
} from '../../src/renderer/src/features/statistics/chart-data';
import { rolePerformanceData } from '../../src/renderer/src/features/statistics/radar';
import { CHART_RENDER_DELAY_MS } from '../../src/renderer/src/features/statistics/use-chart-delay';
import { installFakeApi, ok } from './support/fake-api';
import { dashboard } from './support/fixtures';

// jsdom lays nothing out, so a responsive container would measure 0x0 and draw nothing:
// give the charts a fixed size instead.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('recharts')>();
  return {
    ...actual,
    ResponsiveContainer: ({
      children,
    }: {
      children: ReactElement<{ width?: number; height?: number }>;
    }) => cloneElement(children, { width: 400, height: 240 }),
  };
});

/** The fake bridge answering the statistics call with `data`. */
function fakeStatistics(data: StatisticsResponse) {
  installFakeApi().handle('player:statistics', data);
}

function stats(overrides: Partial<StatisticsResponse> = {}): StatisticsResponse {
  return {
    player_id: '00000000-0000-4000-8000-0000000000c1',
    username: 'alice1234',
    email: 'alice@example.com',
    overall_balance: 1234,
    prompt_stats: {
      role: 'prompt',
      total_rounds: 10,
      total_earnings: 400,
      average_earnings: 40,
      win_rate: 60,
      total_phrasesets: 10,
      average_votes_received: 3,
    },
    copy_stats: {
      role: 'copy',
      total_rounds: 5,
      total_earnings: 300,
      average_earnings: 60,
      win_rate: 40,
      total_phrasesets: 5,
      average_votes_received: 2,
    },
    voter_stats: {
      role: 'voter',
      total_rounds: 20,
      total_earnings: 200,
      average_earnings: 10,
      win_rate: 55,
      correct_votes: 11,
      vote_accuracy: 55,
    },
    earnings: {
      prompt_earnings: 400,
      copy_earnings: 300,
      vote_earnings: 200,
      daily_bonuses: 100,
      total_earnings: 1000,
      prompt_costs: 1000,
      copy_costs: 0,
      vote_costs: 200,
      total_costs: 1200,
    },
    frequency: {
      total_rounds_played: 35,
      days_active: 4,
      rounds_per_day: 8.75,
      member_since: '2026-11-01T10:00:00Z',
      last_active: '2026-11-20T10:00:00Z',
    },
    favorite_prompts: ['A thing you find at the beach', 'Something cats love'],
    best_performing_phrases: [{ phrase: 'SAND CASTLE', votes: 7, earnings: 120 }],
    ...overrides,
  };
}

const NO_MONEY: StatisticsResponse['earnings'] = {
  prompt_earnings: 0,
  copy_earnings: 0,
  vote_earnings: 0,
  daily_bonuses: 0,
  total_earnings: 0,
  prompt_costs: 0,
  copy_costs: 0,
  vote_costs: 0,
  total_costs: 0,
};

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/statistics']}>
      <Routes>
        <Route path="/statistics" element={<StatisticsScreen />} />
        <Route path="/settings" element={<h1>Settings page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  delete window.api;
  vi.useRealTimers();
});

describe('role performance normalisation', () => {
  it('scales rounds and earnings to the best role and keeps win rate absolute', () => {
    expect(rolePerformanceData(stats())).toEqual([
      { metric: 'Total Rounds', Prompt: 50, Copy: 25, Voter: 100 },
      { metric: 'Win Rate', Prompt: 60, Copy: 40, Voter: 55 },
      { metric: 'Avg Earnings', Prompt: 67, Copy: 100, Voter: 17 },
      { metric: 'Total Earnings', Prompt: 100, Copy: 75, Voter: 50 },
    ]);
  });

  it('is all zero for a new player instead of dividing by zero', () => {
    const zero = { total_rounds: 0, total_earnings: 0, average_earnings: 0, win_rate: 0 };
    const data = rolePerformanceData(
      stats({
        prompt_stats: { ...stats().prompt_stats, ...zero },
        copy_stats: { ...stats().copy_stats, ...zero },
        voter_stats: { ...stats().voter_stats, ...zero },
      }),
    );
    for (const row of data) expect([row.Prompt, row.Copy, row.Voter]).toEqual([0, 0, 0]);
  });
});

describe('pie data', () => {
  it('keeps only non-zero slices', () => {
    expect(earningsSlices(stats().earnings).map((s) => s.name)).toEqual([
      'Prompt Earnings',
      'Copy Earnings',
      'Vote Earnings',
      'Daily Bonuses',
    ]);
    expect(costsSlices(stats().earnings).map((s) => s.name)).toEqual([
      'Prompt Costs',
      'Vote Costs',
    ]);
    expect(earningsSlices(NO_MONEY)).toEqual([]);
  });

  it('labels slices with their whole percent of the pie', () => {
    const slices = costsSlices(stats().earnings);
    expect(percentLabel(1000, slices)).toBe('83%');
    expect(percentLabel(200, slices)).toBe('17%');
  });

  it('words the tooltip as N coins with the pie caption', () => {
    expect(coinsTooltip(1500, 'Earned')).toEqual(['1,500 coins', 'Earned']);
    expect(coinsTooltip(20, 'Spent')).toEqual(['20 coins', 'Spent']);
  });

  it('draws percent labels on the pie once its entry animation ends', async () => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    const { container } = render(
      <BreakdownPanel
        title="Costs Breakdown"
        slices={costsSlices(stats().earnings)}
        caption="Spent"
        emptyMessage="none"
        chartsReady
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const labels = [...container.querySelectorAll('.recharts-pie-label-text')].map(
      (node) => node.textContent,
    );
    expect(labels).toEqual(['83%', '17%']);
  });
});

describe('StatisticsScreen', () => {
  it('shows a spinner, then the header with username, email, balance and Settings', async () => {
    fakeStatistics(stats());
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading statistics...');
    expect(await screen.findByRole('heading', { name: 'alice1234' })).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByText('1,234 FC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('heading', { name: 'Settings page' })).toBeTruthy();
  });

  it('keeps focus on the main heading when the data replaces the spinner', async () => {
    let answer: (result: IpcResult<StatisticsResponse>) => void = () => undefined;
    installFakeApi().handle(
      'player:statistics',
      () => new Promise((resolve) => (answer = resolve)),
    );
    renderScreen();
    // What FocusOnNavigate does on arrival: the screen's main heading takes the focus.
    const heading = screen.getByRole('heading', { level: 1, name: 'Statistics' });
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    await act(async () => answer(ok(stats())));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'alice1234' }));
  });

  it('shows all seven panels, activity metrics and the ranked lists', async () => {
    fakeStatistics(stats());
    renderScreen();
    await screen.findByRole('heading', { name: 'alice1234' });
    for (const title of [
      'Win Rates by Role',
      'Earnings Breakdown',
      'Costs Breakdown',
      'Role Performance',
      'Activity Metrics',
      'Top Earning Prompts',
      'Best Performing Phrases',
    ])
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect(screen.getByText('8.8')).toBeTruthy();
    expect(screen.getByText('Nov 1, 2026')).toBeTruthy();
    expect(screen.getByText('Something cats love')).toBeTruthy();
    expect(screen.getByText('SAND CASTLE')).toBeTruthy();
    expect(screen.getByText('120 FC')).toBeTruthy();
  });

  it('shows the empty messages for a player with no history', async () => {
    fakeStatistics(
      stats({ earnings: NO_MONEY, favorite_prompts: [], best_performing_phrases: [] }),
    );
    renderScreen();
    expect(await screen.findByText('No earnings yet. Start playing to earn coins!')).toBeTruthy();
    expect(screen.getByText("No costs yet. You haven't spent any coins.")).toBeTruthy();
    expect(screen.getByText('No prompts yet. Start a prompt round to earn!')).toBeTruthy();
    expect(
      screen.getByText('No phrases yet. Submit some phrases to see your best performers!'),
    ).toBeTruthy();
  });

  it('draws the charts 100 ms after the data arrives', async () => {
    vi.useFakeTimers();
    fakeStatistics(stats());
    renderScreen();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByText('Drawing chart...')).toHaveLength(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHART_RENDER_DELAY_MS - 1);
    });
    expect(screen.getAllByText('Drawing chart...')).toHaveLength(4);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText('Drawing chart...')).toBeNull();
  });

  it('shows the fallback text when the failure carries no readable message', async () => {
    const api = installFakeApi();
    api.fail('player:statistics', { status: 400, message: 'bad_request' });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('span')?.textContent).toBe(
      'Failed to load statistics. Please try again.',
    );
    // Retry really asks again, and a success replaces the error.
    api.handle('player:statistics', stats());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(api.callsTo('player:statistics')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('loads again by itself once the connection is back (a dashboard push arrives)', async () => {
    const api = installFakeApi();
    api.fail('player:statistics', { status: 0, message: 'fetch failed' });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Connection lost. Reconnecting...',
    );
    api.handle('player:statistics', stats());
    act(() =>
      api.emit('dashboard:updated', {
        ...dashboard(),
        claimable_quests: 0,
        server_clock_offset_ms: 0,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.callsTo('player:statistics')).toHaveLength(2);
  });

  it('does not miss a dashboard push that lands before the failure is on screen', async () => {
    const api = installFakeApi();
    api.fail('player:statistics', { status: 0, message: 'fetch failed' });
    renderScreen();
    api.handle('player:statistics', stats());
    // The failed answer reaches the hook within a few microtasks; React renders it only in a later
    // task. A push in between (a busy machine's usual order) must still bring the screen back.
    for (let hop = 0; hop < 50; hop += 1) await Promise.resolve();
    expect(screen.queryByRole('alert')).toBeNull();
    api.emit('dashboard:updated', {
      ...dashboard(),
      claimable_quests: 0,
      server_clock_offset_ms: 0,
    });
    await vi.waitFor(() => expect(api.callsTo('player:statistics')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'alice1234' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the extracted message when there is one', async () => {
    installFakeApi().fail('player:statistics', { status: 503, message: 'Service Unavailable' });
    renderScreen();
    expect((await screen.findByRole('alert')).querySelector('span')?.textContent).toBe(
      'Our servers are temporarily busy. Please try again in a moment.',
    );
  });
});
