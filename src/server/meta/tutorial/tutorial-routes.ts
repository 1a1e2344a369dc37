import { currentPlayer } from '../../http/authentication';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { RouteDeps } from '../../http/route-deps';
import { getTutorialStatus } from './tutorial-status';
import { resetTutorial, updateTutorialProgress } from './update-tutorial';

export const tutorialRoutes = ({ ctx }: RouteDeps) =>
  ({
    tutorialStatus: {
      handle: async (request) => getTutorialStatus(ctx.db, currentPlayer(request).id),
    },
    tutorialProgress: {
      handle: async (request) =>
        updateTutorialProgress(ctx, currentPlayer(request).id, request.body.progress),
    },
    tutorialReset: { handle: async (request) => resetTutorial(ctx, currentPlayer(request).id) },
  }) satisfies Partial<EndpointHandlers>;
