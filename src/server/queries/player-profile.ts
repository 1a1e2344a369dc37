import type { Player } from '../../shared/api/player';
import type { ServerContext } from '../context';
import { presentPlayer } from '../presenters/player';
import { freshRead, playerRead } from './fresh-read';
import { onePlayer, playerRowQuery } from './player-overview';

/** The Player of docs/api-reference.md#get-playerbalance, an overdue round already refunded. */
export async function getPlayerProfile(ctx: ServerContext, playerId: string): Promise<Player> {
  const { now, rows } = await freshRead(ctx, playerId, profileRead);
  return presentPlayer(onePlayer(rows.player), ctx.settings, now);
}

const profileRead = playerRead((slot) => ({ player: playerRowQuery(slot) }));
