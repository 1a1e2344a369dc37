import { z } from 'zod';
import { Coins, Id, IsoTime } from './common';

export const ContributorRole = z.enum(['prompt', 'copy']);
export type ContributorRole = z.infer<typeof ContributorRole>;
export const PhrasesetStatus = z.enum([
  'waiting_copies',
  'waiting_copy1',
  'voting',
  'closing',
  'finalized',
  'abandoned',
]);
export type PhrasesetStatus = z.infer<typeof PhrasesetStatus>;

export const PendingResult = z.object({
  phraseset_id: Id,
  prompt_text: z.string(),
  completed_at: IsoTime,
  role: ContributorRole,
  payout_claimed: z.boolean(),
});
export type PendingResult = z.infer<typeof PendingResult>;
export const PendingResultsResponse = z.object({ pending: z.array(PendingResult) });
export type PendingResultsResponse = z.infer<typeof PendingResultsResponse>;
/**
 * `POST /player/results/announce`: the results this call marked announced (finalized, not yet
 * viewed, and announced by no app before), newest first, with the fields of a pending result.
 */
export const AnnouncedResultsResponse = z.object({ announced: z.array(PendingResult) });
export type AnnouncedResultsResponse = z.infer<typeof AnnouncedResultsResponse>;

export const PhrasesetListQuery = z.object({
  role: z.enum(['all', 'prompt', 'copy']).default('all'),
  status: z.enum(['all', 'in_progress', 'voting', 'finalized', 'abandoned']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PhrasesetListQuery = z.input<typeof PhrasesetListQuery>;

export const PhrasesetSummaryItem = z.object({
  phraseset_id: Id.nullable(),
  prompt_round_id: Id,
  prompt_text: z.string(),
  your_role: ContributorRole,
  your_phrase: z.string().nullable(),
  status: PhrasesetStatus,
  created_at: IsoTime,
  updated_at: IsoTime,
  vote_count: z.number().int(),
  third_vote_at: IsoTime.nullable(),
  fifth_vote_at: IsoTime.nullable(),
  finalized_at: IsoTime.nullable(),
  has_copy1: z.boolean(),
  has_copy2: z.boolean(),
  your_payout: Coins.nullable(),
  payout_claimed: z.boolean(),
  new_activity_count: z.number().int(),
});
export type PhrasesetSummaryItem = z.infer<typeof PhrasesetSummaryItem>;
export const PhrasesetListResponse = z.object({
  phrasesets: z.array(PhrasesetSummaryItem),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type PhrasesetListResponse = z.infer<typeof PhrasesetListResponse>;

const RoleCounts = z.object({
  prompts: z.number().int(),
  copies: z.number().int(),
  unclaimed_prompts: z.number().int(),
  unclaimed_copies: z.number().int(),
});
export const PhrasesetSummary = z.object({
  in_progress: RoleCounts,
  finalized: RoleCounts,
  total_unclaimed_amount: Coins,
});
export type PhrasesetSummary = z.infer<typeof PhrasesetSummary>;

export const UnclaimedResult = z.object({
  phraseset_id: Id,
  prompt_text: z.string(),
  your_role: ContributorRole,
  your_phrase: z.string(),
  finalized_at: IsoTime,
  your_payout: Coins,
});
export const UnclaimedResultsResponse = z.object({
  unclaimed: z.array(UnclaimedResult),
  total_unclaimed_amount: Coins,
});
export type UnclaimedResultsResponse = z.infer<typeof UnclaimedResultsResponse>;

export const VoteRequest = z.object({ phrase: z.string().max(1000) });
export type VoteRequest = z.infer<typeof VoteRequest>;
export const VoteResponse = z.object({
  correct: z.boolean(),
  payout: Coins,
  original_phrase: z.string(),
  your_choice: z.string(),
});
export type VoteResponse = z.infer<typeof VoteResponse>;

export const ResultsResponse = z.object({
  prompt_text: z.string(),
  votes: z.array(
    z.object({ phrase: z.string(), vote_count: z.number().int(), is_original: z.boolean() }),
  ),
  your_phrase: z.string(),
  your_role: ContributorRole,
  your_points: z.number().int(),
  your_payout: Coins,
  total_pool: Coins,
  total_votes: z.number().int(),
  already_collected: z.boolean(),
  finalized_at: IsoTime,
});
export type ResultsResponse = z.infer<typeof ResultsResponse>;

export const ActivityType = z.enum([
  'prompt_created',
  'copy1_submitted',
  'copy2_submitted',
  'vote_submitted',
  'third_vote_reached',
  'fifth_vote_reached',
  'finalized',
]);
export type ActivityType = z.infer<typeof ActivityType>;

export const Activity = z.object({
  activity_id: Id,
  activity_type: ActivityType,
  created_at: IsoTime,
  player_id: Id.nullable(),
  player_username: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof Activity>;

const PayoutEntry = z.object({ player_id: Id, payout: Coins, points: z.number().int() });
export const PhrasesetDetails = z.object({
  phraseset_id: Id.nullable(),
  prompt_round_id: Id,
  prompt_text: z.string(),
  status: PhrasesetStatus,
  original_phrase: z.string().nullable(),
  copy_phrase_1: z.string().nullable(),
  copy_phrase_2: z.string().nullable(),
  contributors: z.array(
    z.object({
      player_id: Id,
      username: z.string(),
      pseudonym: z.string(),
      is_you: z.boolean(),
      phrase: z.string().nullable(),
    }),
  ),
  vote_count: z.number().int(),
  third_vote_at: IsoTime.nullable(),
  fifth_vote_at: IsoTime.nullable(),
  closes_at: IsoTime.nullable(),
  votes: z.array(
    z.object({
      vote_id: Id,
      voter_id: Id,
      voter_username: z.string(),
      voter_pseudonym: z.string(),
      voted_phrase: z.string(),
      correct: z.boolean(),
      voted_at: IsoTime,
    }),
  ),
  total_pool: Coins,
  results: z
    .object({
      vote_counts: z.record(z.string(), z.number().int()),
      payouts: z.object({ original: PayoutEntry, copy1: PayoutEntry, copy2: PayoutEntry }),
      total_pool: Coins,
    })
    .nullable(),
  your_role: ContributorRole,
  your_phrase: z.string().nullable(),
  your_payout: Coins.nullable(),
  payout_claimed: z.boolean(),
  activity: z.array(Activity),
  created_at: IsoTime,
  updated_at: IsoTime,
  finalized_at: IsoTime.nullable(),
});
export type PhrasesetDetails = z.infer<typeof PhrasesetDetails>;

export const ClaimResponse = z.object({
  success: z.boolean(),
  amount: Coins,
  new_balance: Coins,
  already_claimed: z.boolean(),
});
export type ClaimResponse = z.infer<typeof ClaimResponse>;
