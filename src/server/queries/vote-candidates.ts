import { sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import type { Executor } from '../db/types';
import type { VoteCandidate } from '../game/rules';
import { votableSetCondition } from '../db/game-conditions';
import { parseInstants } from '../db/instants';

/**
 * Sets this player could vote on now (only the one given, for backup players), with what the
 * priority rule orders them by.
 */
export async function listVoteCandidates(
  executor: Executor,
  playerId: string,
  now: Date,
  onlyPhrasesetId?: string,
): Promise<VoteCandidate[]> {
  const values = { playerId, now: now.toISOString() };
  const rows = await (onlyPhrasesetId
    ? candidateIfVotable<CandidateRow>(executor, { ...values, phrasesetId: onlyPhrasesetId })
    : votableSets<CandidateRow>(executor, values));
  return parseInstants(rows, 'third_vote_at', 'fifth_vote_at').map((row) => ({
    id: row.id,
    voteCount: row.vote_count,
    thirdVoteAt: row.third_vote_at,
    fifthVoteAt: row.fifth_vote_at,
  }));
}

interface CandidateRow {
  id: string;
  vote_count: number;
  third_vote_at: Date | null;
  fifth_vote_at: Date | null;
}

const votableSets = builtOnce<{ playerId: string; now: string }>(
  (v) => sql`select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at
             from phrasesets s
             where ${votableSetCondition(v.playerId, v.now)}`,
);

const candidateIfVotable = builtOnce<{ playerId: string; now: string; phrasesetId: string }>(
  (v) => sql`select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at
             from phrasesets s
             where ${votableSetCondition(v.playerId, v.now)} and s.id = ${v.phrasesetId}`,
);
