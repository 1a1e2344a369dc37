import type { RoundAvailability } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { presentRoundAvailability } from '../presenters/round-availability';
import { freshRead } from './fresh-read';
import { loadPlayerOverview } from './player-overview';

/** `GET /rounds/available`. */
export async function getRoundAvailability(
  ctx: ServerContext,
  playerId: string,
): Promise<RoundAvailability> {
  return freshRead(ctx, playerId, async ({ tx, now, currentRound }) =>
    presentRoundAvailability(
      await loadPlayerOverview(tx, playerId, now),
      currentRound,
      ctx.settings,
    ),
  );
}
