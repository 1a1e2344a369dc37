import { z } from 'zod';
import { PendingResult, PhrasesetSummary, UnclaimedResultsResponse } from './phrasesets';
import { Player } from './player';
import { CurrentRound, RoundAvailability } from './rounds';

/** Everything the dashboard needs in one round trip (docs/api-reference.md#get-playerdashboard). */
export const DashboardResponse = z.object({
  player: Player,
  current_round: CurrentRound,
  pending_results: z.array(PendingResult),
  phraseset_summary: PhrasesetSummary,
  unclaimed_results: UnclaimedResultsResponse.shape.unclaimed,
  round_availability: RoundAvailability,
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
