import type { Player } from '../../shared/api/player';
import type { ServerContext } from '../context';
import { presentPlayer } from '../presenters/player';
import { freshRead } from './fresh-read';
import { loadPlayerRow } from './player-overview';

/** The Player object of api.md (`GET /player/balance`), with an overdue round already refunded. */
export async function getPlayerProfile(ctx: ServerContext, playerId: string): Promise<Player> {
  return freshRead(ctx, playerId, async ({ tx, now }) =>
    presentPlayer(await loadPlayerRow(tx, playerId, now), ctx.settings, now),
  );
}
