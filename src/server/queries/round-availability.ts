import type { RoundAvailability } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { presentRoundAvailability } from '../presenters/round-availability';
import { freshRead, playerRead } from './fresh-read';
import { onePlayer, playerOverviewQuery } from './player-overview';

/** `GET /rounds/available`. */
export async function getRoundAvailability(
  ctx: ServerContext,
  playerId: string,
): Promise<RoundAvailability> {
  const { currentRound, rows } = await freshRead(ctx, playerId, availabilityRead);
  return presentRoundAvailability(onePlayer(rows.overview), currentRound, ctx.settings);
}

const availabilityRead = playerRead((slot) => ({ overview: playerOverviewQuery(slot) }));
