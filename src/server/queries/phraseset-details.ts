import type { PhrasesetDetails } from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { recordDetailsViewed } from '../game/engine/phraseset-views';
import { presentPhrasesetDetails } from '../presenters/phraseset-details';
import { resolveContributorAccess } from './phraseset-access';
import { loadPhrasesetRecord } from './phraseset-record';

/**
 * `GET /phrasesets/{id}/details` (contributors only; the prompt round id works before the set
 * exists). Opening the details marks its timeline as seen, which resets new_activity_count.
 */
export async function getPhrasesetDetails(
  ctx: ServerContext,
  playerId: string,
  id: string,
): Promise<PhrasesetDetails> {
  return transaction(ctx.db, async (tx) => {
    const access = await resolveContributorAccess(tx, id, playerId);
    const record = await loadPhrasesetRecord(tx, access);
    const claimed = await recordDetailsViewed(
      tx,
      playerId,
      access.promptRoundId,
      record.activity.at(-1)?.seq ?? 0,
    );
    return presentPhrasesetDetails(record, access, playerId, claimed);
  });
}
