import { z } from 'zod';
import { Coins, Id, IsoTime } from './common';
import type { ErrorCode } from './errors';

export const RoundType = z.enum(['prompt', 'copy', 'vote']);
export type RoundType = z.infer<typeof RoundType>;
export const RoundStatus = z.enum(['active', 'submitted', 'expired', 'abandoned']);
export type RoundStatus = z.infer<typeof RoundStatus>;
export const FeedbackType = z.enum(['like', 'dislike']);
export type FeedbackType = z.infer<typeof FeedbackType>;

/**
 * Why a start would be refused now: the code the start would answer, in the order the server
 * checks (balance, then an active round, then the round's own condition).
 */
export const StartRefusal = z.enum([
  'insufficient_balance',
  'already_in_round',
  'max_outstanding_quips',
  'no_prompts_available',
  'no_phrasesets_available',
] as const satisfies readonly ErrorCode[]);
export type StartRefusal = z.infer<typeof StartRefusal>;

export const RoundAvailability = z.object({
  can_prompt: z.boolean(),
  can_copy: z.boolean(),
  can_vote: z.boolean(),
  prompts_waiting: z.number().int(),
  phrasesets_waiting: z.number().int(),
  copy_discount_active: z.boolean(),
  copy_cost: Coins,
  current_round_id: Id.nullable(),
  prompt_cost: Coins,
  vote_cost: Coins,
  vote_payout_correct: Coins,
  abandoned_penalty: Coins,
  // Added after the original fields (docs/api.md#endpoints; optional, so that the app still
  // reads an older server): the reason each start would be refused (null: it would succeed) and
  // the outstanding-prompt limit.
  prompt_refusal: StartRefusal.nullable().optional(),
  copy_refusal: StartRefusal.nullable().optional(),
  vote_refusal: StartRefusal.nullable().optional(),
  max_outstanding_prompts: z.number().int().optional(),
});
export type RoundAvailability = z.infer<typeof RoundAvailability>;

export const PromptRoundState = z.object({
  round_id: Id,
  status: RoundStatus,
  expires_at: IsoTime,
  cost: Coins,
  prompt_text: z.string(),
  feedback_type: FeedbackType.nullable(),
});
export const CopyRoundState = z.object({
  round_id: Id,
  status: RoundStatus,
  expires_at: IsoTime,
  cost: Coins,
  original_phrase: z.string(),
  discount_active: z.boolean(),
});
export const VoteRoundState = z.object({
  round_id: Id,
  status: RoundStatus,
  expires_at: IsoTime,
  phraseset_id: Id,
  prompt_text: z.string(),
  phrases: z.array(z.string()).length(3),
});
export type PromptRoundState = z.infer<typeof PromptRoundState>;
export type CopyRoundState = z.infer<typeof CopyRoundState>;
export type VoteRoundState = z.infer<typeof VoteRoundState>;

/** All fields null when the player has no active round. */
export const CurrentRound = z.union([
  z.object({
    round_id: Id,
    round_type: z.literal('prompt'),
    expires_at: IsoTime,
    state: PromptRoundState,
  }),
  z.object({
    round_id: Id,
    round_type: z.literal('copy'),
    expires_at: IsoTime,
    state: CopyRoundState,
  }),
  z.object({
    round_id: Id,
    round_type: z.literal('vote'),
    expires_at: IsoTime,
    state: VoteRoundState,
  }),
  z.object({ round_id: z.null(), round_type: z.null(), expires_at: z.null(), state: z.null() }),
]);
export type CurrentRound = z.infer<typeof CurrentRound>;

export const StartPromptResponse = z.object({
  round_id: Id,
  prompt_text: z.string(),
  expires_at: IsoTime,
  cost: Coins,
});
export type StartPromptResponse = z.infer<typeof StartPromptResponse>;

export const StartCopyResponse = z.object({
  round_id: Id,
  original_phrase: z.string(),
  prompt_round_id: Id,
  expires_at: IsoTime,
  cost: Coins,
  discount_active: z.boolean(),
});
export type StartCopyResponse = z.infer<typeof StartCopyResponse>;

export const StartVoteResponse = z.object({
  round_id: Id,
  phraseset_id: Id,
  prompt_text: z.string(),
  phrases: z.array(z.string()).length(3),
  expires_at: IsoTime,
});
export type StartVoteResponse = z.infer<typeof StartVoteResponse>;

export const SubmitPhraseRequest = z.object({ phrase: z.string().max(1000) });
export type SubmitPhraseRequest = z.infer<typeof SubmitPhraseRequest>;
export const SubmitPhraseResponse = z.object({ success: z.literal(true), phrase: z.string() });
export type SubmitPhraseResponse = z.infer<typeof SubmitPhraseResponse>;

export const FeedbackRequest = z.object({ feedback_type: FeedbackType });
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const FeedbackResponse = z.object({
  success: z.boolean(),
  feedback_type: FeedbackType,
  message: z.string(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
export const GetFeedbackResponse = z.object({
  feedback_type: FeedbackType,
  feedback_id: Id,
  created_at: IsoTime,
});
export type GetFeedbackResponse = z.infer<typeof GetFeedbackResponse>;
