import { sql, type SQL } from 'drizzle-orm';
import { phrasesets, votes, type PhrasesetRow } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
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
  const limit =
    placesUpTo === undefined
      ? sql`${phrasesets.maxVotes}`
      : sql`least(${phrasesets.maxVotes}, ${placesUpTo}::integer)`;
  const [set] = await phrasesetRows.query(
    tx,
    sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} + 1
        where ${phrasesets.id} = ${phrasesetId}
          and ${phrasesets.status} in ('voting', 'closing')
          and ${phrasesets.voteCount} + ${phrasesets.reservedVotes} < ${limit}
          and (${phrasesets.closesAt} is null or ${phrasesets.closesAt} > ${now.toISOString()}::timestamptz)
        returning ${phrasesetRows.columns}`,
  );
  if (!set) return undefined;
  const votedMeanwhile = await releaseVotePlace(
    tx,
    phrasesetId,
    sql`exists (select 1 from ${votes} where ${votes.phrasesetId} = ${phrasesetId} and ${votes.playerId} = ${voterId})`,
  );
  return votedMeanwhile ? undefined : set;
}

/**
 * Gives back a place on the set (its vote round ended without a vote), only if `condition`
 * holds when given. Returns whether it was given back.
 */
export async function releaseVotePlace(
  tx: Tx,
  phrasesetId: string,
  condition: SQL = sql`true`,
): Promise<boolean> {
  const released = await queryRows<{ id: string }>(
    tx,
    sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} - 1
        where ${phrasesets.id} = ${phrasesetId} and ${condition}
        returning ${phrasesets.id}`,
  );
  return released.length > 0;
}
