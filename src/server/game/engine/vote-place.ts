import { and, eq, inArray, lt, or, isNull, gt, sql } from 'drizzle-orm';
import { phrasesets, type PhrasesetRow } from '../../db/schema';
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
      ? phrasesets.maxVotes
      : sql`least(${phrasesets.maxVotes}, ${placesUpTo})`;
  const [set] = await tx
    .update(phrasesets)
    .set({ reservedVotes: sql`${phrasesets.reservedVotes} + 1` })
    .where(
      and(
        eq(phrasesets.id, phrasesetId),
        inArray(phrasesets.status, ['voting', 'closing']),
        lt(sql`${phrasesets.voteCount} + ${phrasesets.reservedVotes}`, limit),
        or(isNull(phrasesets.closesAt), gt(phrasesets.closesAt, now)),
      ),
    )
    .returning();
  return set;
}
