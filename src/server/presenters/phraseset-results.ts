import type { ResultsResponse } from '../../shared/api/phrasesets';
import type { PhrasesetRow } from '../db/schema';
import type { ContributorAccess, PhrasesetRecord } from './input-rows';
import { payoutRole } from './payout-role';
import { tallyRoles } from './phraseset-outcome';

/** `GET /phrasesets/{id}/results` of a finalized set, for a contributor; `your_payout` is what the ledger paid. */
export function presentPhrasesetResults(
  record: PhrasesetRecord & { set: PhrasesetRow },
  access: ContributorAccess,
  claimed: boolean,
): ResultsResponse {
  const { set } = record;
  const tally = tallyRoles(set, record.votes);
  const role = payoutRole(access, set.copy1RoundId);
  return {
    prompt_text: set.promptText,
    votes: [tally.original, tally.copy1, tally.copy2]
      .map((entry) => ({
        phrase: entry.phrase,
        vote_count: entry.votes,
        is_original: entry === tally.original,
      }))
      .sort((a, b) => b.vote_count - a.vote_count || Number(b.is_original) - Number(a.is_original)),
    your_phrase: tally[role].phrase,
    your_role: access.role,
    your_points: tally[role].points,
    your_payout: record.payouts[role],
    total_pool: set.finalPool ?? 0,
    total_votes: set.voteCount,
    already_collected: claimed,
    finalized_at: (set.finalizedAt ?? set.updatedAt).toISOString(),
  };
}
