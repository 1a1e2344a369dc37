// This machine's record of the results it announced, used only with a game server that lacks
// the announce call (an older or third-party server), so that a restart does not announce a
// result again. One entry per server and player: the ids of the results announced here that
// were still unviewed. Ids rather than a time watermark: a set's finalized_at is taken when its
// transaction starts and transactions commit out of order, so a result could appear after a
// newer one had moved a watermark past it. A viewed result never needs announcing again, so
// only unviewed ids are kept and the record stays small.
import { z } from 'zod';
import type { PendingResult } from '../../../shared/api/phrasesets';
import type { KeyValueStore } from '../ports';

export const ANNOUNCED_RESULTS_STORE_KEY = 'announcedResults';

const Announced = z.record(z.string(), z.array(z.string()));

/**
 * The unviewed results of `pending` not announced on this machine before, recorded as
 * announced now. `key` names the server and the player.
 */
export function takeUnannouncedLocally(
  store: KeyValueStore,
  key: string,
  pending: readonly PendingResult[],
): PendingResult[] {
  const stored = Announced.safeParse(store.get(ANNOUNCED_RESULTS_STORE_KEY));
  const records = stored.success ? stored.data : {};
  const announced = new Set(records[key] ?? []);
  const unviewed = pending.filter((result) => !result.payout_claimed);
  store.set(ANNOUNCED_RESULTS_STORE_KEY, {
    ...records,
    [key]: unviewed.map((result) => result.phraseset_id),
  });
  return unviewed.filter((result) => !announced.has(result.phraseset_id));
}
