// /quests: tier labels from the quest type text, the progress bar's full and pulse rules,
// the daily bonus card, claiming, and the load failure with Retry. window.api is mocked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quest, QuestListResponse } from '../../src/shared/api';
import { QUEST_TYPES, tierLabel as serverTierLabel } from '../../src/server/game/rules/quests';
import QuestsScreen from '../../src/renderer/src/features/quests/QuestsScreen';
import { progressPercent, shouldPulse } from '../../src/renderer/src/features/quests/progress';
import { QuestProgress } from '../../src/renderer/src/features/quests/QuestProgress';
import { tierLabel } from '../../src/renderer/src/features/quests/tier';
import { usePlayerStore } from '../../src/renderer/src/stores/player';
import { useRewardsStore } from '../../src/renderer/src/stores/rewards';
import { installFakeApi } from './support/fake-api';
import { player } from './support/fixtures';

let nextId = 1;
function quest(overrides: Partial<Quest>): Quest {
  const id = String(nextId++).padStart(12, '0');
  return {
    quest_id: `00000000-0000-4000-8000-${id}`,
    quest_type: 'hot_streak_5',
    name: 'Hot Streak',
    description: 'Vote correctly 5 times in a row.',
    status: 'active',
    progress: {},
    reward_amount: 10,
    category: 'streak',
    created_at: '2026-11-20T10:00:00Z',
    completed_at: null,
    claimed_at: null,
    progress_percentage: 0,
    progress_current: 0,
    progress_target: 5,
    ...overrides,
  };
}

function listOf(quests: Quest[]): QuestListResponse {
  const count = (status: Quest['status']) => quests.filter((q) => q.status === status).length;
  return {
    quests,
    total_count: quests.length,
    active_count: count('active'),
    completed_count: count('completed'),
    claimed_count: count('claimed'),
    claimable_count: count('completed'),
  };
}

const bonusReady = player({ daily_bonus_available: true });

beforeEach(() => {
  usePlayerStore.setState({ player: bonusReady });
  useRewardsStore.getState().reset();
});
afterEach(() => {
  cleanup();
  delete window.api;
  vi.restoreAllMocks();
});

describe('tierLabel', () => {
  it('reads the tier from the type suffix within its family', () => {
    expect(tierLabel('hot_streak_5')).toBe('I');
    expect(tierLabel('hot_streak_10')).toBe('II');
    expect(tierLabel('hot_streak_20')).toBe('III');
    expect(tierLabel('round_completion_20')).toBe('III');
    expect(tierLabel('feedback_contributor_10')).toBe('I');
    expect(tierLabel('feedback_contributor_50')).toBe('II');
  });

  it('gives stand-alone and unknown quests no tier', () => {
    for (const type of [
      'milestone_votes_100',
      'login_streak_7',
      'deceptive_copy',
      'balanced_player',
      'hot_streak_7',
      'x',
    ])
      expect(tierLabel(type)).toBeNull();
  });

  it('agrees with the server quest table for every quest type', () => {
    for (const type of QUEST_TYPES) expect(tierLabel(type)).toBe(serverTierLabel(type));
  });
});

describe('progress bar rules', () => {
  it('is full exactly at (or past) the target', () => {
    expect(progressPercent(4, 5)).toBe(80);
    expect(progressPercent(99, 100)).toBe(99);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('pulses from 80% on, unless already claimed', () => {
    expect(shouldPulse({ status: 'active', progress_current: 79, progress_target: 100 })).toBe(
      false,
    );
    expect(shouldPulse({ status: 'active', progress_current: 80, progress_target: 100 })).toBe(
      true,
    );
    expect(shouldPulse({ status: 'completed', progress_current: 5, progress_target: 5 })).toBe(
      true,
    );
    expect(shouldPulse({ status: 'claimed', progress_current: 5, progress_target: 5 })).toBe(false);
  });

  it('renders the fill width, the full state and the pulse', () => {
    const { container, rerender } = render(
      <QuestProgress quest={quest({ progress_current: 4, progress_target: 5 })} />,
    );
    const fill = () => container.querySelector<HTMLElement>('.quest-progress__fill')!;
    const track = () => screen.getByRole('progressbar');
    expect(fill().style.width).toBe('80%');
    expect(track().classList.contains('quest-progress__track--pulse')).toBe(true);
    expect(fill().classList.contains('quest-progress__fill--full')).toBe(false);

    rerender(
      <QuestProgress
        quest={quest({ progress_current: 5, progress_target: 5, status: 'completed' })}
      />,
    );
    expect(fill().style.width).toBe('100%');
    expect(fill().classList.contains('quest-progress__fill--full')).toBe(true);

    rerender(<QuestProgress quest={quest({ progress_current: 1, progress_target: 5 })} />);
    expect(track().classList.contains('quest-progress__track--pulse')).toBe(false);
  });
});

describe('QuestsScreen', () => {
  const quests = [
    quest({
      quest_type: 'hot_streak_10',
      name: 'Blazing Streak',
      progress_current: 3,
      progress_target: 10,
    }),
    quest({
      quest_type: 'milestone_votes_100',
      name: 'Century Voter',
      category: 'milestone',
      status: 'completed',
      progress_current: 100,
      progress_target: 100,
      reward_amount: 50,
    }),
    quest({
      quest_type: 'round_completion_5',
      name: 'Quick Player',
      category: 'activity',
      status: 'claimed',
      progress_current: 5,
    }),
  ];

  /** The fake bridge with the quest list and what claims touch. */
  function fakeApi(list: Quest[] = quests) {
    const api = installFakeApi();
    api.handle('quests:list', listOf(list));
    api.handle('app:refreshDashboard', null);
    return api;
  }

  it('shows the title, the daily bonus and each quest with category and tier', async () => {
    fakeApi();
    render(<QuestsScreen />);
    expect(screen.getByRole('heading', { name: 'Rewards & Quests' })).toBeTruthy();
    expect(screen.getByText('Your daily bonus of 100 FC is ready.')).toBeTruthy();
    const blazing = (await screen.findByRole('heading', { name: 'Blazing Streak' })).closest('li')!;
    expect(within(blazing).getByText('Streak')).toBeTruthy();
    expect(within(blazing).getByText('Tier II')).toBeTruthy();
    const century = screen.getByRole('heading', { name: 'Century Voter' }).closest('li')!;
    expect(within(century).queryByText(/Tier/)).toBeNull();
    expect(within(century).getByText('Milestone')).toBeTruthy();
    expect(useRewardsStore.getState().claimableCount).toBe(1);
  });

  it('filters all, active and claimable', async () => {
    fakeApi();
    render(<QuestsScreen />);
    await screen.findByRole('heading', { name: 'Blazing Streak' });
    fireEvent.click(screen.getByRole('button', { name: 'Claimable (1)' }));
    expect(screen.getByRole('button', { name: 'Claimable (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Blazing Streak' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Century Voter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Active (1)' }));
    expect(screen.getByRole('heading', { name: 'Blazing Streak' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeTruthy();
  });

  it('claims a completed quest, then reloads the quests and refreshes the dashboard', async () => {
    const api = fakeApi();
    const claimedList = quests.map((q) =>
      q.status === 'completed' ? { ...q, status: 'claimed' as const } : q,
    );
    api.handle('quests:claim', () => {
      api.handle('quests:list', listOf(claimedList));
      return {
        ok: true,
        data: {
          success: true,
          quest_type: 'milestone_votes_100',
          reward_amount: 50,
          new_balance: 5050,
        },
      };
    });
    render(<QuestsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 50 FC for Century Voter' }));
    // The header takes the claim's new balance at once (main pushes the dashboard itself).
    await vi.waitFor(() => expect(usePlayerStore.getState().player?.balance).toBe(5050));
    expect(api.callsTo('app:refreshDashboard')).toEqual([]);
    expect(api.callsTo('quests:claim')).toEqual([{ id: quests[1]!.quest_id }]);
    expect(api.callsTo('quests:list')).toHaveLength(2);
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /Claim 50 FC/ })).toBeNull(),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Quest reward claimed: +50 FC added to your balance.',
    );
  });

  it('keeps every claim in flight disabled: claiming another quest never re-sends the first', async () => {
    const first = quest({ name: 'Hot Streak', status: 'completed', progress_current: 5 });
    const second = quest({
      quest_type: 'login_streak_7',
      name: 'Week Warrior',
      status: 'completed',
      reward_amount: 200,
    });
    const api = fakeApi([first, second]);
    api.handle('quests:claim', () => new Promise(() => undefined) as never);
    render(<QuestsScreen />);
    const claimFirst = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Claim 10 FC for Hot Streak',
    });
    const claimSecond = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Claim 200 FC for Week Warrior',
    });
    await act(async () => fireEvent.click(claimFirst));
    await act(async () => fireEvent.click(claimSecond));
    expect(claimFirst.disabled).toBe(true);
    expect(claimSecond.disabled).toBe(true);
    await act(async () => fireEvent.click(claimFirst));
    expect(api.callsTo('quests:claim')).toEqual([{ id: first.quest_id }, { id: second.quest_id }]);
  });

  it('only logs a failed quest claim', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi();
    api.fail('quests:claim', { status: 400, message: 'not_claimable' });
    render(<QuestsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 50 FC for Century Voter' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('app:refreshDashboard')).toEqual([]);
  });

  it('claims the daily bonus and shows the new balance at once; a failure is only logged', async () => {
    const api = fakeApi([]);
    api.handle('player:claimDailyBonus', { success: true, amount: 100, new_balance: 5100 });
    render(<QuestsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim 100 FC' }));
    await vi.waitFor(() => expect(usePlayerStore.getState().player?.balance).toBe(5100));
    expect(api.callsTo('player:claimDailyBonus')).toHaveLength(1);
    // The bonus counts towards the login streak quest: the list is reloaded.
    expect(api.callsTo('quests:list')).toHaveLength(2);
    // Until the refreshed profile arrives the button stays off.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Claim 100 FC' }).disabled).toBe(
      true,
    );
    cleanup();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([]).fail('player:claimDailyBonus', {
      code: 'already_claimed_today',
      message: 'already_claimed_today',
    });
    render(<QuestsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim 100 FC' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the bonus when it is not available', () => {
    fakeApi([]);
    usePlayerStore.setState({ player: player({ daily_bonus_available: false }) });
    render(<QuestsScreen />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Claim 100 FC' }).disabled).toBe(
      true,
    );
    expect(screen.getByText(/available tomorrow/)).toBeTruthy();
  });

  it('shows Failed to Load Quests with the error text, and Retry loads again', async () => {
    const api = fakeApi();
    api.fail('quests:list', { status: 0, message: 'connect ECONNREFUSED' });
    render(<QuestsScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to Load Quests' })).toBeTruthy();
    expect(alert.textContent).toContain(
      'The backend server may be busy. Please check your connection and try again.',
    );
    api.handle('quests:list', listOf(quests));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Blazing Streak' })).toBeTruthy();
  });
});
