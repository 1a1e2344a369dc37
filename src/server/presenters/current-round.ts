import type { CurrentRound } from '../../shared/api/rounds';
import type { CurrentRoundRow } from './input-rows';

const NO_ROUND: CurrentRound = { round_id: null, round_type: null, expires_at: null, state: null };

/** `GET /player/current-round`: the active round and its screen's state; all null when none. */
export function presentCurrentRound(row: CurrentRoundRow | undefined): CurrentRound {
  if (!row) return NO_ROUND;
  const common = { round_id: row.id, status: row.status, expires_at: row.expires_at.toISOString() };
  switch (row.round_type) {
    case 'prompt':
      return {
        round_id: row.id,
        round_type: 'prompt',
        expires_at: common.expires_at,
        state: {
          ...common,
          cost: row.cost,
          prompt_text: row.prompt_text ?? '',
          feedback_type: row.feedback_type,
        },
      };
    case 'copy':
      return {
        round_id: row.id,
        round_type: 'copy',
        expires_at: common.expires_at,
        state: {
          ...common,
          cost: row.cost,
          original_phrase: row.original_phrase ?? '',
          discount_active: row.discount_active ?? false,
        },
      };
    case 'vote':
      return {
        round_id: row.id,
        round_type: 'vote',
        expires_at: common.expires_at,
        state: {
          ...common,
          phraseset_id: row.phraseset_id ?? '',
          prompt_text: row.phraseset_prompt_text ?? '',
          phrases: row.vote_phrases ?? [],
        },
      };
  }
}
