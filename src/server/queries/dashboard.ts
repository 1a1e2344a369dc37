import type { DashboardResponse } from '../../shared/api/dashboard';
import type { ServerContext } from '../context';
import {
  presentPendingResults,
  presentPhrasesetSummary,
  presentUnclaimedResults,
} from '../presenters/contributions';
import { presentCurrentRound } from '../presenters/current-round';
import { presentPlayer } from '../presenters/player';
import { presentRoundAvailability } from '../presenters/round-availability';
import { listLiveContributions } from './contributions';
import { freshRead } from './fresh-read';
import { loadPlayerOverview } from './player-overview';

/**
 * `GET /player/dashboard`: the bodies of balance, current-round, pending-results, summary,
 * unclaimed-results and rounds/available in one round trip, from three statements in one
 * transaction (current round, player overview, contributions).
 */
export async function getDashboard(
  ctx: ServerContext,
  playerId: string,
): Promise<DashboardResponse> {
  return freshRead(ctx, playerId, async ({ tx, now, currentRound }) => {
    const overview = await loadPlayerOverview(tx, playerId, now);
    const contributions = await listLiveContributions(tx, playerId);
    return {
      player: presentPlayer(overview, ctx.settings, now),
      current_round: presentCurrentRound(currentRound),
      pending_results: presentPendingResults(contributions),
      phraseset_summary: presentPhrasesetSummary(contributions),
      unclaimed_results: presentUnclaimedResults(contributions).unclaimed,
      round_availability: presentRoundAvailability(overview, currentRound, ctx.settings),
    };
  });
}
