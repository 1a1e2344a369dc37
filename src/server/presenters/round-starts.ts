import type {
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../shared/api/rounds';
import type { RoundRow } from '../db/schema';

// The bodies of POST /rounds/prompt, /rounds/copy and /rounds/vote (docs/api-reference.md#rounds).

export function presentPromptStart(round: RoundRow): StartPromptResponse {
  return {
    round_id: round.id,
    prompt_text: round.promptText ?? '',
    expires_at: round.expiresAt.toISOString(),
    cost: round.cost,
  };
}

export function presentCopyStart(round: RoundRow, originalPhrase: string): StartCopyResponse {
  return {
    round_id: round.id,
    original_phrase: originalPhrase,
    prompt_round_id: round.promptRoundId ?? '',
    expires_at: round.expiresAt.toISOString(),
    cost: round.cost,
    discount_active: round.discountActive ?? false,
  };
}

export function presentVoteStart(round: RoundRow, promptText: string): StartVoteResponse {
  return {
    round_id: round.id,
    phraseset_id: round.phrasesetId ?? '',
    prompt_text: promptText,
    phrases: round.votePhrases ?? [],
    expires_at: round.expiresAt.toISOString(),
  };
}
