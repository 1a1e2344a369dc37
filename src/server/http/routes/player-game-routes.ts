import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../shared/api/common';
import { DashboardResponse } from '../../../shared/api/dashboard';
import {
  AnnouncedResultsResponse,
  PendingResultsResponse,
  PhrasesetListQuery,
  PhrasesetListResponse,
  PhrasesetSummary,
  UnclaimedResultsResponse,
} from '../../../shared/api/phrasesets';
import { CurrentRound } from '../../../shared/api/rounds';
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
import { BEARER, type RouteDeps } from '../route-deps';

/** The signed-in player's game state: current round, results, past rounds, the dashboard. */
export const playerGameRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, authenticate },
) => {
  const common = { tags: ['player'], security: BEARER };

  app.get(
    '/player/current-round',
    {
      schema: {
        ...common,
        summary: 'Your active round (all fields null when none)',
        response: { 200: CurrentRound, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getCurrentRound(ctx, currentPlayer(request).id),
  );

  app.get(
    '/player/pending-results',
    {
      schema: {
        ...common,
        summary: 'Finalized sets you contributed to, newest first',
        response: { 200: PendingResultsResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPendingResults(ctx, currentPlayer(request).id),
  );

  app.post(
    '/player/results/announce',
    {
      schema: {
        ...common,
        summary:
          'Take your results to announce: finalized, not viewed, and not announced before (each is answered once)',
        response: { 200: AnnouncedResultsResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => announceResults(ctx, currentPlayer(request).id),
  );

  app.get(
    '/player/phrasesets',
    {
      schema: {
        ...common,
        summary: 'Your past rounds as prompt author or copier, filtered and paged',
        querystring: PhrasesetListQuery,
        response: { 200: PhrasesetListResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPhrasesetPage(ctx, currentPlayer(request).id, request.query),
  );

  app.get(
    '/player/phrasesets/summary',
    {
      schema: {
        ...common,
        summary: 'Counts of your sets in progress and finalized',
        response: { 200: PhrasesetSummary, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPhrasesetSummary(ctx, currentPlayer(request).id),
  );

  app.get(
    '/player/unclaimed-results',
    {
      schema: {
        ...common,
        summary: 'Finalized results you have not claimed yet',
        response: { 200: UnclaimedResultsResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getUnclaimedResults(ctx, currentPlayer(request).id),
  );

  app.get(
    '/player/dashboard',
    {
      schema: {
        ...common,
        summary: 'Everything the dashboard shows, in one round trip',
        response: { 200: DashboardResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getDashboard(ctx, currentPlayer(request).id),
  );
};
