import type { ServerContext } from '../context';
import { transaction } from '../db';
import type { Slots } from '../db/built-once';
import { rowSetsBuiltOnce, type RowSetQueries, type RowSets } from '../db/row-sets';
import type { Executor } from '../db/types';
import { expireRoundIfOverdue } from '../game/engine/expire-round';
import { isOverdue } from '../game/rules';
import { playerAccount } from '../ledger';
import { ledgerKeys } from '../ledger/keys';
import type { CurrentRoundRow } from '../presenters/input-rows';
import { currentRoundQuery } from './current-round';

/** What a player's read is given at each call: the player, and the moment it reads at. */
export type PlayerReadValues = {
  playerId: string;
  /** The player's ledger account. */
  account: string;
  /** ISO 8601. */
  now: string;
  /** The key of today's daily bonus (whether it was claimed). */
  bonusKey: string;
};

export type PlayerSlots = Slots<PlayerReadValues>;

/** A player's game state read with their current round, as one statement built once. */
export interface PlayerRead<Queries extends RowSetQueries> {
  (
    executor: Executor,
    values: PlayerReadValues,
  ): Promise<RowSets<Queries & { currentRound: ReturnType<typeof currentRoundQuery> }>>;
}

/** The read of these queries (written over the player's slots) and the current round. */
export function playerRead<Queries extends RowSetQueries>(
  queries: (slot: PlayerSlots) => Queries,
): PlayerRead<Queries> {
  return rowSetsBuiltOnce<
    PlayerReadValues,
    Queries & { currentRound: ReturnType<typeof currentRoundQuery> }
  >((slot) => ({ ...queries(slot), currentRound: currentRoundQuery(slot.playerId) }));
}

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
  statement: PlayerRead<Queries>,
): Promise<FreshRead<Queries>> {
  const now = ctx.clock.now();
  const values: PlayerReadValues = {
    playerId,
    account: playerAccount(playerId),
    now: now.toISOString(),
    bonusKey: ledgerKeys.dailyBonus(playerId, now),
  };
  const read = async (executor: Executor): Promise<FreshRead<Queries>> => {
    const { currentRound, ...rows } = await statement(executor, values);
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
