// Building blocks shared by every API schema. Times are ISO-8601 UTC strings ending in `Z`,
// ids are UUID strings and amounts are integer Flipcoins (docs/api.md#conventions).
import { z } from 'zod';

export const IsoTime = z.string().describe('ISO-8601 UTC time ending in Z');
export const Id = z.string().uuid();
export const Coins = z.number().int();

/** The codes themselves live in ./errors, the one error contract. */
export type { ErrorCode } from './errors';

/** `{"detail": "<code or message>"}` or, for phrase and vote submissions, a structured detail. */
export const ErrorBody = z.object({
  detail: z.union([z.string(), z.object({ error: z.string(), message: z.string() })]),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const RoundIdParams = z.object({ round_id: Id });
export const IdParams = z.object({ id: Id });
