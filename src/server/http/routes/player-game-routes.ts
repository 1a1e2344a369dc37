import { announceResults } from '../../commands/announce-results';
import { getDashboard } from '../../queries/dashboard';
import { getCurrentRound } from '../../queries/player-current-round';
import {
  getPendingResults,
  getPhrasesetPage,
  getPhrasesetSummary,
  getUnclaimedResults,
} from '../../queries/player-results';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

/** The signed-in player's game state: current round, results, past rounds, the dashboard. */
export const playerGameRoutes = ({ ctx }: RouteDeps) =>
  ({
    currentRound: { handle: async (request) => getCurrentRound(ctx, currentPlayer(request).id) },
    pendingResults: {
      handle: async (request) => getPendingResults(ctx, currentPlayer(request).id),
    },
    announceResults: {
      handle: async (request) => announceResults(ctx, currentPlayer(request).id),
    },
    phrasesets: {
      handle: async (request) => getPhrasesetPage(ctx, currentPlayer(request).id, request.query),
    },
    phrasesetsSummary: {
      handle: async (request) => getPhrasesetSummary(ctx, currentPlayer(request).id),
    },
    unclaimedResults: {
      handle: async (request) => getUnclaimedResults(ctx, currentPlayer(request).id),
    },
    dashboard: { handle: async (request) => getDashboard(ctx, currentPlayer(request).id) },
  }) satisfies Partial<EndpointHandlers>;
