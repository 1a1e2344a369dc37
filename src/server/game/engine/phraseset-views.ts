import { and, eq, isNull, sql } from 'drizzle-orm';
import { phrasesetViews } from '../../db/schema';
import type { Tx } from '../../db/types';

/**
 * Records that the player opened the set's details having seen its timeline up to
 * `lastSeenSeq` (never moving backwards). Returns whether the player has claimed its result.
 */
export async function recordDetailsViewed(
  tx: Tx,
  playerId: string,
  promptRoundId: string,
  lastSeenSeq: number,
): Promise<boolean> {
  const [view] = await tx
    .insert(phrasesetViews)
    .values({ playerId, promptRoundId, lastSeenActivitySeq: lastSeenSeq })
    .onConflictDoUpdate({
      target: [phrasesetViews.playerId, phrasesetViews.promptRoundId],
      set: {
        lastSeenActivitySeq: sql`greatest(${phrasesetViews.lastSeenActivitySeq}, excluded.last_seen_activity_seq)`,
      },
    })
    .returning({ claimedAt: phrasesetViews.claimedAt });
  return view?.claimedAt != null;
}

/**
 * Records that the player has seen (claimed) the result; true only for the call that did it
 * first. Concurrent claims queue on the row and the later ones find it claimed.
 */
export async function recordResultClaimed(
  tx: Tx,
  playerId: string,
  promptRoundId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(phrasesetViews)
    .values({ playerId, promptRoundId, lastSeenActivitySeq: 0, claimedAt: now })
    .onConflictDoUpdate({
      target: [phrasesetViews.playerId, phrasesetViews.promptRoundId],
      set: { claimedAt: now },
      setWhere: isNull(phrasesetViews.claimedAt),
    })
    .returning({ playerId: phrasesetViews.playerId });
  return claimed.length > 0;
}

/** Whether the player has claimed (seen) the result of this prompt's set. */
export async function hasClaimedResult(
  tx: Tx,
  playerId: string,
  promptRoundId: string,
): Promise<boolean> {
  const [view] = await tx
    .select({ claimedAt: phrasesetViews.claimedAt })
    .from(phrasesetViews)
    .where(
      and(eq(phrasesetViews.playerId, playerId), eq(phrasesetViews.promptRoundId, promptRoundId)),
    );
  return view?.claimedAt != null;
}
