// The checks after each crash, on the database itself: every acknowledged request is there,
// no round the restarted server should have swept is still active, and the ledger balances.
import { and, count, eq, lt } from 'drizzle-orm';
import type { Database } from '../../src/server/db/types';
import { rounds } from '../../src/server/db/schema';
import { checkLedger } from '../../src/server/ledger';
import type { Acknowledgements } from './acknowledgements';
import { findMissingAcknowledgements } from './missing-acknowledgements';

export interface CrashCheck {
  /** Acknowledged requests not found in the database, described. */
  missing: string[];
  /** Active rounds overdue (past expires_at + grace) when the server's first sweep began. */
  stuckRounds: number;
  /** `<id> <type> expired <time>` of each, to investigate. */
  stuckDetails: string[];
  /** Rounds the dead server left active: the next server (25 hours later) must sweep them all. */
  leftActive: number;
  ledgerViolations: string[];
}

export async function verifyDatabase(
  database: Database,
  acks: Acknowledgements,
  /** Rounds overdue (expires_at + grace) at this time (server clock) must have been swept. */
  sweptBefore: Date | null,
  graceSeconds: number,
): Promise<CrashCheck> {
  const db = database.db;
  const missing = await findMissingAcknowledgements(database, acks);

  let stuck: { id: string; roundType: string; expiresAt: Date }[] = [];
  if (sweptBefore) {
    const overdue = new Date(sweptBefore.getTime() - graceSeconds * 1000);
    stuck = await db
      .select({ id: rounds.id, roundType: rounds.roundType, expiresAt: rounds.expiresAt })
      .from(rounds)
      .where(and(eq(rounds.status, 'active'), lt(rounds.expiresAt, overdue)));
  }
  const stuckDetails = stuck.map(
    (round) => `${round.id} ${round.roundType} expired ${round.expiresAt.toISOString()}`,
  );

  const [active] = await db
    .select({ active: count() })
    .from(rounds)
    .where(eq(rounds.status, 'active'));
  const ledgerViolations = (await checkLedger(db)).map((violation) => violation.message);
  return {
    missing,
    stuckRounds: stuck.length,
    stuckDetails,
    leftActive: active?.active ?? 0,
    ledgerViolations,
  };
}
