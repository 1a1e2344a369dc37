// Minimal valid API bodies for main-process unit tests.
import type {
  DashboardResponse,
  PendingResult,
  PhrasesetDetails,
  Player,
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
