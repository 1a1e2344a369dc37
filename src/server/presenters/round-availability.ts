import type { RoundAvailability } from '../../shared/api/rounds';
import { copyCost } from '../game/rules';
import type { CurrentRoundRow, PlayerOverviewRow } from './input-rows';
import type { Settings } from '../settings';

/**
 * `GET /rounds/available`: which starts would succeed now, by the same checks the start
 * commands make (no active round, enough coins, and the round-specific condition).
 */
export function presentRoundAvailability(
  overview: PlayerOverviewRow,
  currentRound: CurrentRoundRow | undefined,
  settings: Settings,
): RoundAvailability {
  const copy = copyCost(overview.prompts_waiting_total, settings);
  const free = currentRound === undefined;
  const affords = (cost: number) => free && overview.balance >= cost;
  return {
    can_prompt:
      affords(settings.prompt_cost) &&
      overview.outstanding_prompts < settings.max_outstanding_quips,
    can_copy: affords(copy.cost) && overview.prompts_waiting > 0,
    can_vote: affords(settings.vote_cost) && overview.phrasesets_waiting > 0,
    prompts_waiting: overview.prompts_waiting,
    phrasesets_waiting: overview.phrasesets_waiting,
    copy_discount_active: copy.discountActive,
    copy_cost: copy.cost,
    current_round_id: currentRound?.id ?? null,
    prompt_cost: settings.prompt_cost,
    vote_cost: settings.vote_cost,
    vote_payout_correct: settings.vote_payout_correct,
    abandoned_penalty: settings.abandoned_penalty,
  };
}
