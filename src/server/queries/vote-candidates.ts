import { sql, type Placeholder } from 'drizzle-orm';
import type { Slots } from '../db/built-once';
import { rowSet, rowSetsBuiltOnce } from '../db/row-sets';
import type { Executor } from '../db/types';
import type { ReadWithChecks } from '../game/engine/round-start';
import type { VoteCandidate } from '../game/rules';
import { votableSetCondition } from '../db/game-conditions';

/** A set a vote start may take a place on, as read. */
export interface VoteCandidateRow {
  id: string;
  vote_count: number;
  third_vote_at: Date | null;
  fifth_vote_at: Date | null;
  /**
   * On a fresh set's row (fewer votes than vote_minimum_threshold), how many fresh sets the
   * player could vote on: when more than FRESH_SETS_READ, only some were read. 0 otherwise.
   */
  fresh_count: number;
}

/**
 * Fresh sets read per vote start. The priority rule takes one fresh set at random, and the
 * sets with more votes in their order, so a start reads all of those but only a window of the
 * fresh ones (there may be hundreds, each parsed and shuffled on every start otherwise). A few
 * more than one, as a place taken meanwhile sends the start to the next set.
 */
export const FRESH_SETS_READ = 4;

/**
 * Sets this player could vote on now (only the one given, for backup players), with what the
 * priority rule orders them by: read with the vote start's checks. Every set listed is
 * checked again when its place is taken (vote-place.ts), so a list from before the checks'
 * lock wait is safe.
 *
 * Of the fresh sets, FRESH_SETS_READ consecutive ones in id order, from position
 * `floor(draw × n)` of the n there are (wrapping around): with `draw` uniform in [0, 1), each
 * fresh set is in the window as often as any other, and the rule's shuffle of the window then
 * offers each first equally often, as a shuffle of them all would.
 */
export function voteCandidatesRead(
  now: Date,
  fresh: { minimumVotes: number; draw: number },
  onlyPhrasesetId?: string,
): ReadWithChecks<VoteCandidateRow, CandidateValues> {
  const values = {
    now: now.toISOString(),
    phrasesetId: onlyPhrasesetId ?? null,
    minimumVotes: fresh.minimumVotes,
    draw: fresh.draw,
  };
  if (!onlyPhrasesetId) return { name: 'vote-candidates', query: votableSets, values };
  return { name: 'vote-candidate-if-votable', query: candidateIfVotable, values };
}

type CandidateValues = {
  /** ISO 8601. */
  now: string;
  /** The one set a backup player may take (null for a player's own start). */
  phrasesetId: string | null;
  /** vote_minimum_threshold: sets with fewer votes are fresh. */
  minimumVotes: number;
  /** Where the window of fresh sets starts, in [0, 1). */
  draw: number;
};

/** Whether fresh sets were left out of the rows read (see FRESH_SETS_READ). */
export const freshSetsLeftOut = (rows: readonly VoteCandidateRow[]): boolean =>
  rows.some((row) => row.fresh_count > FRESH_SETS_READ);

/**
 * Every set the player could vote on, for the rare start whose window of fresh sets was all
 * taken meanwhile.
 */
export async function readEveryVoteCandidate(
  executor: Executor,
  playerId: string,
  now: Date,
): Promise<VoteCandidateRow[]> {
  return (await everyCandidate(executor, { playerId, now: now.toISOString() })).rows;
}

export function toVoteCandidates(rows: VoteCandidateRow[]): VoteCandidate[] {
  return rows.map((row) => ({
    id: row.id,
    voteCount: row.vote_count,
    thirdVoteAt: row.third_vote_at,
    fifthVoteAt: row.fifth_vote_at,
  }));
}

const INSTANTS = ['third_vote_at', 'fifth_vote_at'] as const;

const candidateColumns = sql`s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at`;

const votableSets: ReadWithChecks<VoteCandidateRow, CandidateValues>['query'] = (v) =>
  rowSet<VoteCandidateRow>(
    sql`with votable as (
          select ${candidateColumns} from phrasesets s where ${votableSetCondition(v.playerId, v.now)}
        ), fresh as (
          select s.*, (row_number() over (order by s.id))::int - 1 as position,
                 (count(*) over ())::int as fresh_count
          from votable s where s.vote_count < ${v.minimumVotes}::int
        )
        select s.*, 0 as fresh_count from votable s where s.vote_count >= ${v.minimumVotes}::int
        union all
        select s.id, s.vote_count, s.third_vote_at, s.fifth_vote_at, s.fresh_count from fresh s
        where (s.position + s.fresh_count
               - least(floor(${v.draw}::float8 * s.fresh_count)::int, s.fresh_count - 1))
              % s.fresh_count < ${FRESH_SETS_READ}`,
    { instants: INSTANTS },
  );

/**
 * The sets the player could vote on, as rows without a window (fresh_count 0); only the one
 * given when `phrasesetId` is.
 */
const votableSetRows = (playerId: Placeholder, now: Placeholder, phrasesetId?: Placeholder) =>
  rowSet<VoteCandidateRow>(
    sql`select ${candidateColumns}, 0 as fresh_count
        from phrasesets s
        where ${votableSetCondition(playerId, now, { oneSet: phrasesetId !== undefined })}
          ${phrasesetId === undefined ? sql`` : sql`and s.id = ${phrasesetId}`}`,
    { instants: INSTANTS },
  );

const candidateIfVotable: ReadWithChecks<VoteCandidateRow, CandidateValues>['query'] = (v) =>
  votableSetRows(v.playerId, v.now, v.phrasesetId);

const everyCandidate = rowSetsBuiltOnce((v: Slots<{ playerId: string; now: string }>) => ({
  rows: votableSetRows(v.playerId, v.now),
}));
