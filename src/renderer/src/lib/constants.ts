// What the renderer shows before the server's first answer: the declared defaults, from the
// same declaration the server takes its own from, so they cannot drift apart. Once the answer
// arrives (round availability), its values are shown.
import type { RoundType } from '../../../shared/api';
import { GAME_SETTINGS } from '../../../shared/settings/game-settings';

export const DEFAULT_COSTS: Record<RoundType, number> = {
  prompt: GAME_SETTINGS.prompt_cost.default,
  copy: GAME_SETTINGS.copy_cost_normal.default,
  vote: GAME_SETTINGS.vote_cost.default,
};
export const DEFAULT_ABANDONED_PENALTY = GAME_SETTINGS.abandoned_penalty.default;
export const DEFAULT_MAX_OUTSTANDING_PROMPTS = GAME_SETTINGS.max_outstanding_quips.default;
