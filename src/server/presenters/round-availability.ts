import type { RoundAvailability, StartRefusal } from '../../shared/api/rounds';
import { copyCost } from '../game/rules';
import type { CurrentRoundRow, PlayerOverviewRow } from './input-rows';
import type { Settings } from '../settings';

/**
 * `GET /rounds/available`: which starts would succeed now, by the same checks the start
 * commands make in their order (enough coins, no active round, then the round's own
 * condition), with the code each refused start would answer.
 */
export function presentRoundAvailability(
  overview: PlayerOverviewRow,
  currentRound: CurrentRoundRow | undefined,
  settings: Settings,
): RoundAvailability {
  const copy = copyCost(overview.prompts_waiting_total, settings);
  const refusal = (cost: number, own: StartRefusal | null): StartRefusal | null => {
    if (overview.balance < cost) return 'insufficient_balance';
    if (currentRound !== undefined) return 'already_in_round';
    return own;
  };
  const promptRefusal = refusal(
    settings.prompt_cost,
    overview.outstanding_prompts < settings.max_outstanding_quips ? null : 'max_outstanding_quips',
  );
  const copyRefusal = refusal(
    copy.cost,
    overview.prompts_waiting > 0 ? null : 'no_prompts_available',
  );
  const voteRefusal = refusal(
    settings.vote_cost,
    overview.phrasesets_waiting > 0 ? null : 'no_phrasesets_available',
  );
  return {
    can_prompt: promptRefusal === null,
    can_copy: copyRefusal === null,
    can_vote: voteRefusal === null,
    prompts_waiting: overview.prompts_waiting,
    phrasesets_waiting: overview.phrasesets_waiting,
    copy_discount_active: copy.discountActive,
    copy_cost: copy.cost,
    current_round_id: currentRound?.id ?? null,
    prompt_cost: settings.prompt_cost,
    vote_cost: settings.vote_cost,
    vote_payout_correct: settings.vote_payout_correct,
    abandoned_penalty: settings.abandoned_penalty,
    prompt_refusal: promptRefusal,
    copy_refusal: copyRefusal,
    vote_refusal: voteRefusal,
    max_outstanding_prompts: settings.max_outstanding_quips,
  };
}
