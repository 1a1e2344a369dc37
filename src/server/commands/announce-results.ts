import type { AnnouncedResultsResponse } from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { recordResultsAnnounced } from '../game/engine/phraseset-views';
import { presentPendingResults } from '../presenters/contributions';
import { listLiveContributions } from '../queries/contributions';

/**
 * `POST /player/results/announce`: a desktop app takes the player's finalized results that
 * they have not viewed and that no app has announced yet, marking them announced in the same
 * transaction. Two apps of one account (two machines) asking at once never both get a result,
 * and a restarted app does not get again what it announced before.
 */
export async function announceResults(
  ctx: ServerContext,
  playerId: string,
): Promise<AnnouncedResultsResponse> {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const unviewed = (await listLiveContributions(tx, playerId)).filter(
      (row) => row.status === 'finalized' && !row.payout_claimed,
    );
    const marked = await recordResultsAnnounced(
      tx,
      playerId,
      unviewed.map((row) => row.prompt_round_id),
      now,
    );
    return {
      announced: presentPendingResults(unviewed.filter((row) => marked.has(row.prompt_round_id))),
    };
  });
}
