// The rows the presenters turn into answers. The queries that read them produce these shapes,
// so the presenters sit below the queries and never import them.
import type { ContributorRole, PhrasesetStatus } from '../../shared/api/phrasesets';
import type { ActivityTypeValue, PhrasesetRow } from '../db/schema';
import type { PayoutRole } from '../ledger/keys';

/** A contributor's way into one prompt's set. */
export interface ContributorAccess {
  promptRoundId: string;
  /** Null until the second copy forms the set. */
  phrasesetId: string | null;
  role: ContributorRole;
  /** The contributor's own prompt or copy round. */
  roundId: string;
}

export interface ContributorEntry {
  roundId: string;
  playerId: string;
  username: string;
  pseudonym: string;
  role: 'prompt' | 'copy';
  phrase: string | null;
}

export interface VoteEntry {
  id: string;
  playerId: string;
  pseudonym: string;
  votedPhrase: string;
  correct: boolean;
  createdAt: Date;
}

export interface ActivityRecord {
  id: string;
  seq: number;
  type: ActivityTypeValue;
  createdAt: Date;
  playerId: string | null;
  username: string | null;
  pseudonym: string | null;
  metadata: Record<string, unknown>;
}

/** Everything shown about one prompt and its set: details and results are views of this. */
export interface PhrasesetRecord {
  promptRoundId: string;
  promptText: string;
  promptStatus: string;
  /** When the prompt round started. */
  createdAt: Date;
  /** When the prompt was submitted (or timed out). */
  promptEndedAt: Date;
  /** The prompt's author first, then the submitted copies in submission order. */
  contributors: ContributorEntry[];
  set: PhrasesetRow | undefined;
  votes: VoteEntry[];
  activity: ActivityRecord[];
  /** What the ledger paid each role at finalization (a role paid 0 has no entry). */
  payouts: Record<PayoutRole, number>;
  /** The pool now (it is empty once paid out: see set.finalPool). */
  livePool: number;
}

/** The player's active round with what its screen shows (one statement). */
export interface CurrentRoundRow {
  id: string;
  round_type: 'prompt' | 'copy' | 'vote';
  status: 'active';
  expires_at: Date;
  cost: number;
  prompt_text: string | null;
  feedback_type: 'like' | 'dislike' | null;
  original_phrase: string | null;
  discount_active: boolean | null;
  phraseset_id: string | null;
  phraseset_prompt_text: string | null;
  vote_phrases: string[] | null;
}

/**
 * The player with balance and bonus state (the Player of docs/api-reference.md#get-playerbalance),
 * in one statement.
 */
export interface PlayerRow {
  id: string;
  username: string;
  email: string;
  pseudonym: string;
  created_at: Date;
  last_login_at: Date | null;
  balance: number;
  bonus_claimed_today: boolean;
  outstanding_prompts: number;
}

/** The player and what rounds they could start (one statement). */
export interface PlayerOverviewRow extends PlayerRow {
  /** All players' prompts waiting for copies (the discount threshold counts these). */
  prompts_waiting_total: number;
  /** Waiting prompts this player could copy. */
  prompts_waiting: number;
  /** Sets this player could vote on. */
  phrasesets_waiting: number;
}

export interface ContributionRow {
  round_id: string;
  your_role: ContributorRole;
  prompt_round_id: string;
  your_phrase: string | null;
  prompt_text: string;
  phraseset_id: string | null;
  status: PhrasesetStatus;
  created_at: Date;
  vote_count: number;
  third_vote_at: Date | null;
  fifth_vote_at: Date | null;
  finalized_at: Date | null;
  copies_submitted: number;
  your_payout: number | null;
  payout_claimed: boolean;
}

export interface ContributionListRow extends ContributionRow {
  updated_at: Date;
  new_activity_count: number;
}

export interface ContributionPage {
  rows: ContributionListRow[];
  total: number;
}
