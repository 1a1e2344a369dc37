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
import { liveContributionsQuery } from './contributions';
import { freshRead, playerRead } from './fresh-read';
import { onePlayer, playerOverviewQuery } from './player-overview';

/**
 * `GET /player/dashboard`: the bodies of balance, current-round, pending-results, summary,
 * unclaimed-results and rounds/available in one round trip: one statement reads the current
 * round, the player overview and the contributions (see freshRead).
 */
export async function getDashboard(
  ctx: ServerContext,
  playerId: string,
): Promise<DashboardResponse> {
  const { now, currentRound, rows } = await freshRead(ctx, playerId, dashboardRead);
  const overview = onePlayer(rows.overview);
  return {
    player: presentPlayer(overview, ctx.settings, now),
    current_round: presentCurrentRound(currentRound),
    pending_results: presentPendingResults(rows.contributions),
    phraseset_summary: presentPhrasesetSummary(rows.contributions),
    unclaimed_results: presentUnclaimedResults(rows.contributions).unclaimed,
    round_availability: presentRoundAvailability(overview, currentRound, ctx.settings),
  };
}

const dashboardRead = playerRead((slot) => ({
  overview: playerOverviewQuery(slot),
  contributions: liveContributionsQuery(slot.playerId),
}));
