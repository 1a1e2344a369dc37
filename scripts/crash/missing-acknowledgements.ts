// Looks up every acknowledged (2xx) request of the crash test in the database and describes
// each one it cannot find: a 2xx is only sent after the transaction committed, so any line
// here means a write acknowledged but lost.
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/server/db/types';
import {
  ledgerEntries,
  phrasesets,
  phrasesetViews,
  players,
  promptFeedback,
  refreshTokens,
  rounds,
  votes,
} from '../../src/server/db/schema';
import type { Acknowledgements } from './acknowledgements';

/** Ids per `IN (...)` list, well under the parameter limits of both engines. */
const CHUNK = 400;

export async function findMissingAcknowledgements(
  database: Database,
  acks: Acknowledgements,
): Promise<string[]> {
  const db = database.db;
  const missing: string[] = [];

  const expectStored = async (what: string, acknowledged: Set<string>, column: PgColumn) => {
    const rows = await inChunks([...acknowledged], (values) =>
      db.select({ value: column }).from(column.table).where(inArray(column, values)),
    );
    notFound(
      missing,
      what,
      acknowledged,
      rows.map((row) => row.value as string),
    );
  };

  await expectStored('registered player', acks.players, players.id);
  await expectStored('refresh token (hash)', acks.sessions, refreshTokens.tokenHash);

  const roundRows = await inChunks([...acks.startedRounds, ...acks.submittedRounds], (ids) =>
    db.select({ id: rounds.id, status: rounds.status }).from(rounds).where(inArray(rounds.id, ids)),
  );
  const roundStatus = new Map(roundRows.map((row) => [row.id, row.status]));
  notFound(missing, 'started round', acks.startedRounds, roundStatus.keys());
  for (const id of acks.submittedRounds) {
    // Once submitted a round stays submitted: no later transition leaves that status.
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
    voteRows.map((row) => `${row.playerId}:${row.phrasesetId}`),
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

  const rewardKeys = new Set([...acks.questRewards].map((id) => `quest:${id}`));
  await expectStored('quest reward', rewardKeys, ledgerEntries.idempotencyKey);
  await expectStored('prompt feedback', acks.feedback, promptFeedback.roundId);

  const claimRows = await db
    .select({ playerId: phrasesetViews.playerId, phrasesetId: phrasesets.id })
    .from(phrasesetViews)
    .innerJoin(phrasesets, eq(phrasesets.promptRoundId, phrasesetViews.promptRoundId))
    .where(isNotNull(phrasesetViews.claimedAt));
  notFound(
    missing,
    'result claim',
    acks.resultClaims,
    claimRows.map((row) => `${row.playerId}:${row.phrasesetId}`),
  );
  return missing;
}

function notFound(
  into: string[],
  what: string,
  expected: Set<string>,
  foundValues: Iterable<string | null>,
): void {
  const found = new Set(foundValues);
  for (const id of expected) if (!found.has(id)) into.push(`${what} ${id} not in the database`);
}

async function inChunks<T>(ids: string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(...(await query(ids.slice(start, start + CHUNK))));
  return rows;
}
