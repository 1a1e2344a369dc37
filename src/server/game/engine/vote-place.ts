import { sql } from 'drizzle-orm';
import { phrasesets, votes, type PhrasesetRow } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { phrasesetRows } from '../../db/row-readers';
import type { Tx } from '../../db/types';

/**
 * Takes one of the set's free vote places for a new vote round, if the set still has one
 * and its window is still open. One conditional UPDATE: concurrent voters queue on the row
 * and each re-checks the count, so no more voters start than places are free (the set's
 * CHECK constraint enforces it as well). Undefined when the place went to someone else.
 * `placesUpTo` lowers the set's maximum for this voter (backup players only fill a stalled
 * set up to its minimum threshold); re-checked under the same row lock, so concurrent
 * schedulers never add more voters than asked for.
 */
export async function takeVotePlace(
  tx: Tx,
  phrasesetId: string,
  now: Date,
  placesUpTo?: number,
): Promise<PhrasesetRow | undefined> {
  const limit =
    placesUpTo === undefined
      ? sql`${phrasesets.maxVotes}`
      : sql`least(${phrasesets.maxVotes}, ${placesUpTo}::integer)`;
  const [set] = phrasesetRows.read(
    await queryRows(
      tx,
      sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} + 1
          where ${phrasesets.id} = ${phrasesetId}
            and ${phrasesets.status} in ('voting', 'closing')
            and ${phrasesets.voteCount} + ${phrasesets.reservedVotes} < ${limit}
            and (${phrasesets.closesAt} is null or ${phrasesets.closesAt} > ${now.toISOString()}::timestamptz)
          returning ${phrasesetRows.columns}`,
    ),
  );
  return set;
}

/**
 * Whether the player has voted on the set, read after takeVotePlace locked its row. The
 * candidates were listed before the start waited on the player's account: another session of
 * the same player (or a backup bot given a turn by another server) may have voted on the set
 * meanwhile, which that earlier read could not see. A vote needs the set's row lock, so none
 * can be added while this transaction holds it.
 */
export async function votedOnMeanwhile(
  tx: Tx,
  playerId: string,
  phrasesetId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ voted: boolean }>(
    tx,
    sql`select exists (select 1 from ${votes} where ${votes.phrasesetId} = ${phrasesetId} and ${votes.playerId} = ${playerId}) as voted`,
  );
  return row?.voted === true;
}

/** Gives back a place takeVotePlace took in this transaction. */
export async function giveBackVotePlace(tx: Tx, phrasesetId: string): Promise<void> {
  await tx.execute(
    sql`update ${phrasesets} set ${sql.identifier(phrasesets.reservedVotes.name)} = ${phrasesets.reservedVotes} - 1
        where ${phrasesets.id} = ${phrasesetId}`,
  );
}
