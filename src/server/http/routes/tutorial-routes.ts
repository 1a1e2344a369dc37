import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../shared/api/common';
import {
  TutorialProgressRequest,
  TutorialProgressResponse,
  TutorialStatus,
} from '../../../shared/api/tutorial';
import { currentPlayer } from '../authentication';
import { BEARER, type RouteDeps } from '../route-deps';
import { getTutorialStatus } from '../../queries/tutorial-status';
import { resetTutorial, updateTutorialProgress } from '../../commands/update-tutorial';

const tags = ['tutorial'];

export const tutorialRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, authenticate },
) => {
  app.get(
    '/player/tutorial/status',
    {
      schema: {
        tags,
        summary: 'Where the player is in the tutorial',
        security: BEARER,
        response: { 200: TutorialStatus, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getTutorialStatus(ctx.db, currentPlayer(request).id),
  );

  app.post(
    '/player/tutorial/progress',
    {
      schema: {
        tags,
        summary: 'Store a tutorial step (start, next, back, pause, skip and finish all use it)',
        security: BEARER,
        body: TutorialProgressRequest,
        response: { 200: TutorialProgressResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) =>
      updateTutorialProgress(ctx, currentPlayer(request).id, request.body.progress),
  );

  app.post(
    '/player/tutorial/reset',
    {
      schema: {
        tags,
        summary: 'Start the tutorial over',
        security: BEARER,
        response: { 200: TutorialStatus, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => resetTutorial(ctx, currentPlayer(request).id),
  );
};
