import type { CurrentRound } from '../../shared/api/rounds';
import type { ServerContext } from '../context';
import { presentCurrentRound } from '../presenters/current-round';
import { freshRead, playerRead } from './fresh-read';

/** `GET /player/current-round`: never a round past its deadline (that one is expired first). */
export async function getCurrentRound(ctx: ServerContext, playerId: string): Promise<CurrentRound> {
  const { currentRound } = await freshRead(ctx, playerId, currentRoundRead);
  return presentCurrentRound(currentRound);
}

const currentRoundRead = playerRead(() => ({}));
