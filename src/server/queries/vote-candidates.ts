import { sql } from 'drizzle-orm';
import { rowSet } from '../db/row-sets';
import type { ReadWithChecks } from '../game/engine/round-start';
import type { VoteCandidate } from '../game/rules';
import { votableSetCondition } from '../db/game-conditions';

interface CandidateRow {
  id: string;
  vote_count: number;
  third_vote_at: Date | null;
  fifth_vote_at: Date | null;
}

/**
 * Sets this player could vote on now (only the one given, for backup players), with what the
 * priority rule orders them by: read with the vote start's checks. Every set listed is
 * checked again when its place is taken (vote-place.ts), so a list from before the checks'
 * lock wait is safe.
 */
export function voteCandidatesRead(
  now: Date,
  onlyPhrasesetId?: string,
): ReadWithChecks<CandidateRow, CandidateValues> {
  const values = { now: now.toISOString(), phrasesetId: onlyPhrasesetId ?? null };
  if (!onlyPhrasesetId) return { name: 'vote-candidates', query: votableSets, values };
  return { name: 'vote-candidate-if-votable', query: candidateIfVotable, values };
}

type CandidateValues = {
  /** ISO 8601. */
  now: string;
  /** The one set a backup player may take (null for a player's own start). */
  phrasesetId: string | null;
};

export function toVoteCandidates(rows: CandidateRow[]): VoteCandidate[] {
  return rows.map((row) => ({
    id: row.id,
    voteCount: row.vote_count,
    thirdVoteAt: row.third_vote_at,
    fifthVoteAt: row.fifth_vote_at,
  }));
}

const INSTANTS = ['third_vote_at', 'fifth_vote_at'] as const;

const votableSets: ReadWithChecks<CandidateRow, CandidateValues>['query'] = (v) =>
  rowSet<CandidateRow>(
    sql`select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at
        from phrasesets s
        where ${votableSetCondition(v.playerId, v.now)}`,
    { instants: INSTANTS },
  );

const candidateIfVotable: ReadWithChecks<CandidateRow, CandidateValues>['query'] = (v) =>
  rowSet<CandidateRow>(
    sql`select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at
        from phrasesets s
        where ${votableSetCondition(v.playerId, v.now)} and s.id = ${v.phrasesetId}`,
    { instants: INSTANTS },
  );
