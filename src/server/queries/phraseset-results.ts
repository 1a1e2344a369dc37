import type { ResultsResponse } from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { refused } from '../errors';
import { hasClaimedResult } from '../game/engine/phraseset-views';
import { presentPhrasesetResults } from '../presenters/phraseset-results';
import { resolveContributorAccess } from './phraseset-access';
import { loadPhrasesetRecord } from './phraseset-record';

/** `GET /phrasesets/{id}/results`: contributors only, and only once the set is finalized. */
export async function getPhrasesetResults(
  ctx: ServerContext,
  playerId: string,
  id: string,
): Promise<ResultsResponse> {
  return transaction(ctx.db, async (tx) => {
    const access = await resolveContributorAccess(tx, id, playerId);
    const record = await loadPhrasesetRecord(tx, access);
    const { set } = record;
    if (set?.status !== 'finalized') throw refused('not_finalized');
    return presentPhrasesetResults(
      { ...record, set },
      access,
      await hasClaimedResult(tx, playerId, access.promptRoundId),
    );
  });
}
