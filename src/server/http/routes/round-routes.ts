import { givePromptFeedback } from '../../commands/give-prompt-feedback';
import { startCopyRound } from '../../commands/start-copy-round';
import { startPromptRound } from '../../commands/start-prompt-round';
import { startVoteRound } from '../../commands/start-vote-round';
import { submitRoundPhrase } from '../../commands/submit-round-phrase';
import { getPromptFeedback } from '../../queries/prompt-feedback';
import { getRoundAvailability } from '../../queries/round-availability';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const roundRoutes = ({ ctx }: RouteDeps) =>
  ({
    roundsAvailable: {
      handle: async (request) => getRoundAvailability(ctx, currentPlayer(request).id),
    },
    startPrompt: { handle: async (request) => startPromptRound(ctx, currentPlayer(request).id) },
    startCopy: { handle: async (request) => startCopyRound(ctx, currentPlayer(request).id) },
    startVote: { handle: async (request) => startVoteRound(ctx, currentPlayer(request).id) },
    submitPhrase: {
      handle: async (request) =>
        submitRoundPhrase(ctx, currentPlayer(request).id, request.params.round_id, request.body),
    },
    giveFeedback: {
      handle: async (request) =>
        givePromptFeedback(ctx, currentPlayer(request).id, request.params.round_id, request.body),
    },
    getFeedback: {
      handle: async (request) =>
        getPromptFeedback(ctx, currentPlayer(request).id, request.params.round_id),
    },
  }) satisfies Partial<EndpointHandlers>;
