// Business constants (docs/product.md#timings-and-limits) that the renderer needs when the server's
// own values (round availability) have not arrived yet.
import type { RoundType } from '../../../shared/api';

export const DEFAULT_COSTS: Record<RoundType, number> = { prompt: 100, copy: 100, vote: 10 };
export const DEFAULT_ABANDONED_PENALTY = 5;
export const DEFAULT_VOTE_PAYOUT = 20;
export const MAX_OUTSTANDING_PROMPTS = 10;
