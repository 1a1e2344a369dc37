import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '../../../shared/api/common';
import {
  ClaimResponse,
  PhrasesetDetails,
  ResultsResponse,
  VoteRequest,
  VoteResponse,
} from '../../../shared/api/phrasesets';
import { claimPhrasesetResult } from '../../commands/claim-phraseset-result';
import { submitVote } from '../../commands/submit-vote';
import { getPhrasesetDetails } from '../../queries/phraseset-details';
import { getPhrasesetResults } from '../../queries/phraseset-results';
import { currentPlayer } from '../authentication';
import { BEARER, type RouteDeps } from '../route-deps';

export const phrasesetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, authenticate },
) => {
  const common = { tags: ['phrasesets'], security: BEARER, params: IdParams };

  app.post(
    '/phrasesets/:id/vote',
    {
      schema: {
        ...common,
        summary: 'Vote in your vote round on this set',
        body: VoteRequest,
        response: { 200: VoteResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => submitVote(ctx, currentPlayer(request).id, request.params.id, request.body),
  );

  app.get(
    '/phrasesets/:id/details',
    {
      schema: {
        ...common,
        summary:
          'A set you contributed to (or its prompt round, before it forms), with its timeline',
        response: { 200: PhrasesetDetails, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPhrasesetDetails(ctx, currentPlayer(request).id, request.params.id),
  );

  app.get(
    '/phrasesets/:id/results',
    {
      schema: {
        ...common,
        summary: 'Results of a finalized set you contributed to',
        response: { 200: ResultsResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPhrasesetResults(ctx, currentPlayer(request).id, request.params.id),
  );

  app.post(
    '/phrasesets/:id/claim',
    {
      schema: {
        ...common,
        summary: 'Mark a finalized result as seen (its coins were paid at finalization)',
        response: { 200: ClaimResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => claimPhrasesetResult(ctx, currentPlayer(request).id, request.params.id),
  );
};
