import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { transaction } from '../../db';
import { phrasesets, rounds } from '../../db/schema';
import { expireRoundIfOverdue } from './expire-round';
import { finalizeIfDue } from './finalize-phraseset';

/** Rows examined per query; the sweep keeps going while full batches make progress. */
const BATCH_SIZE = 100;

export interface SweepReport {
  expiredRounds: number;
  finalizedSets: number;
}

/**
 * One pass of the background sweep: expires rounds past expires_at plus grace (refunds,
 * forfeits, freed copy slots and vote places), then finalizes sets whose window has closed and
 * that no vote round holds a place on. Each row is handled in its own transaction, locked
 * with SKIP LOCKED, so several server processes can sweep one database at once (a row one of
 * them is working on is left to it) and one failing row cannot hold back the others.
 */
export async function runGameSweep(ctx: ServerContext): Promise<SweepReport> {
  const now = ctx.clock.now();
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await work();
    } catch (error) {
      failures.push(error);
      return false;
    }
  };

  const overdueBefore = new Date(now.getTime() - ctx.settings.grace_period_seconds * 1000);
  const expiredRounds = await inBatches(
    () =>
      ctx.db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.status, 'active'), lt(rounds.expiresAt, overdueBefore)))
        .orderBy(asc(rounds.expiresAt))
        .limit(BATCH_SIZE),
    ({ id }) =>
      attempt(() =>
        transaction(ctx.db, (tx) => expireRoundIfOverdue(tx, ctx, id, now, { skipLocked: true })),
      ),
  );

  const finalizedSets = await inBatches(
    () =>
      ctx.db
        .select({ id: phrasesets.id })
        .from(phrasesets)
        .where(
          and(
            inArray(phrasesets.status, ['voting', 'closing']),
            eq(phrasesets.reservedVotes, 0),
            or(gte(phrasesets.voteCount, phrasesets.maxVotes), lte(phrasesets.closesAt, now)),
          ),
        )
        .orderBy(sql`${phrasesets.closesAt} nulls first`)
        .limit(BATCH_SIZE),
    ({ id }) =>
      attempt(() =>
        transaction(ctx.db, (tx) => finalizeIfDue(tx, ctx, id, now, { skipLocked: true })),
      ),
  );

  if (failures.length > 0)
    throw new AggregateError(failures, `game sweep: ${failures.length} row(s) failed`);
  return { expiredRounds, finalizedSets };
}

/** Handles rows batch by batch until a batch is short or changes nothing; returns how many changed. */
async function inBatches<Row>(
  load: () => Promise<Row[]>,
  handle: (row: Row) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (;;) {
    const batch = await load();
    let progress = 0;
    for (const row of batch) if (await handle(row)) progress += 1;
    changed += progress;
    if (batch.length < BATCH_SIZE || progress === 0) return changed;
  }
}
