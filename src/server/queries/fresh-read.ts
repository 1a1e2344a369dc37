import type { ServerContext } from '../context';
import { transaction } from '../db';
import type { Tx } from '../db/types';
import { expireRoundIfOverdue } from '../game/engine/expire-round';
import { isOverdue } from '../game/rules';
import { findCurrentRound, type CurrentRoundRow } from './current-round';

export interface FreshRead {
  tx: Tx;
  now: Date;
  /** The player's active round, or undefined (an overdue one has just been expired). */
  currentRound: CurrentRoundRow | undefined;
}

/**
 * Runs a read of the player's game state in one transaction, starting with their current
 * round: if it is past expires_at plus grace it is expired right here (refund or forfeit),
 * so the answer never shows a dead round or waits for the sweep. In the usual case this
 * costs one statement, the current round, which the read needs anyway.
 */
export async function freshRead<T>(
  ctx: ServerContext,
  playerId: string,
  read: (state: FreshRead) => Promise<T>,
): Promise<T> {
  return transaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    let currentRound = await findCurrentRound(tx, playerId);
    if (currentRound && isOverdue(currentRound.expires_at, now, ctx.settings)) {
      await expireRoundIfOverdue(tx, ctx, currentRound.id, now);
      currentRound = undefined;
    }
    return read({ tx, now, currentRound });
  });
}
