import { forbidden, notFound, refused } from '../../errors';
import type { RoundRow } from '../../db/schema';

/** The round if it is a prompt round of this player: 404 unknown, 403 someone else's, 400 not a prompt round. */
export function ownPromptRound(round: RoundRow | undefined, playerId: string): RoundRow {
  if (!round) throw notFound('round_not_found');
  if (round.playerId !== playerId) throw forbidden('not_your_round');
  if (round.roundType !== 'prompt') throw refused('feedback_needs_prompt_round');
  return round;
}
