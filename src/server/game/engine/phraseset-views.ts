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

/**
 * Marks the results of these prompts' sets announced to the player, skipping those already
 * announced or claimed (seen); returns the prompt round ids this call marked. Rows are taken in
 * id order, so concurrent announcements queue on the same first row instead of deadlocking, and
 * a later one re-checks each row after the earlier commits: no result is marked twice.
 */
export async function recordResultsAnnounced(
  tx: Tx,
  playerId: string,
  promptRoundIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const ids = [...new Set(promptRoundIds)].sort();
  if (ids.length === 0) return new Set();
  const marked = await tx
    .insert(phrasesetViews)
    .values(
      ids.map((promptRoundId) => ({
        playerId,
        promptRoundId,
        lastSeenActivitySeq: 0,
        announcedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [phrasesetViews.playerId, phrasesetViews.promptRoundId],
      set: { announcedAt: now },
      setWhere: and(isNull(phrasesetViews.announcedAt), isNull(phrasesetViews.claimedAt)),
    })
    .returning({ promptRoundId: phrasesetViews.promptRoundId });
  return new Set(marked.map((row) => row.promptRoundId));
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
