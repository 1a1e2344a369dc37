import type { Player } from '../../shared/api/player';
import type { ServerContext } from '../context';
import { presentPlayer } from '../presenters/player';
import { freshRead } from './fresh-read';
import { onePlayer, playerRowQuery } from './player-overview';

/** The Player of docs/api-reference.md#get-playerbalance, an overdue round already refunded. */
export async function getPlayerProfile(ctx: ServerContext, playerId: string): Promise<Player> {
  const { now, rows } = await freshRead(ctx, playerId, (at) => ({
    player: playerRowQuery(playerId, at),
  }));
  return presentPlayer(onePlayer(rows.player), ctx.settings, now);
}
