import { claimPhrasesetResult } from '../../commands/claim-phraseset-result';
import { submitVote } from '../../commands/submit-vote';
import { getPhrasesetDetails } from '../../queries/phraseset-details';
import { getPhrasesetResults } from '../../queries/phraseset-results';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const phrasesetRoutes = ({ ctx }: RouteDeps) =>
  ({
    vote: {
      handle: async (request) =>
        submitVote(ctx, currentPlayer(request).id, request.params.id, request.body),
    },
    phrasesetDetails: {
      handle: async (request) =>
        getPhrasesetDetails(ctx, currentPlayer(request).id, request.params.id),
    },
    phrasesetResults: {
      handle: async (request) =>
        getPhrasesetResults(ctx, currentPlayer(request).id, request.params.id),
    },
    claimPhraseset: {
      handle: async (request) =>
        claimPhrasesetResult(ctx, currentPlayer(request).id, request.params.id),
    },
  }) satisfies Partial<EndpointHandlers>;
