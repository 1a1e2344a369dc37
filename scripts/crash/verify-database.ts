// The checks after each crash, on the database itself: every acknowledged request is there,
// no round the restarted server should have swept is still active, and the ledger balances.
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../src/server/db/types';
import { ledgerEntries, players, rounds, votes } from '../../src/server/db/schema';
import { checkLedger } from '../../src/server/ledger';
import type { Acknowledgements } from './acknowledgements';

export interface CrashCheck {
  /** Acknowledged requests not found in the database, described. */
  missing: string[];
  /** Active rounds overdue (past expires_at + grace) before the server was restarted. */
  stuckRounds: number;
  /** `<id> <type> expired <time>` of each, to investigate. */
  stuckDetails: string[];
  /** Rounds the dead server left active: the next server (25 hours later) must sweep them all. */
  leftActive: number;
  ledgerViolations: string[];
}

const CHUNK = 400;

export async function verifyDatabase(
  database: Database,
  acks: Acknowledgements,
  /** Rounds overdue (expires_at + grace) at this time (server clock) must have been swept. */
  sweptBefore: Date | null,
  graceSeconds: number,
): Promise<CrashCheck> {
  const db = database.db;
  const missing: string[] = [];

  const foundPlayers = await inChunks([...acks.players], (ids) =>
    db.select({ id: players.id }).from(players).where(inArray(players.id, ids)),
  );
  notFound(missing, 'registered player', acks.players, new Set(foundPlayers.map((row) => row.id)));

  const roundRows = await inChunks([...acks.startedRounds, ...acks.submittedRounds], (ids) =>
    db.select({ id: rounds.id, status: rounds.status }).from(rounds).where(inArray(rounds.id, ids)),
  );
  const roundStatus = new Map(roundRows.map((row) => [row.id, row.status]));
  notFound(missing, 'started round', acks.startedRounds, new Set(roundStatus.keys()));
  for (const id of acks.submittedRounds) {
    if (roundStatus.get(id) !== 'submitted')
      missing.push(`submitted round ${id} is ${roundStatus.get(id) ?? 'missing'}`);
  }

  const voteRows = await db
    .select({ playerId: votes.playerId, phrasesetId: votes.phrasesetId })
    .from(votes);
  notFound(
    missing,
    'vote',
    acks.votes,
    new Set(voteRows.map((row) => `${row.playerId}:${row.phrasesetId}`)),
  );

  const bonusRows = await db
    .select({ playerId: ledgerEntries.playerId, paid: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.entryType, 'daily_bonus'))
    .groupBy(ledgerEntries.playerId);
  const paid = new Map(bonusRows.map((row) => [row.playerId, row.paid]));
  for (const [playerId, claimed] of acks.bonuses) {
    if ((paid.get(playerId) ?? 0) < claimed)
      missing.push(
        `player ${playerId}: ${claimed} bonuses acknowledged, ${paid.get(playerId) ?? 0} paid`,
      );
  }

  const rewardKeys = [...acks.questRewards].map((id) => `quest:${id}`);
  const rewards = await inChunks(rewardKeys, (keys) =>
    db
      .select({ key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.idempotencyKey, keys)),
  );
  notFound(missing, 'quest reward', new Set(rewardKeys), new Set(rewards.map((row) => row.key)));

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

function notFound(
  into: string[],
  what: string,
  expected: Set<string>,
  found: Set<string | null>,
): void {
  for (const id of expected) if (!found.has(id)) into.push(`${what} ${id} not in the database`);
}

async function inChunks<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(...(await query(ids.slice(start, start + CHUNK))));
  return rows;
}
