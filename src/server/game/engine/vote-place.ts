import { and, eq, inArray, lt, or, isNull, gt, sql } from 'drizzle-orm';
import { phrasesets, type PhrasesetRow } from '../../db/schema';
import type { Tx } from '../../db/types';

/**
 * Takes one of the set's free vote places for a new vote round, if the set still has one
 * and its window is still open. One conditional UPDATE: concurrent voters queue on the row
 * and each re-checks the count, so no more voters start than places are free (the set's
 * CHECK constraint enforces it as well). Undefined when the place went to someone else.
 */
export async function takeVotePlace(tx: Tx, phrasesetId: string, now: Date): Promise<PhrasesetRow | undefined> {
  const [set] = await tx
    .update(phrasesets)
    .set({ reservedVotes: sql`${phrasesets.reservedVotes} + 1` })
    .where(
      and(
        eq(phrasesets.id, phrasesetId),
        inArray(phrasesets.status, ['voting', 'closing']),
        lt(sql`${phrasesets.voteCount} + ${phrasesets.reservedVotes}`, phrasesets.maxVotes),
        or(isNull(phrasesets.closesAt), gt(phrasesets.closesAt, now)),
      ),
    )
    .returning();
  return set;
}
