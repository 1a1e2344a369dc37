import type {
  PendingResultsResponse,
  PhrasesetListQuery,
  PhrasesetListResponse,
  PhrasesetStatus,
  PhrasesetSummary,
  UnclaimedResultsResponse,
} from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import {
  presentPendingResults,
  presentPhrasesetPage,
  presentPhrasesetSummary,
  presentUnclaimedResults,
} from '../presenters/contributions';
import { listContributionPage, listLiveContributions } from './contributions';

export async function getPendingResults(
  ctx: ServerContext,
  playerId: string,
): Promise<PendingResultsResponse> {
  return { pending: presentPendingResults(await listLiveContributions(ctx.db, playerId)) };
}

export async function getUnclaimedResults(
  ctx: ServerContext,
  playerId: string,
): Promise<UnclaimedResultsResponse> {
  return presentUnclaimedResults(await listLiveContributions(ctx.db, playerId));
}

export async function getPhrasesetSummary(
  ctx: ServerContext,
  playerId: string,
): Promise<PhrasesetSummary> {
  return presentPhrasesetSummary(await listLiveContributions(ctx.db, playerId));
}

/** The statuses each `status` filter of `GET /player/phrasesets` selects. */
const STATUS_FILTERS: Record<NonNullable<PhrasesetListQuery['status']>, PhrasesetStatus[]> = {
  all: ['waiting_copies', 'waiting_copy1', 'voting', 'closing', 'finalized', 'abandoned'],
  in_progress: ['waiting_copies', 'waiting_copy1', 'voting', 'closing'],
  voting: ['voting', 'closing'],
  finalized: ['finalized'],
  abandoned: ['abandoned'],
};

export interface PhrasesetPageRequest {
  role: 'all' | 'prompt' | 'copy';
  status: NonNullable<PhrasesetListQuery['status']>;
  limit: number;
  offset: number;
}

/** `GET /player/phrasesets`: the player's contributions filtered by role and status, paged. */
export async function getPhrasesetPage(
  ctx: ServerContext,
  playerId: string,
  request: PhrasesetPageRequest,
): Promise<PhrasesetListResponse> {
  const page = await listContributionPage(ctx.db, playerId, {
    roles: request.role === 'all' ? ['prompt', 'copy'] : [request.role],
    statuses: STATUS_FILTERS[request.status],
    limit: request.limit,
    offset: request.offset,
  });
  return presentPhrasesetPage(page, request.offset);
}
