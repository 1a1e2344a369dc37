import type { ServerContext } from '../context';
import { transaction } from '../db';
import { queryRowSets, type RowSetQueries, type RowSets } from '../db/row-sets';
import type { Executor } from '../db/types';
import { expireRoundIfOverdue } from '../game/engine/expire-round';
import { isOverdue } from '../game/rules';
import type { CurrentRoundRow } from '../presenters/input-rows';
import { currentRoundQuery } from './current-round';

export interface FreshRead<Queries extends RowSetQueries> {
  now: Date;
  /** The player's active round, or undefined (an overdue one has just been expired). */
  currentRound: CurrentRoundRow | undefined;
  rows: RowSets<Queries>;
}

/**
 * Reads the player's game state with their current round, in one statement (one snapshot,
 * one round trip). If that round is past expires_at plus grace it is expired right here
 * (refund or forfeit) and the state read again in the same transaction, so the answer never
 * shows a dead round or waits for the sweep.
 */
export async function freshRead<Queries extends RowSetQueries>(
  ctx: ServerContext,
  playerId: string,
  queries: (now: Date) => Queries,
): Promise<FreshRead<Queries>> {
  const now = ctx.clock.now();
  const read = async (executor: Executor): Promise<FreshRead<Queries>> => {
    const { currentRound, ...rows } = await queryRowSets(executor, {
      ...queries(now),
      currentRound: currentRoundQuery(playerId),
    });
    // The spread of a generic object loses the row types: they are put back here.
    const current = currentRound as CurrentRoundRow[];
    return { now, currentRound: current[0], rows: rows as unknown as RowSets<Queries> };
  };

  const state = await read(ctx.db);
  const round = state.currentRound;
  if (!round || !isOverdue(round.expires_at, now, ctx.settings)) return state;
  return transaction(ctx.db, async (tx) => {
    await expireRoundIfOverdue(tx, ctx, round.id, now);
    return read(tx);
  });
}
