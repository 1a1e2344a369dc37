import { sql, type SQL } from 'drizzle-orm';
import { phrasesets, votes, type PhrasesetRow } from '../../db/schema';
import { builtOnce, type Slots, type StatementValues } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import { phrasesetRows } from '../../db/row-readers';
import type { Tx } from '../../db/types';

/**
 * Takes one of the set's free vote places for `voterId`'s new vote round, if the set still has
 * one and its window is still open. One conditional UPDATE: concurrent voters queue on the row
 * and each re-checks the count, so no more voters start than places are free (the set's
 * CHECK constraint enforces it as well). Undefined when the place went to someone else.
 * `placesUpTo` lowers the set's maximum for this voter (backup players only fill a stalled
 * set up to its minimum threshold); re-checked under the same row lock, so concurrent
 * schedulers never add more voters than asked for.
 *
 * The caller listed the sets this voter may vote on before waiting for the voter's account:
 * another session of the same player (or a backup bot given a turn by another server) may
 * have voted on this set meanwhile. Once the row is locked no vote can be added (a vote needs
 * the lock), so a fresh statement sees every vote there is: if the voter's is among them, the
 * place is given back and the answer is undefined, as for a place that went to someone else.
 */
export async function takeVotePlace(
  tx: Tx,
  phrasesetId: string,
  voterId: string,
  now: Date,
  placesUpTo?: number,
): Promise<PhrasesetRow | undefined> {
  const values = { phrasesetId, now: now.toISOString() };
  const [set] = phrasesetRows.read(
    placesUpTo === undefined
      ? await takePlace(tx, values)
      : await takePlaceUpTo(tx, { ...values, placesUpTo }),
  );
  if (!set) return undefined;
  const [votedMeanwhile] = await releaseIfVoted(tx, { phrasesetId, voterId });
  return votedMeanwhile ? undefined : set;
}

/** Gives back a place on the set (its vote round ended without a vote). */
export async function releaseVotePlace(tx: Tx, phrasesetId: string): Promise<void> {
  await releasePlace(tx, { phrasesetId });
}

const takePlaceWithin = (limit: (v: Slots<TakeValues>) => SQL) =>
  builtOnce<TakeValues>(
    (v) => sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} + 1
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
    (v) => sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} - 1
               where ${phrasesets.id} = ${v.phrasesetId} and ${condition(v)}
               returning ${phrasesets.id}`,
  );

const releasePlace = releasePlaceWhere<{ phrasesetId: string }>(() => sql`true`);
const releaseIfVoted = releasePlaceWhere<{ phrasesetId: string; voterId: string }>(
  (v) =>
    sql`exists (select 1 from ${votes} where ${votes.phrasesetId} = ${v.phrasesetId} and ${votes.playerId} = ${v.voterId})`,
);
