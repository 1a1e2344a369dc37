// The start tiles' costs and button labels (docs/product.md#dashboard). Pure, so every
// label rule is unit-tested.
import type { RoundAvailability, RoundType } from '../../../../shared/api';
import { DEFAULT_COSTS } from '../../lib/constants';
import type { ActiveRound } from '../../stores/round';

export const START_LABELS: Record<RoundType, string> = {
  prompt: 'Start Prompt Round',
  copy: 'Start Copy Round',
  vote: 'Start Vote Round',
};

export interface TileContext {
  availability: RoundAvailability | null;
  round: ActiveRound | null;
  /** The round's countdown has run out and the server is closing it (its grace). */
  roundExpired?: boolean;
}

export function roundCost(type: RoundType, availability: RoundAvailability | null): number {
  if (!availability) return DEFAULT_COSTS[type];
  return {
    prompt: availability.prompt_cost,
    copy: availability.copy_cost,
    vote: availability.vote_cost,
  }[type];
}

export function canStart(type: RoundType, availability: RoundAvailability | null): boolean {
  if (!availability) return false;
  return {
    prompt: availability.can_prompt,
    copy: availability.can_copy,
    vote: availability.can_vote,
  }[type];
}

/** Why the server says the start would be refused (null before its answer, or from an older server). */
function refusal(type: RoundType, availability: RoundAvailability | null) {
  if (!availability) return null;
  return {
    prompt: availability.prompt_refusal,
    copy: availability.copy_refusal,
    vote: availability.vote_refusal,
  }[type];
}

function disabledLabel(type: RoundType, context: TileContext): string {
  const reason = refusal(type, context.availability);
  const insufficient = reason === 'insufficient_balance';
  switch (type) {
    case 'prompt':
      if (context.round?.type === 'prompt') return 'Active Prompt Round';
      if (context.round) return 'Round In Progress';
      if (insufficient) return 'Insufficient Balance';
      if (reason === 'max_outstanding_quips') return 'Too Many Outstanding Prompts';
      return 'Not Available';
    case 'copy':
      return insufficient ? 'Insufficient Balance' : 'No Prompts Available';
    case 'vote':
      return insufficient ? 'Insufficient Balance' : 'No Quip Sets Available';
  }
}

/**
 * Words beside a disabled button whose short label alone would mislead: while a round runs the
 * copy tile says 'No Prompts Available' even with prompts waiting, so the tile says why.
 */
export function disabledReason(type: RoundType, context: TileContext): string | null {
  if (canStart(type, context.availability) || !context.round) return null;
  if (context.roundExpired) return `Unlocks as soon as your ${context.round.type} round is closed.`;
  return `Finish your ${context.round.type} round first.`;
}

/** The start button's label: its action when enabled, the reason when not. */
export function startButtonLabel(type: RoundType, context: TileContext): string {
  return canStart(type, context.availability) ? START_LABELS[type] : disabledLabel(type, context);
}
