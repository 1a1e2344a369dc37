import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import { roundRows } from '../../db/row-readers';
import { rounds, type RoundRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import { earliestAcceptedExpiry, type GraceSettings } from '../rules';
import { movableQuestsColumn, rememberMovableQuests } from './quests/quests-read-ahead';

/** A vote round marked submitted, with its set's original phrase. */
export interface SubmittedVoteRound {
  round: RoundRow;
  originalPhrase: string | null;
}

/**
 * The usual vote in one statement: the player's active vote round on the set is marked
 * submitted if it still accepts a submission at `now` and `choice` is one of its three
 * phrases. Returns undefined, having changed nothing, otherwise (no such round, already
 * voted, overdue, another phrase); the caller then locks the round to tell which.
 *
 * The UPDATE locks the round as the separate lock did, and a concurrent second vote or
 * expiry that commits first leaves it nothing to match once the lock is granted (PostgreSQL
 * checks the conditions again on the row as committed). The set's original phrase never
 * changes, so reading it in the same statement needs no lock; the player's quests the vote
 * moves are read there too, without a lock (quests-read-ahead.ts).
 */
export async function submitVoteIfAccepted(
  tx: Tx,
  vote: { playerId: string; phrasesetId: string; choice: string; now: Date },
  settings: GraceSettings,
): Promise<SubmittedVoteRound | undefined> {
  const [row] = roundRows.read(
    await submitActiveVoteRound<Record<string, unknown>>(tx, {
      playerId: vote.playerId,
      phrasesetId: vote.phrasesetId,
      choice: vote.choice,
      earliestExpiry: earliestAcceptedExpiry(vote.now, settings).toISOString(),
      now: vote.now.toISOString(),
    }),
  ) as (RoundRow & { original_phrase: string | null; movable_quests: unknown })[];
  if (!row) return undefined;
  const { original_phrase: originalPhrase, movable_quests: movableQuests, ...round } = row;
  // The vote's event moves these next (recordVote raises it).
  rememberMovableQuests(tx, vote.playerId, 'vote_cast', movableQuests);
  return { round, originalPhrase };
}

/** A vote round, locked and checked by the caller, marked submitted: its set's original phrase. */
export async function markVoteSubmitted(
  tx: Tx,
  roundId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await submitVoteRound<{ original_phrase: string | null }>(tx, {
    roundId,
    now: now.toISOString(),
  });
  return row?.original_phrase ?? null;
}

const originalPhraseOfRoundSet = sql`(select s.original_phrase from phrasesets s where s.id = ${rounds.phrasesetId}) as original_phrase`;

const submitActiveVoteRound = builtOnce<{
  playerId: string;
  phrasesetId: string;
  choice: string;
  /** ISO 8601: earliestAcceptedExpiry at the vote's time. */
  earliestExpiry: string;
  /** ISO 8601. */
  now: string;
}>(
  (v) => sql`update ${rounds} set ${sql.identifier(rounds.status.name)} = 'submitted',
               ${sql.identifier(rounds.endedAt.name)} = ${instantSql(v.now)}
             where ${rounds.playerId} = ${v.playerId} and ${rounds.status} = 'active'
               and ${rounds.roundType} = 'vote' and ${rounds.phrasesetId} = ${v.phrasesetId}::uuid
               and ${rounds.expiresAt} >= ${instantSql(v.earliestExpiry)}
               and ${v.choice}::text = any(${rounds.votePhrases})
             returning ${roundRows.columns}, ${originalPhraseOfRoundSet},
               ${movableQuestsColumn('vote_cast', v.playerId)}`,
);

const submitVoteRound = builtOnce<{ roundId: string; now: string }>(
  (v) => sql`update ${rounds} set ${sql.identifier(rounds.status.name)} = 'submitted',
               ${sql.identifier(rounds.endedAt.name)} = ${instantSql(v.now)}
             where ${rounds.id} = ${v.roundId}
             returning ${originalPhraseOfRoundSet}`,
);
