import { sql, type SQL } from 'drizzle-orm';
import { phrasesets, rounds, votes, type PhrasesetRow, type RoundRow } from '../../db/schema';
import { builtOnce, type Slots, type StatementValues } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import { phrasesetRows, roundRows } from '../../db/row-readers';
import type { Tx } from '../../db/types';

/**
 * Takes one of the set's free vote places for a new vote round, if the set still has one and
 * its window is still open. One conditional UPDATE: concurrent voters queue on the row and
 * each re-checks the count, so no more voters start than places are free (the set's CHECK
 * constraint enforces it as well). Undefined when the place went to someone else.
 * `placesUpTo` lowers the set's maximum for this voter (backup players only fill a stalled
 * set up to its minimum threshold); re-checked under the same row lock, so concurrent
 * schedulers never add more voters than asked for. The round itself is opened by
 * openVoteRound, which also makes sure the voter has not voted on the set meanwhile.
 */
export async function takeVotePlace(
  tx: Tx,
  phrasesetId: string,
  now: Date,
  placesUpTo?: number,
): Promise<PhrasesetRow | undefined> {
  const values = { phrasesetId, now: now.toISOString() };
  const [set] = phrasesetRows.read(
    placesUpTo === undefined
      ? await takePlace(tx, values)
      : await takePlaceUpTo(tx, { ...values, placesUpTo }),
  );
  return set;
}

export interface NewVoteRound {
  /** The id the round was prepaid under (prepayRound). */
  id: string;
  playerId: string;
  cost: number;
  phrasesetId: string;
  /** The three phrases in the order shown. */
  votePhrases: string[];
  durationSeconds: number;
}

/**
 * Opens the vote round on a set whose place takeVotePlace just took for it, unless the voter
 * voted on that set meanwhile; then the place is given back and the answer is undefined, as
 * for a place that went to someone else. The caller listed the sets this voter may vote on
 * before waiting for the voter's account and the set's row: another session of the same
 * player (or a backup bot given a turn by another server) may have voted on this set
 * meanwhile. Once the set's row is locked no vote can be added (a vote needs the lock), so
 * this statement, newer than the lock, sees every vote there is. The check and the insert
 * are one statement: the set's row stays locked to commit, and every voter of the busiest set
 * waits for it, so each round trip under the lock counts.
 */
export async function openVoteRound(
  tx: Tx,
  round: NewVoteRound,
  now: Date,
): Promise<RoundRow | undefined> {
  const [opened] = roundRows.read(
    await insertVoteRoundUnlessVoted(tx, {
      ...round,
      createdAt: now,
      expiresAt: new Date(now.getTime() + round.durationSeconds * 1000),
    }),
  );
  if (!opened) await releaseVotePlace(tx, round.phrasesetId);
  return opened;
}

/** Gives back a place on the set (its vote round ended without a vote). */
export async function releaseVotePlace(tx: Tx, phrasesetId: string): Promise<void> {
  await releasePlace(tx, { phrasesetId });
}

const takePlaceWithin = (limit: (v: Slots<TakeValues>) => SQL) =>
  builtOnce<TakeValues>(
    (
      v,
    ) => sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} + 1
               where ${phrasesets.id} = ${v.phrasesetId}
                 and ${phrasesets.status} in ('voting', 'closing')
                 and ${phrasesets.voteCount} + ${phrasesets.reservedVotes} < ${limit(v)}
                 and (${phrasesets.closesAt} is null or ${phrasesets.closesAt} > ${instantSql(v.now)})
               returning ${phrasesetRows.columns}`,
  );

type TakeValues = {
  phrasesetId: string;
  /** ISO 8601. */
  now: string;
  placesUpTo?: number;
};

const takePlace = takePlaceWithin(() => sql`${phrasesets.maxVotes}`);
const takePlaceUpTo = takePlaceWithin(
  (v) => sql`least(${phrasesets.maxVotes}, ${v.placesUpTo}::integer)`,
);

const releasePlaceWhere = <Values extends StatementValues>(condition: (v: Slots<Values>) => SQL) =>
  builtOnce<Values>(
    (
      v,
    ) => sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} - 1
               where ${phrasesets.id} = ${v.phrasesetId} and ${condition(v)}
               returning ${phrasesets.id}`,
  );

const releasePlace = releasePlaceWhere<{ phrasesetId: string }>(() => sql`true`);

type VoteRoundValues = Omit<NewVoteRound, 'durationSeconds'> & { createdAt: Date; expiresAt: Date };

/** Values are encoded by their columns, as roundRows.insert encodes them. */
const insertVoteRoundUnlessVoted = builtOnce<VoteRoundValues>(
  (
    v,
  ) => sql`insert into ${rounds} (${sql.identifier(rounds.id.name)}, ${sql.identifier(rounds.playerId.name)},
               ${sql.identifier(rounds.roundType.name)}, ${sql.identifier(rounds.status.name)}, ${sql.identifier(rounds.cost.name)},
               ${sql.identifier(rounds.createdAt.name)}, ${sql.identifier(rounds.expiresAt.name)},
               ${sql.identifier(rounds.phrasesetId.name)}, ${sql.identifier(rounds.votePhrases.name)})
             select ${sql.param(v.id, rounds.id)}, ${sql.param(v.playerId, rounds.playerId)}, 'vote', 'active',
                    ${sql.param(v.cost, rounds.cost)}, ${sql.param(v.createdAt, rounds.createdAt)},
                    ${sql.param(v.expiresAt, rounds.expiresAt)}, ${sql.param(v.phrasesetId, rounds.phrasesetId)},
                    ${sql.param(v.votePhrases, rounds.votePhrases)}
             where not exists (select 1 from ${votes}
                               where ${votes.phrasesetId} = ${sql.param(v.phrasesetId, votes.phrasesetId)}
                                 and ${votes.playerId} = ${sql.param(v.playerId, votes.playerId)})
             returning ${roundRows.columns}`,
);
