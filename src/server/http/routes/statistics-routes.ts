import { getPlayerStatistics } from '../../queries/player-statistics';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const statisticsRoutes = ({ ctx }: RouteDeps) =>
  ({
    statistics: {
      handle: async (request) => getPlayerStatistics(ctx, currentPlayer(request).id),
    },
  }) satisfies Partial<EndpointHandlers>;
