// Realistic API payloads for renderer tests.
import type {
  DashboardResponse,
  Player,
  RoundAvailability,
  StatisticsResponse,
  TutorialStatus,
} from '../../../src/shared/api';
import type { TutorialProgress } from '../../../src/shared/tutorial';

export const PLAYER_ID = '11111111-1111-4111-8111-111111111111';
export const ROUND_ID = '22222222-2222-4222-8222-222222222222';
export const SET_ID = '33333333-3333-4333-8333-333333333333';

export function player(overrides: Partial<Player> = {}): Player {
  return {
    player_id: PLAYER_ID,
    username: 'alice1234',
    email: 'alice@example.com',
    pseudonym: 'Velvet Otter',
    created_at: '2026-11-01T10:00:00Z',
    last_login_date: '2026-11-20T10:00:00Z',
    balance: 5000,
    starting_balance: 5000,
    outstanding_prompts: 0,
    daily_bonus_available: false,
    daily_bonus_amount: 100,
    ...overrides,
  };
}

export function availability(overrides: Partial<RoundAvailability> = {}): RoundAvailability {
  return {
    can_prompt: true,
    can_copy: true,
    can_vote: true,
    prompts_waiting: 3,
    phrasesets_waiting: 2,
    copy_discount_active: false,
    copy_cost: 50,
    current_round_id: null,
    prompt_cost: 100,
    vote_cost: 10,
    vote_payout_correct: 20,
    abandoned_penalty: 5,
    ...overrides,
  };
}

export const NO_ROUND = {
  round_id: null,
  round_type: null,
  expires_at: null,
  state: null,
} as const;

export function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    player: player(),
    current_round: NO_ROUND,
    pending_results: [],
    phraseset_summary: {
      in_progress: { prompts: 1, copies: 2, unclaimed_prompts: 0, unclaimed_copies: 0 },
      finalized: { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 },
      total_unclaimed_amount: 0,
    },
    unclaimed_results: [],
    round_availability: availability(),
    ...overrides,
  };
}

export function promptRound(expiresAt: string, status: 'active' | 'submitted' = 'active') {
  return {
    round_id: ROUND_ID,
    round_type: 'prompt' as const,
    expires_at: expiresAt,
    state: {
      round_id: ROUND_ID,
      status,
      expires_at: expiresAt,
      cost: 100,
      prompt_text: 'A good name for a cat',
      feedback_type: null,
    },
  };
}

export function tutorialStatus(
  progress: TutorialProgress,
  completed = progress === 'completed',
): TutorialStatus {
  return {
    tutorial_completed: completed,
    tutorial_progress: progress,
    tutorial_started_at: null,
    tutorial_completed_at: null,
  };
}

/**
 * Statistics whose prompt and copy roles cover `finalized` sets each and earned `earnings` each
 * (the role's prize payouts); votes and daily bonuses add earnings of their own.
 */
export function statistics(
  finalized: { prompt: number; copy: number },
  earnings: { prompt: number; copy: number },
): StatisticsResponse {
  const contributor = (role: 'prompt' | 'copy') => ({
    role,
    total_rounds: finalized[role],
    total_earnings: earnings[role],
    average_earnings: finalized[role] ? earnings[role] / finalized[role] : 0,
    win_rate: 50,
    total_phrasesets: finalized[role],
    average_votes_received: 2,
  });
  return {
    player_id: PLAYER_ID,
    username: 'alice1234',
    email: 'alice@example.com',
    overall_balance: 5000,
    prompt_stats: contributor('prompt'),
    copy_stats: contributor('copy'),
    voter_stats: {
      role: 'voter',
      total_rounds: 40,
      total_earnings: 220,
      average_earnings: 5.5,
      win_rate: 27.5,
      correct_votes: 11,
      vote_accuracy: 27.5,
    },
    earnings: {
      prompt_earnings: earnings.prompt,
      copy_earnings: earnings.copy,
      vote_earnings: 220,
      daily_bonuses: 300,
      total_earnings: earnings.prompt + earnings.copy + 220 + 300,
      prompt_costs: 100 * finalized.prompt,
      copy_costs: 50 * finalized.copy,
      vote_costs: 400,
      total_costs: 100 * finalized.prompt + 50 * finalized.copy + 400,
    },
    frequency: {
      total_rounds_played: finalized.prompt + finalized.copy + 40,
      days_active: 10,
      rounds_per_day: (finalized.prompt + finalized.copy + 40) / 10,
      member_since: '2026-11-01T10:00:00Z',
      last_active: '2026-11-20T10:00:00Z',
    },
    favorite_prompts: [],
    best_performing_phrases: [],
  };
}
