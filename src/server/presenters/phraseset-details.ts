import type { PhrasesetDetails } from '../../shared/api/phrasesets';
import type { ContributorAccess, PhrasesetRecord } from './input-rows';
import { payoutRole } from './payout-role';
import { recordStatus, tallyRoles } from './phraseset-outcome';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * `GET /phrasesets/{id}/details` for a contributor. Contributors see each other's usernames;
 * voters (never contributors of the set) appear by pseudonym, in every field that names them.
 */
export function presentPhrasesetDetails(
  record: PhrasesetRecord,
  access: ContributorAccess,
  viewerId: string,
  claimed: boolean,
): PhrasesetDetails {
  const { set } = record;
  const finalized = set?.status === 'finalized';
  const contributorIds = new Set(record.contributors.map((contributor) => contributor.playerId));
  const copies = record.contributors.filter((contributor) => contributor.role === 'copy');
  const tally = set ? tallyRoles(set, record.votes) : undefined;
  const you = record.contributors.find((contributor) => contributor.roundId === access.roundId);
  const lastActivity = record.activity.at(-1)?.createdAt;

  return {
    phraseset_id: set?.id ?? null,
    prompt_round_id: record.promptRoundId,
    prompt_text: record.promptText,
    status: recordStatus(record),
    original_phrase: record.contributors[0]?.phrase ?? null,
    copy_phrase_1: copies[0]?.phrase ?? null,
    copy_phrase_2: copies[1]?.phrase ?? null,
    contributors: record.contributors.map((contributor) => ({
      player_id: contributor.playerId,
      username: contributor.username,
      pseudonym: contributor.pseudonym,
      is_you: contributor.playerId === viewerId,
      phrase: contributor.phrase,
    })),
    vote_count: set?.voteCount ?? 0,
    third_vote_at: iso(set?.thirdVoteAt),
    fifth_vote_at: iso(set?.fifthVoteAt),
    closes_at: iso(set?.closesAt),
    votes: record.votes.map((vote) => ({
      vote_id: vote.id,
      voter_id: vote.playerId,
      voter_username: vote.pseudonym,
      voter_pseudonym: vote.pseudonym,
      voted_phrase: vote.votedPhrase,
      correct: vote.correct,
      voted_at: vote.createdAt.toISOString(),
    })),
    total_pool: finalized ? (set.finalPool ?? 0) : record.livePool,
    results:
      finalized && tally
        ? {
            vote_counts: Object.fromEntries(
              Object.values(tally).map((role) => [role.phrase, role.votes]),
            ),
            payouts: {
              original: {
                player_id: tally.original.playerId,
                payout: record.payouts.original,
                points: tally.original.points,
              },
              copy1: {
                player_id: tally.copy1.playerId,
                payout: record.payouts.copy1,
                points: tally.copy1.points,
              },
              copy2: {
                player_id: tally.copy2.playerId,
                payout: record.payouts.copy2,
                points: tally.copy2.points,
              },
            },
            total_pool: set.finalPool ?? 0,
          }
        : null,
    your_role: access.role,
    your_phrase: you?.phrase ?? null,
    your_payout: finalized ? record.payouts[payoutRole(access, set.copy1RoundId)] : null,
    payout_claimed: claimed,
    activity: record.activity.map((entry) => ({
      activity_id: entry.id,
      activity_type: entry.type,
      created_at: entry.createdAt.toISOString(),
      player_id: entry.playerId,
      player_username:
        entry.playerId && contributorIds.has(entry.playerId) ? entry.username : entry.pseudonym,
      metadata: entry.metadata,
    })),
    created_at: record.createdAt.toISOString(),
    updated_at: (lastActivity && lastActivity > record.promptEndedAt
      ? lastActivity
      : record.promptEndedAt
    ).toISOString(),
    finalized_at: iso(set?.finalizedAt),
  };
}
