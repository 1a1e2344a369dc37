// /tracking: status labels, filters, summary tiles, the votes bar and its markers, and the
// detail panel's watch handshake with main. window.api is mocked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhrasesetDetails, PhrasesetStatus, PhrasesetSummaryItem } from '../../src/shared/api';
import TrackingScreen from '../../src/renderer/src/features/tracking/TrackingScreen';
import {
  listQuery,
  PAST_ROUNDS_LIMIT,
  STATUS_FILTERS,
} from '../../src/renderer/src/features/tracking/filters';
import { statusLabel } from '../../src/renderer/src/features/tracking/status';
import { countListed } from '../../src/renderer/src/features/tracking/summary';
import { VOTE_BAR_MAX, votePosition } from '../../src/renderer/src/features/tracking/vote-bar';
import { VoteProgress } from '../../src/renderer/src/features/tracking/VoteProgress';
import { usePhrasesetsStore } from '../../src/renderer/src/stores/phrasesets';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { installFakeApi } from './support/fake-api';
import { statistics } from './support/fixtures';

const SET_ID = '00000000-0000-4000-8000-0000000000a1';
const ROUND_1 = '00000000-0000-4000-8000-0000000000b1';
const ROUND_2 = '00000000-0000-4000-8000-0000000000b2';
const PLAYER = '00000000-0000-4000-8000-0000000000c1';

function item(overrides: Partial<PhrasesetSummaryItem>): PhrasesetSummaryItem {
  return {
    phraseset_id: SET_ID,
    prompt_round_id: ROUND_1,
    prompt_text: 'A thing you find at the beach',
    your_role: 'prompt',
    your_phrase: 'SAND CASTLE',
    status: 'voting',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:05:00Z',
    vote_count: 4,
    third_vote_at: '2026-11-20T10:03:00Z',
    fifth_vote_at: null,
    finalized_at: null,
    has_copy1: true,
    has_copy2: true,
    your_payout: null,
    payout_claimed: false,
    new_activity_count: 2,
    ...overrides,
  };
}

const ITEMS = [
  item({}),
  item({
    phraseset_id: null,
    prompt_round_id: ROUND_2,
    prompt_text: 'Something cats love',
    your_role: 'copy',
    status: 'finalized',
    vote_count: 1,
    your_payout: 40,
    new_activity_count: 0,
  }),
];

function details(overrides: Partial<PhrasesetDetails> = {}): PhrasesetDetails {
  return {
    phraseset_id: SET_ID,
    prompt_round_id: ROUND_1,
    prompt_text: 'A thing you find at the beach',
    status: 'voting',
    original_phrase: 'SAND CASTLE',
    copy_phrase_1: 'SAND FORT',
    copy_phrase_2: 'BEACH CASTLE',
    contributors: [
      {
        player_id: PLAYER,
        username: 'alice1234',
        pseudonym: 'Blue Fox',
        is_you: true,
        phrase: 'SAND CASTLE',
      },
    ],
    vote_count: 4,
    third_vote_at: '2026-11-20T10:03:00Z',
    fifth_vote_at: null,
    closes_at: '2026-11-20T10:13:00Z',
    votes: [],
    total_pool: 240,
    results: null,
    your_role: 'prompt',
    your_phrase: 'SAND CASTLE',
    your_payout: null,
    payout_claimed: false,
    activity: [
      {
        activity_id: '00000000-0000-4000-8000-0000000000d2',
        activity_type: 'third_vote_reached',
        created_at: '2026-11-20T10:03:00Z',
        player_id: null,
        player_username: null,
        metadata: {},
      },
      {
        activity_id: '00000000-0000-4000-8000-0000000000d1',
        activity_type: 'prompt_created',
        created_at: '2026-11-20T10:00:00Z',
        player_id: PLAYER,
        player_username: 'alice1234',
        metadata: {},
      },
    ],
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:05:00Z',
    finalized_at: null,
    ...overrides,
  };
}

// Every store as after a sign-out: the files of this worker share their modules, and a dashboard
// another file left (its finalized count) would hold the Total Earned tile at '...'.
beforeEach(() => clearPlayerState());
afterEach(() => {
  cleanup();
  delete window.api;
});

describe('status labels and filters', () => {
  it('labels every phrase set status as the spec words it', () => {
    const labels: Record<PhrasesetStatus, string> = {
      waiting_copies: 'Waiting for Copies',
      waiting_copy1: 'Waiting for Final Copy',
      voting: 'Voting Active',
      closing: 'Closing Soon',
      finalized: 'Finalized',
      abandoned: 'Abandoned',
    };
    for (const [status, label] of Object.entries(labels))
      expect(statusLabel(status as PhrasesetStatus)).toBe(label);
  });

  it('offers the five status filters in the spec order and asks for at most 100 rounds', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual([
      'in_progress',
      'voting',
      'finalized',
      'abandoned',
      'all',
    ]);
    expect(PAST_ROUNDS_LIMIT).toBe(100);
    expect(listQuery({ role: 'copy', status: 'voting' })).toEqual({
      role: 'copy',
      status: 'voting',
      limit: 100,
      offset: 0,
    });
  });

  it('counts the listed rounds', () => {
    expect(countListed(ITEMS)).toEqual({ inProgress: 1, finalized: 1 });
    expect(countListed([item({ status: 'abandoned' })])).toEqual({ inProgress: 0, finalized: 0 });
  });
});

describe('votes bar', () => {
  it('spans 20 votes and clamps', () => {
    expect(VOTE_BAR_MAX).toBe(20);
    expect(votePosition(3)).toBe(15);
    expect(votePosition(5)).toBe(25);
    expect(votePosition(20)).toBe(100);
    expect(votePosition(27)).toBe(100);
    expect(votePosition(-1)).toBe(0);
  });

  it('draws the fill and markers at 3 and 5 votes, lighting the ones reached', () => {
    const { container } = render(<VoteProgress voteCount={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Votes received' });
    expect(bar.getAttribute('aria-valuemax')).toBe('20');
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect((container.querySelector('.vote-progress__fill') as HTMLElement).style.width).toBe(
      '20%',
    );
    const markers = [...container.querySelectorAll<HTMLElement>('.vote-progress__marker')];
    expect(markers.map((m) => [m.dataset.votes, m.style.left])).toEqual([
      ['3', '15%'],
      ['5', '25%'],
    ]);
    expect(markers.map((m) => m.classList.contains('vote-progress__marker--reached'))).toEqual([
      true,
      false,
    ]);
  });
});

describe('TrackingScreen', () => {
  const LIST = { phrasesets: ITEMS, total: 2, has_more: false };

  /** The fake bridge answering the list, the first row's details and the earnings. */
  function fakeApi() {
    const api = installFakeApi();
    api.handle('player:phrasesets', LIST);
    api.handle('player:statistics', statistics({ prompt: 0, copy: 1 }, { prompt: 0, copy: 40 }));
    api.handle('phrasesets:details', details());
    api.handle('app:watchPhraseset', null);
    return api;
  }

  it('shows the title, tiles, rows with role, votes, status and new activity, and the help', async () => {
    const api = fakeApi();
    render(<TrackingScreen />);
    expect(screen.getByRole('heading', { name: 'Past Round Tracking' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Past rounds' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first!.textContent).toBe(
      'A thing you find at the beach, Prompt, 4 votes, Voting Active, 2 new',
    );
    expect(second!.textContent).toBe('Something cats love, Copy, 1 vote, Finalized');
    expect(within(first!).getByText('2 new')).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByText('Total Earned').nextElementSibling?.textContent).toBe('40 FC'),
    );
    expect(screen.getByText('How does voting priority work?')).toBeTruthy();
    expect(screen.getByText(/sets with 5 or more votes/)).toBeTruthy();
    expect(api.callsTo('player:phrasesets')).toEqual([
      { role: 'all', status: 'all', limit: 100, offset: 0 },
    ]);
  });

  it('reloads with the chosen role and status filters', async () => {
    const api = fakeApi();
    render(<TrackingScreen />);
    await screen.findByRole('list', { name: 'Past rounds' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'finalized' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'copy' } });
    await vi.waitFor(() =>
      expect(api.callsTo('player:phrasesets').at(-1)).toEqual({
        role: 'copy',
        status: 'finalized',
        limit: 100,
        offset: 0,
      }),
    );
    // The tiles still describe every round, not only the filtered ones.
    expect(screen.getByText('Total Earned').nextElementSibling?.textContent).toBe('40 FC');
    expect(api.callsTo('player:phrasesets')).toHaveLength(3);
  });

  it('opens details, asks main to watch the set, follows its pushes, and stops watching on leave', async () => {
    const api = fakeApi();
    const { unmount } = render(<TrackingScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /A thing you find at the beach/ }));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('app:watchPhraseset')).toEqual([{ id: SET_ID }]));
    expect(api.callsTo('phrasesets:details')).toEqual([{ id: SET_ID }]);
    // The timeline reads oldest first.
    const timeline = document.querySelectorAll('.activity-timeline__item');
    expect(timeline[0]?.textContent).toContain('Prompt submitted by alice1234');
    expect(timeline[1]?.textContent).toContain('3rd vote reached');
    // Opening the details clears the row's new-activity badge (once the details have loaded:
    // the panel's other reads may still be settling).
    await vi.waitFor(() => expect(screen.queryByText('2 new')).toBeNull());

    // What EventBridge does with a `phraseset:updated` push.
    act(() => usePhrasesetsStore.getState().apply(details({ status: 'closing', vote_count: 6 })));
    expect(
      screen.getByRole('progressbar', { name: 'Votes received' }).getAttribute('aria-valuenow'),
    ).toBe('6');
    expect(screen.getAllByText('Closing Soon').length).toBeGreaterThan(0);

    unmount();
    expect(api.callsTo('app:watchPhraseset')).toEqual([{ id: SET_ID }, { id: null }]);
  });

  it('says politely which round the detail panel now shows, and leaves focus on the list', async () => {
    fakeApi();
    render(<TrackingScreen />);
    const row = await screen.findByRole('button', { name: /A thing you find at the beach/ });
    // The live region is there (empty) before anything is picked: one inserted together with
    // its text is not read out by every screen reader.
    const announcer = document.querySelector('[data-testid="tracking-announcement"]');
    expect(announcer?.getAttribute('role')).toBe('status');
    expect(announcer?.textContent).toBe('');
    row.focus();
    fireEvent.click(row);
    await screen.findByRole('heading', { name: 'Activity' });
    expect(announcer?.textContent).toBe('Details shown: A thing you find at the beach');
    // The list keeps its keyboard use: the next row is one Tab away, not a trip back.
    expect(document.activeElement).toBe(row);
    // A pushed update of the same set is not a new pick: nothing new is said.
    act(() => usePhrasesetsStore.getState().apply(details({ status: 'closing', vote_count: 6 })));
    expect(announcer?.textContent).toBe('Details shown: A thing you find at the beach');
  });

  it('does not watch a finalized set and uses the prompt round id before the set forms', async () => {
    const api = fakeApi();
    api.handle(
      'phrasesets:details',
      details({
        phraseset_id: null,
        prompt_round_id: ROUND_2,
        status: 'finalized',
        finalized_at: '2026-11-20T11:00:00Z',
      }),
    );
    render(<TrackingScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Something cats love/ }));
    await screen.findByRole('heading', { name: 'Activity' });
    expect(api.callsTo('phrasesets:details')).toEqual([{ id: ROUND_2 }]);
    expect(api.callsTo('app:watchPhraseset')).toEqual([]);
  });

  it('shows a load error with a retry', async () => {
    const api = fakeApi();
    api.fail('player:phrasesets', { status: 503, message: 'Service Unavailable' });
    render(<TrackingScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to load your past rounds: Our servers are temporarily busy',
    );
    api.handle('player:phrasesets', LIST);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Past rounds' })).toBeTruthy();
  });

  it("prefixes a load error with 'Unable to load your past rounds'", async () => {
    const api = fakeApi();
    api.fail('player:phrasesets', {
      status: 0,
      code: null,
      message: 'Network error: the game server could not be reached.',
    });
    render(<TrackingScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to load your past rounds: Connection lost. Reconnecting...',
    );
  });
});
