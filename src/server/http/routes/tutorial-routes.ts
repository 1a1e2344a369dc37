import { resetTutorial, updateTutorialProgress } from '../../commands/update-tutorial';
import { getTutorialStatus } from '../../queries/tutorial-status';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

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
