import type {
  PendingResult,
  PhrasesetListResponse,
  PhrasesetStatus,
  PhrasesetSummary,
  PhrasesetSummaryItem,
  UnclaimedResultsResponse,
} from '../../shared/api/phrasesets';
import type { ContributionListRow, ContributionPage, ContributionRow } from './input-rows';

type Finalized = ContributionRow & {
  phraseset_id: string;
  finalized_at: Date;
  your_payout: number;
};

const IN_PROGRESS: ReadonlySet<PhrasesetStatus> = new Set([
  'waiting_copies',
  'waiting_copy1',
  'voting',
  'closing',
]);

const isFinalized = (row: ContributionRow): row is Finalized =>
  row.status === 'finalized' && row.phraseset_id !== null;
const byNewestResult = (a: Finalized, b: Finalized) =>
  b.finalized_at.getTime() - a.finalized_at.getTime();

/** `GET /player/pending-results`: finalized sets the player contributed to, newest first. */
export function presentPendingResults(rows: readonly ContributionRow[]): PendingResult[] {
  return rows
    .filter(isFinalized)
    .sort(byNewestResult)
    .map((row) => ({
      phraseset_id: row.phraseset_id,
      prompt_text: row.prompt_text,
      completed_at: row.finalized_at.toISOString(),
      role: row.your_role,
      payout_claimed: row.payout_claimed,
    }));
}

/** `GET /player/unclaimed-results`: finalized results not yet claimed (seen), with what they paid. */
export function presentUnclaimedResults(
  rows: readonly ContributionRow[],
): UnclaimedResultsResponse {
  const unclaimed = rows
    .filter(isFinalized)
    .filter((row) => !row.payout_claimed)
    .sort(byNewestResult)
    .map((row) => ({
      phraseset_id: row.phraseset_id,
      prompt_text: row.prompt_text,
      your_role: row.your_role,
      your_phrase: row.your_phrase ?? '',
      finalized_at: row.finalized_at.toISOString(),
      your_payout: row.your_payout,
    }));
  return {
    unclaimed,
    total_unclaimed_amount: unclaimed.reduce((sum, row) => sum + row.your_payout, 0),
  };
}

/** `GET /player/phrasesets/summary`: counts by role of sets in progress and finalized. */
export function presentPhrasesetSummary(rows: readonly ContributionRow[]): PhrasesetSummary {
  const counts = (selected: readonly ContributionRow[]) => ({
    prompts: selected.filter((row) => row.your_role === 'prompt').length,
    copies: selected.filter((row) => row.your_role === 'copy').length,
    unclaimed_prompts: selected.filter(
      (row) => row.your_role === 'prompt' && isFinalized(row) && !row.payout_claimed,
    ).length,
    unclaimed_copies: selected.filter(
      (row) => row.your_role === 'copy' && isFinalized(row) && !row.payout_claimed,
    ).length,
  });
  return {
    in_progress: counts(rows.filter((row) => IN_PROGRESS.has(row.status))),
    finalized: counts(rows.filter(isFinalized)),
    total_unclaimed_amount: presentUnclaimedResults(rows).total_unclaimed_amount,
  };
}

/** `GET /player/phrasesets`: one page of the player's contributions. */
export function presentPhrasesetPage(
  page: ContributionPage,
  offset: number,
): PhrasesetListResponse {
  return {
    phrasesets: page.rows.map(presentSummaryItem),
    total: page.total,
    has_more: offset + page.rows.length < page.total,
  };
}

function presentSummaryItem(row: ContributionListRow): PhrasesetSummaryItem {
  return {
    phraseset_id: row.phraseset_id,
    prompt_round_id: row.prompt_round_id,
    prompt_text: row.prompt_text,
    your_role: row.your_role,
    your_phrase: row.your_phrase,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    vote_count: row.vote_count,
    third_vote_at: row.third_vote_at?.toISOString() ?? null,
    fifth_vote_at: row.fifth_vote_at?.toISOString() ?? null,
    finalized_at: row.finalized_at?.toISOString() ?? null,
    has_copy1: row.copies_submitted >= 1,
    has_copy2: row.copies_submitted >= 2,
    your_payout: row.your_payout,
    payout_claimed: row.payout_claimed,
    new_activity_count: row.new_activity_count,
  };
}
