import { currentPlayer } from '../../http/authentication';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { RouteDeps } from '../../http/route-deps';
import { getPlayerStatistics } from './player-statistics';

export const statisticsRoutes = ({ ctx }: RouteDeps) =>
  ({
    statistics: {
      handle: async (request) => getPlayerStatistics(ctx, currentPlayer(request).id),
    },
  }) satisfies Partial<EndpointHandlers>;
