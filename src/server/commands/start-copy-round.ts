import type { StartCopyResponse } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { findFreeCopySlot } from '../game/engine/copy-slot';
import {
  openRound,
  prepayRound,
  readStartChecks,
  refuseRoundStart,
  refuseUnlessCanStart,
  startRoundTransaction,
} from '../game/engine/round-start';
import { copyCost } from '../game/rules';
import { presentCopyStart } from '../presenters/round-starts';
import { promptsWaitingForCopiesRead } from '../queries/waiting-prompts';

/**
 * `POST /rounds/copy`: reserves a copy slot of the oldest prompt this player may copy and
 * charges the copy cost (discounted while many prompts wait). The player sees the original
 * phrase, never the prompt. Refusals in order: insufficient_balance, already_in_round,
 * no_prompts_available.
 *
 * `only.promptRoundId` (backup players) starts the copy on that prompt only, if this player
 * may copy it and a slot is free; otherwise the same no_prompts_available.
 */
export async function startCopyRound(
  ctx: ServerContext,
  playerId: string,
  only: { promptRoundId?: string } = {},
): Promise<StartCopyResponse> {
  const now = ctx.clock.now();
  const { settings } = ctx;
  return startRoundTransaction(ctx, async (tx) => {
    // The count that sets the price comes with the checks, in one statement.
    const checks = await readStartChecks(tx, ctx, playerId, now, promptsWaitingForCopiesRead);
    const price = copyCost(checks.rows[0]?.count ?? 0, settings);
    refuseUnlessCanStart(checks, price.cost);
    const roundId = await prepayRound(tx, { playerId, roundType: 'copy', cost: price.cost }, now);
    const target = await findFreeCopySlot(tx, playerId, only.promptRoundId);
    if (!target) return refuseRoundStart(tx, playerId, 'no_prompts_available');
    const round = await openRound(
      tx,
      {
        playerId,
        roundType: 'copy',
        cost: price.cost,
        durationSeconds: settings.copy_round_seconds,
        promptRoundId: target.promptRoundId,
        copySlot: target.slot,
        discountActive: price.discountActive,
        houseSubsidy: price.houseSubsidy,
      },
      now,
      roundId,
    );
    return presentCopyStart(round, target.originalPhrase);
  });
}
