import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../shared/api/common';
import { StatisticsResponse } from '../../../shared/api/statistics';
import { currentPlayer } from '../authentication';
import { BEARER, type RouteDeps } from '../route-deps';
import { getPlayerStatistics } from '../../queries/player-statistics';

export const statisticsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, authenticate },
) => {
  app.get(
    '/player/statistics',
    {
      schema: {
        tags: ['player'],
        summary: 'Rounds, win rates, earnings and costs, activity and best phrases',
        security: BEARER,
        response: { 200: StatisticsResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPlayerStatistics(ctx, currentPlayer(request).id),
  );
};
