import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
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
  const rows = await queryRows<{
    id: string;
    vote_count: number;
    third_vote_at: Date | null;
    fifth_vote_at: Date | null;
  }>(
    executor,
    sql`select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at
        from phrasesets s
        where ${votableSetCondition(playerId, now)}
          ${onlyPhrasesetId ? sql`and s.id = ${onlyPhrasesetId}` : sql``}`,
  );
  return parseInstants(rows, 'third_vote_at', 'fifth_vote_at').map((row) => ({
    id: row.id,
    voteCount: row.vote_count,
    thirdVoteAt: row.third_vote_at,
    fifthVoteAt: row.fifth_vote_at,
  }));
}
