// Opening a result: fetch it, record that the player has seen it, and ask main for a fresh
// dashboard so the header's results counter and the pending list catch up at once.
import type { ResultsResponse } from '../../../../shared/api';
import { call } from '../../lib/api';
import { SCREEN_MESSAGES } from '../../lib/errors';
import { useDashboardStore } from '../../stores/dashboard';

export type ResultOutcome =
  { status: 'ready'; data: ResultsResponse } | { status: 'error'; message: string };

/** Coins were paid at finalization; the claim only records the result as seen ("Claimed"). */
async function recordSeen(id: string, alreadyCollected: boolean): Promise<void> {
  if (!alreadyCollected) {
    const claim = await call('phrasesets:claim', { id });
    if (!claim.ok) console.warn('Could not record the result as seen', claim.error);
  }
  await useDashboardStore.getState().refresh();
}

export async function loadResult(id: string): Promise<ResultOutcome> {
  const result = await call('phrasesets:results', { id });
  // docs/product.md#error-messages gives this screen one failure text: the usual causes (set still
  // voting, not yours, gone) all mean the same thing to the player.
  if (!result.ok) return { status: 'error', message: SCREEN_MESSAGES.resultsLoad };
  // The detail shows at once; the bookkeeping follows in the background.
  void recordSeen(id, result.data.already_collected);
  return { status: 'ready', data: result.data };
}
