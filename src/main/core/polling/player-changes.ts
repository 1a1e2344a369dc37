// Calls that move the player's coins or change their rounds and results. After one succeeds,
// main pushes a fresh dashboard before it answers, so the header's balance and counters agree
// with the screen that shows the outcome, at once rather than at the next poll.
import type { IpcError } from '../../../shared/ipc/channels';

export const PLAYER_CHANGING_CHANNELS: ReadonlySet<string> = new Set([
  'rounds:startPrompt',
  'rounds:startCopy',
  'rounds:startVote',
  'rounds:submit',
  'phrasesets:vote',
  'phrasesets:claim',
  'player:claimDailyBonus',
  'quests:claim',
]);

/** A refusal that still changed something: a late submission finds its round expired (refunded). */
export function changedDespiteRefusal(error: IpcError): boolean {
  return error.code === 'expired';
}

/** How long an answer waits at most for the fresh dashboard; past it, the push follows later. */
export const FRESH_DASHBOARD_WAIT_MS = 3_000;
