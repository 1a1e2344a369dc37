// Minimal valid API bodies for main-process unit tests.
import type {
  DashboardResponse,
  HealthResponse,
  PendingResult,
  PhrasesetDetails,
  Player,
  Quest,
  QuestListResponse,
  StatisticsResponse,
} from '../../../src/shared/api';

export const PLAYER_ID = '11111111-1111-4111-8111-111111111111';

export function player(overrides: Partial<Player> = {}): Player {
  return {
    player_id: PLAYER_ID,
    username: 'alice1234',
    email: 'alice@example.com',
    pseudonym: 'Quiet Otter',
    created_at: '2026-11-01T00:00:00Z',
    last_login_date: null,
    balance: 1000,
    starting_balance: 1000,
    outstanding_prompts: 0,
    daily_bonus_available: false,
    daily_bonus_amount: 100,
    ...overrides,
  };
}

export function pending(id: string, overrides: Partial<PendingResult> = {}): PendingResult {
  return {
    phraseset_id: id,
    prompt_text: `Prompt ${id.slice(0, 4)}`,
    completed_at: '2026-11-20T00:00:00Z',
    role: 'prompt',
    payout_claimed: false,
    ...overrides,
  };
}

export function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    player: player(),
    current_round: { round_id: null, round_type: null, expires_at: null, state: null },
    pending_results: [],
    phraseset_summary: {
      in_progress: { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 },
      finalized: { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 },
      total_unclaimed_amount: 0,
    },
    unclaimed_results: [],
    round_availability: {
      can_prompt: true,
      can_copy: false,
      can_vote: false,
      prompts_waiting: 0,
      phrasesets_waiting: 0,
      copy_discount_active: false,
      copy_cost: 100,
      current_round_id: null,
      prompt_cost: 100,
      vote_cost: 10,
      vote_payout_correct: 20,
      abandoned_penalty: 5,
    },
    ...overrides,
  };
}

export function phrasesetDetails(id: string, status: PhrasesetDetails['status']): PhrasesetDetails {
  return {
    phraseset_id: id,
    prompt_round_id: id,
    prompt_text: 'A prompt',
    status,
    original_phrase: 'ORIGINAL',
    copy_phrase_1: null,
    copy_phrase_2: null,
    contributors: [],
    vote_count: 0,
    third_vote_at: null,
    fifth_vote_at: null,
    closes_at: null,
    votes: [],
    total_pool: 200,
    results: null,
    your_role: 'prompt',
    your_phrase: 'ORIGINAL',
    your_payout: null,
    payout_claimed: false,
    activity: [],
    created_at: '2026-11-20T00:00:00Z',
    updated_at: '2026-11-20T00:00:00Z',
    finalized_at: null,
  };
}

export function quest(id: string, overrides: Partial<Quest> = {}): Quest {
  return {
    quest_id: id,
    quest_type: 'hot_streak_5',
    name: 'Hot Streak',
    description: 'Win five votes in a row',
    status: 'completed',
    progress: {},
    reward_amount: 10,
    category: 'streak',
    created_at: '2026-11-20T00:00:00Z',
    completed_at: '2026-11-21T00:00:00Z',
    claimed_at: null,
    progress_percentage: 100,
    progress_current: 5,
    progress_target: 5,
    ...overrides,
  };
}

export function questList(quests: Quest[] = []): QuestListResponse {
  return {
    quests,
    total_count: quests.length,
    active_count: 0,
    completed_count: quests.length,
    claimed_count: 0,
    claimable_count: quests.length,
  };
}

export function statistics(): StatisticsResponse {
  const contributor = (role: 'prompt' | 'copy') => ({
    role,
    total_rounds: 0,
    total_earnings: 0,
    average_earnings: 0,
    win_rate: 0,
    total_phrasesets: 0,
    average_votes_received: 0,
  });
  return {
    player_id: PLAYER_ID,
    username: 'alice1234',
    email: 'alice@example.com',
    overall_balance: 1000,
    prompt_stats: contributor('prompt'),
    copy_stats: contributor('copy'),
    voter_stats: {
      role: 'voter',
      total_rounds: 0,
      total_earnings: 0,
      average_earnings: 0,
      win_rate: 0,
      correct_votes: 0,
      vote_accuracy: 0,
    },
    earnings: {
      prompt_earnings: 0,
      copy_earnings: 0,
      vote_earnings: 0,
      daily_bonuses: 0,
      total_earnings: 0,
      prompt_costs: 0,
      copy_costs: 0,
      vote_costs: 0,
      total_costs: 0,
    },
    frequency: {
      total_rounds_played: 0,
      days_active: 0,
      rounds_per_day: 0,
      member_since: '2026-11-01T00:00:00Z',
      last_active: null,
    },
    favorite_prompts: [],
    best_performing_phrases: [],
  };
}

export function health(): HealthResponse {
  return {
    status: 'ok',
    database: 'connected',
    engine: 'pglite',
    version: '0.0.0',
    time: '2026-11-20T00:00:00Z',
  };
}
