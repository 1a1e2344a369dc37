// Building blocks shared by every API schema. Times are ISO-8601 UTC strings ending in `Z`,
// ids are UUID strings and amounts are integer Flipcoins (docs/api.md#conventions).
import { z } from 'zod';

export const IsoTime = z.string().describe('ISO-8601 UTC time ending in Z');
export const Id = z.string().uuid();
export const Coins = z.number().int();

/** Error codes the app keys on (docs/api.md#error-codes). */
export const ERROR_CODES = [
  'insufficient_balance',
  'already_in_round',
  'max_outstanding_quips',
  'no_prompts_available',
  'no_phrasesets_available',
  'invalid_phrase',
  'duplicate_phrase',
  'expired',
  'already_submitted',
  'already_voted',
  'email_taken',
  'username_generation_failed',
  'already_claimed_today',
  'not_eligible',
  'invalid_credentials',
  'invalid_token',
  'rate_limited',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `{"detail": "<code or message>"}` or, for phrase and vote submissions, a structured detail. */
export const ErrorBody = z.object({
  detail: z.union([z.string(), z.object({ error: z.string(), message: z.string() })]),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const RoundIdParams = z.object({ round_id: Id });
export const IdParams = z.object({ id: Id });
