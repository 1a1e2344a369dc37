import { eq } from 'drizzle-orm';
import type { ClaimResponse } from '../../shared/api/phrasesets';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { phrasesets } from '../db/schema';
import { refused } from '../errors';
import { recordResultClaimed } from '../game/engine/phraseset-views';
import { getBalance, playerAccount } from '../ledger';
import { payoutRole } from '../presenters/payout-role';
import { resolveContributorAccess } from '../queries/phraseset-access';
import { loadRolePayouts } from '../queries/phraseset-record';

/**
 * `POST /phrasesets/{id}/claim`: records that the contributor has seen the finalized result.
 * Coins were paid at finalization, so this moves none; `amount` is what the ledger paid.
 * Idempotent: later calls answer the same with `already_claimed: true`.
 */
export async function claimPhrasesetResult(
  ctx: ServerContext,
  playerId: string,
  id: string,
): Promise<ClaimResponse> {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const access = await resolveContributorAccess(tx, id, playerId);
    const [set] = await tx
      .select()
      .from(phrasesets)
      .where(eq(phrasesets.promptRoundId, access.promptRoundId));
    if (set?.status !== 'finalized') throw refused('not_finalized');
    const payouts = await loadRolePayouts(tx, set.id);
    const first = await recordResultClaimed(tx, playerId, access.promptRoundId, now);
    return {
      success: true,
      amount: payouts[payoutRole(access, set.copy1RoundId)],
      new_balance: await getBalance(tx, playerAccount(playerId)),
      already_claimed: !first,
    };
  });
}
