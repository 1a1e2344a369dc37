// /results: vote ordering and the ORIGINAL tag, the pending list, and what opening a result
// asks of main (claim to record it as seen, dashboard refresh). window.api is mocked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingResult, ResultsResponse } from '../../src/shared/api';
import { RESULTS_SHOWN_AT_ONCE } from '../../src/renderer/src/features/results/ResultsList';
import ResultsScreen from '../../src/renderer/src/features/results/ResultsScreen';
import { sortVotes, voteShare } from '../../src/renderer/src/features/results/votes';
import { SCREEN_MESSAGES } from '../../src/renderer/src/lib/errors';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { installFakeApi } from './support/fake-api';
import { dashboard } from './support/fixtures';

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';

const pending: PendingResult[] = [
  {
    phraseset_id: ID_A,
    prompt_text: 'A thing you find at the beach',
    completed_at: '2026-11-20T10:00:00Z',
    role: 'prompt',
    payout_claimed: false,
  },
  {
    phraseset_id: ID_B,
    prompt_text: 'Something cats love',
    completed_at: '2026-11-19T10:00:00Z',
    role: 'copy',
    payout_claimed: true,
  },
];

function resultFor(overrides: Partial<ResultsResponse> = {}): ResultsResponse {
  return {
    prompt_text: 'A thing you find at the beach',
    votes: [
      { phrase: 'SAND CASTLE', vote_count: 2, is_original: true },
      { phrase: 'BEACH TOWEL', vote_count: 5, is_original: false },
      { phrase: 'SEA SHELL', vote_count: 3, is_original: false },
    ],
    your_phrase: 'SAND CASTLE',
    your_role: 'prompt',
    your_points: 2,
    your_payout: 36,
    total_pool: 230,
    total_votes: 10,
    already_collected: false,
    finalized_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** `count` results, newest first: "Prompt 1" to "Prompt <count>". */
function manyPending(count: number): PendingResult[] {
  return Array.from({ length: count }, (_, i) => ({
    phraseset_id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    prompt_text: `Prompt ${i + 1}`,
    completed_at: new Date(Date.UTC(2026, 10, 20) - i * 3_600_000).toISOString(),
    role: 'prompt',
    payout_claimed: false,
  }));
}

function setPending(list: PendingResult[]) {
  useDashboardStore.setState({ data: dashboard({ pending_results: list }), error: null });
}

/** The fake bridge with what opening a result touches besides the result itself. */
function fakeApi(result: ResultsResponse = resultFor()) {
  const api = installFakeApi();
  api.handle('phrasesets:results', result);
  api.handle('phrasesets:claim', {
    success: true,
    amount: 36,
    new_balance: 5036,
    already_claimed: false,
  });
  api.handle('app:refreshDashboard', null);
  // The screen reads the pending list afresh on each visit: answer with what the test set.
  api.handle('player:dashboard', () => ({ ok: true, data: useDashboardStore.getState().data! }));
  return api;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/results" element={<ResultsScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useDashboardStore.getState().reset());
afterEach(() => {
  cleanup();
  delete window.api;
});

describe('sortVotes and voteShare', () => {
  it('orders by votes descending', () => {
    expect(sortVotes(resultFor().votes).map((v) => v.phrase)).toEqual([
      'BEACH TOWEL',
      'SEA SHELL',
      'SAND CASTLE',
    ]);
  });

  it('breaks ties with the original first, then alphabetically, without touching the input', () => {
    const votes = [
      { phrase: 'ZEBRA', vote_count: 1, is_original: false },
      { phrase: 'APPLE', vote_count: 1, is_original: false },
      { phrase: 'MANGO', vote_count: 1, is_original: true },
    ];
    expect(sortVotes(votes).map((v) => v.phrase)).toEqual(['MANGO', 'APPLE', 'ZEBRA']);
    expect(votes[0]?.phrase).toBe('ZEBRA');
  });

  it('sizes bars as the share of all votes, and 0 when nobody voted', () => {
    expect(voteShare(5, 10)).toBe(50);
    expect(voteShare(1, 3)).toBe(33);
    expect(voteShare(0, 0)).toBe(0);
  });
});

describe('ResultsScreen', () => {
  it('shows the empty state when nothing is pending', async () => {
    fakeApi();
    setPending([]);
    renderAt('/results');
    expect(await screen.findByRole('heading', { name: 'No Results Available' })).toBeTruthy();
  });

  it('lists pending results with role and Claimed or New', async () => {
    fakeApi();
    setPending(pending);
    renderAt('/results');
    const list = screen.getByRole('navigation', { name: 'Pending results' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'A thing you find at the beach, Prompt role, New',
      'Something cats love, Copy role, Claimed',
    ]);
    await screen.findByText('Your phrase');
  });

  it('opens the first result: votes sorted, ORIGINAL on the original, totals, claim and refresh', async () => {
    const api = fakeApi();
    setPending(pending);
    renderAt('/results');
    const votes = await screen.findByRole('list', { name: 'Votes by phrase' });
    const rows = within(votes).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.vote-list__phrase')?.textContent)).toEqual([
      'BEACH TOWEL',
      'SEA SHELL',
      'SAND CASTLE',
    ]);
    expect(within(rows[2]!).getByText('ORIGINAL')).toBeTruthy();
    expect(within(rows[0]!).queryByText('ORIGINAL')).toBeNull();
    expect((rows[0]!.querySelector('.vote-list__bar') as HTMLElement).style.width).toBe('50%');
    expect(screen.getByText('36 FC')).toBeTruthy();
    expect(screen.getByText('230 FC')).toBeTruthy();
    expect(
      screen.getByText(/added to your balance automatically when voting completes/),
    ).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('app:refreshDashboard')).toHaveLength(1));
    expect(api.callsTo('phrasesets:results')).toEqual([{ id: ID_A }]);
    expect(api.callsTo('phrasesets:claim')).toEqual([{ id: ID_A }]);
  });

  it('honours ?phraseset= and does not claim a result already collected', async () => {
    const api = fakeApi(resultFor({ already_collected: true }));
    setPending(pending);
    renderAt(`/results?phraseset=${ID_B}`);
    await screen.findByRole('list', { name: 'Votes by phrase' });
    await vi.waitFor(() => expect(api.callsTo('app:refreshDashboard')).toHaveLength(1));
    expect(api.callsTo('phrasesets:results')).toEqual([{ id: ID_B }]);
    expect(api.callsTo('phrasesets:claim')).toEqual([]);
    expect(
      screen.getByRole('button', { name: /Something cats love/ }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('keeps the result being read when a newer one is finalized: the default is not re-picked', async () => {
    const api = fakeApi();
    setPending([pending[0]!]);
    renderAt('/results');
    await screen.findByRole('list', { name: 'Votes by phrase' });
    await vi.waitFor(() => expect(api.callsTo('phrasesets:claim')).toEqual([{ id: ID_A }]));
    // A poll brings a newly finalized result, which sorts first.
    const newest: PendingResult = {
      phraseset_id: ID_B,
      prompt_text: 'Something cats love',
      completed_at: '2026-11-21T10:00:00Z',
      role: 'copy',
      payout_claimed: false,
    };
    await act(async () => setPending([newest, pending[0]!]));
    await act(async () => undefined);
    expect(
      screen
        .getByRole('button', { name: /A thing you find at the beach/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(api.callsTo('phrasesets:results')).toEqual([{ id: ID_A }]);
    expect(api.callsTo('phrasesets:claim')).toEqual([{ id: ID_A }]);
  });

  it('switches the detail when another result is chosen', async () => {
    const api = fakeApi();
    setPending(pending);
    renderAt('/results');
    await screen.findByRole('list', { name: 'Votes by phrase' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /Something cats love/ })),
    );
    await vi.waitFor(() =>
      expect(api.callsTo('phrasesets:results')).toEqual([{ id: ID_A }, { id: ID_B }]),
    );
  });

  it('lists the newest results first, more on request, focus on the first one added', async () => {
    fakeApi();
    setPending(manyPending(120));
    renderAt('/results');
    const list = screen.getByRole('navigation', { name: 'Pending results' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(RESULTS_SHOWN_AT_ONCE);
    expect(rows()[0]!.textContent).toContain('Prompt 1,');

    fireEvent.click(within(list).getByRole('button', { name: 'Show 50 more (70 not shown)' }));
    expect(rows()).toHaveLength(100);
    expect(document.activeElement?.textContent).toContain('Prompt 51,');

    fireEvent.click(within(list).getByRole('button', { name: 'Show 20 more' }));
    expect(rows()).toHaveLength(120);
    expect(document.activeElement?.textContent).toContain('Prompt 101,');
    expect(within(list).queryByRole('button', { name: /^Show/ })).toBeNull();
    await screen.findByText('Your phrase');
  });

  it('lists down to an older result it opens', async () => {
    fakeApi();
    const many = manyPending(120);
    setPending(many);
    renderAt(`/results?phraseset=${many[79]!.phraseset_id}`);
    const list = screen.getByRole('navigation', { name: 'Pending results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(80);
    expect(
      within(list)
        .getByRole('button', { name: /^Prompt 80,/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(within(list).getByRole('button', { name: 'Show 40 more' })).toBeTruthy();
    await screen.findByText('Your phrase');
  });

  it('shows the spec text when the result cannot be loaded', async () => {
    const api = fakeApi();
    api.fail('phrasesets:results', { status: 400, message: 'not_finalized' });
    setPending(pending);
    renderAt('/results');
    expect((await screen.findByRole('alert')).textContent).toContain(SCREEN_MESSAGES.resultsLoad);
  });
});
