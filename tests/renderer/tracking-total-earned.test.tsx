// /tracking's Total Earned tile: what all of the player's rounds paid, not only the 100 the list
// loads; never a number that is not known or that disagrees with the Finalized tile beside it.
// window.api is mocked.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PhrasesetSummary,
  PhrasesetSummaryItem,
  StatisticsResponse,
} from '../../src/shared/api';
import type { IpcResult } from '../../src/shared/ipc';
import TrackingScreen from '../../src/renderer/src/features/tracking/TrackingScreen';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { installFakeApi, ok } from './support/fake-api';
import { dashboard, statistics } from './support/fixtures';

/** The newest 100 of the player's rounds, all finalized, each having paid 10 FC. */
const LISTED: PhrasesetSummaryItem[] = Array.from({ length: 100 }, (_, index) => {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    phraseset_id: id,
    prompt_round_id: id,
    prompt_text: `Prompt ${index}`,
    your_role: 'prompt',
    your_phrase: 'A PHRASE',
    status: 'finalized',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:05:00Z',
    vote_count: 3,
    third_vote_at: '2026-11-20T10:03:00Z',
    fifth_vote_at: null,
    finalized_at: '2026-11-20T10:15:00Z',
    has_copy1: true,
    has_copy2: true,
    your_payout: 10,
    payout_claimed: true,
    new_activity_count: 0,
  };
});

function summary(finalized: { prompts: number; copies: number }): PhrasesetSummary {
  const none = { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 };
  return {
    in_progress: none,
    finalized: { ...none, ...finalized },
    total_unclaimed_amount: 0,
  };
}

/** 150 finalized sets (120 prompts, 30 copies) that paid 1,200 FC and 300 FC. */
const ALL_150 = statistics({ prompt: 120, copy: 30 }, { prompt: 1200, copy: 300 });

/** A call whose answer the test gives when it wants. */
function held<T>() {
  let answer: (result: IpcResult<T>) => void = () => undefined;
  const promise = new Promise<IpcResult<T>>((resolve) => (answer = resolve));
  return { promise, answer };
}

function fakeApi(answer: (call: number) => IpcResult<StatisticsResponse> | Promise<unknown>) {
  const api = installFakeApi();
  api.handle('player:phrasesets', { phrasesets: LISTED, total: 150, has_more: true });
  api.handle('player:dashboard', () => ok(useDashboardStore.getState().data!));
  api.handle('app:serverClock', { offset_ms: 0 });
  api.handle(
    'player:statistics',
    () => answer(api.callsTo('player:statistics').length) as IpcResult<StatisticsResponse>,
  );
  return api;
}

const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const listShown = () => screen.findByRole('list', { name: 'Past rounds' });

function showDashboard(finalized: { prompts: number; copies: number }) {
  act(() =>
    useDashboardStore.getState().apply(dashboard({ phraseset_summary: summary(finalized) })),
  );
}

afterEach(() => {
  cleanup();
  useDashboardStore.getState().reset();
  delete window.api;
});

describe('Total Earned', () => {
  it('sums what every round paid, also those beyond the 100 listed', async () => {
    useDashboardStore.setState({
      data: dashboard({ phraseset_summary: summary({ prompts: 120, copies: 30 }) }),
    });
    fakeApi(() => ok(ALL_150));
    render(<TrackingScreen />);
    await listShown();
    // The listed rounds paid 1,000 FC; all 150 paid 1,500 FC (votes and bonuses are no round's).
    await vi.waitFor(() => expect(tile('Total Earned')).toBe('1,500 FC'));
    expect(tile('Finalized')).toBe('150');
  });

  it("shows '...' while the total loads and '–' when its load failed, never a number", async () => {
    useDashboardStore.setState({
      data: dashboard({ phraseset_summary: summary({ prompts: 120, copies: 30 }) }),
    });
    const call = held<StatisticsResponse>();
    fakeApi(() => call.promise);
    render(<TrackingScreen />);
    await listShown();
    expect(tile('Finalized')).toBe('150');
    expect(tile('Total Earned')).toBe('...');
    await act(async () =>
      call.answer({ ok: false, error: { status: 503, code: null, message: '' } }),
    );
    expect(tile('Total Earned')).toBe('–');
    expect(tile('Finalized')).toBe('150');
  });

  it('a set finalized while the screen is open: loaded again, no old total beside the new count', async () => {
    useDashboardStore.setState({
      data: dashboard({ phraseset_summary: summary({ prompts: 120, copies: 30 }) }),
    });
    const later = held<StatisticsResponse>();
    const api = fakeApi((call) => (call === 1 ? ok(ALL_150) : later.promise));
    render(<TrackingScreen />);
    await listShown();
    await vi.waitFor(() => expect(tile('Total Earned')).toBe('1,500 FC'));

    // Main's next dashboard poll counts one more finalized prompt.
    showDashboard({ prompts: 121, copies: 30 });
    expect(tile('Finalized')).toBe('151');
    expect(tile('Total Earned')).toBe('...');
    await vi.waitFor(() => expect(api.callsTo('player:statistics')).toHaveLength(2));
    await act(async () =>
      later.answer(ok(statistics({ prompt: 121, copy: 30 }, { prompt: 1240, copy: 300 }))),
    );
    expect(tile('Total Earned')).toBe('1,540 FC');
  });

  it('statistics ahead of the dashboard wait for its next poll, without asking again', async () => {
    useDashboardStore.setState({
      data: dashboard({ phraseset_summary: summary({ prompts: 119, copies: 30 }) }),
    });
    const api = fakeApi(() => ok(ALL_150));
    render(<TrackingScreen />);
    await listShown();
    await vi.waitFor(() => expect(api.callsTo('player:statistics')).toHaveLength(1));
    expect(tile('Finalized')).toBe('149');
    expect(tile('Total Earned')).toBe('...');

    showDashboard({ prompts: 120, copies: 30 });
    expect(tile('Total Earned')).toBe('1,500 FC');
    expect(api.callsTo('player:statistics')).toHaveLength(1);
  });
});
