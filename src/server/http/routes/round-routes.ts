import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, RoundIdParams } from '../../../shared/api/common';
import {
  FeedbackRequest,
  FeedbackResponse,
  GetFeedbackResponse,
  RoundAvailability,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
  SubmitPhraseRequest,
  SubmitPhraseResponse,
} from '../../../shared/api/rounds';
import { givePromptFeedback } from '../../commands/give-prompt-feedback';
import { startCopyRound } from '../../commands/start-copy-round';
import { startPromptRound } from '../../commands/start-prompt-round';
import { startVoteRound } from '../../commands/start-vote-round';
import { submitRoundPhrase } from '../../commands/submit-round-phrase';
import { getPromptFeedback } from '../../queries/prompt-feedback';
import { getRoundAvailability } from '../../queries/round-availability';
import { currentPlayer } from '../authentication';
import { BEARER, type RouteDeps } from '../route-deps';

export const roundRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, authenticate }) => {
  const common = { tags: ['rounds'], security: BEARER };

  app.get(
    '/rounds/available',
    {
      schema: {
        ...common,
        summary: 'Which rounds the player can start now, with costs',
        response: { 200: RoundAvailability, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getRoundAvailability(ctx, currentPlayer(request).id),
  );

  app.post(
    '/rounds/prompt',
    {
      schema: {
        ...common,
        summary: 'Start a prompt round (charges prompt_cost)',
        response: { 200: StartPromptResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => startPromptRound(ctx, currentPlayer(request).id),
  );

  app.post(
    '/rounds/copy',
    {
      schema: {
        ...common,
        summary: 'Start a copy round on the oldest waiting prompt',
        response: { 200: StartCopyResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => startCopyRound(ctx, currentPlayer(request).id),
  );

  app.post(
    '/rounds/vote',
    {
      schema: {
        ...common,
        summary: 'Start a vote round on the highest-priority set',
        response: { 200: StartVoteResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => startVoteRound(ctx, currentPlayer(request).id),
  );

  app.post(
    '/rounds/:round_id/submit',
    {
      schema: {
        ...common,
        summary: 'Submit the phrase of a prompt or copy round',
        params: RoundIdParams,
        body: SubmitPhraseRequest,
        response: { 200: SubmitPhraseResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) =>
      submitRoundPhrase(ctx, currentPlayer(request).id, request.params.round_id, request.body),
  );

  app.post(
    '/rounds/:round_id/feedback',
    {
      schema: {
        ...common,
        summary: 'Like or dislike the prompt of your prompt round',
        params: RoundIdParams,
        body: FeedbackRequest,
        response: { 200: FeedbackResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) =>
      givePromptFeedback(ctx, currentPlayer(request).id, request.params.round_id, request.body),
  );

  app.get(
    '/rounds/:round_id/feedback',
    {
      schema: {
        ...common,
        summary: 'Your feedback on the prompt of your prompt round (404 when none)',
        params: RoundIdParams,
        response: { 200: GetFeedbackResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPromptFeedback(ctx, currentPlayer(request).id, request.params.round_id),
  );
};
