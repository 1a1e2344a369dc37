// Finished phrase sets written straight into the game server's database, for the screens a long
// history changes: playing a hundred sets through the app would take minutes. And a set played
// through the app, finished by moving the server's clock past its voting window.
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppCore } from '../../../src/main/core/create-app-core';
import type { TestClock } from '../../../src/server/clock';
import { phrasesets } from '../../../src/server/db/schema';
import { HOUSE_ACCOUNT, playerAccount, transfer } from '../../../src/server/ledger';
import { ledgerKeys } from '../../../src/server/ledger/keys';
import { finalizedSetStatements } from '../history-database';
import type { PhrasesetDetails } from '../../../src/shared/api';
import type { GameStack } from './game-stack';
import { unwrap } from './helpers';

/**
 * `count` finalized sets the player wrote the prompt of, finalized an hour apart from the start
 * of 2026 (older than any the test plays). Foreign keys are off while they are written (the
 * copiers are players of no row).
 */
export async function addFinishedSets(
  stack: GameStack,
  playerId: string,
  count: number,
): Promise<void> {
  await stack.server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of finalizedSetStatements(count, `'${playerId}'::uuid`))
      await tx.execute(sql.raw(statement));
  });
}

/**
 * `addFinishedSets`, each set having paid the player a prize as the finalization does (a
 * `prize_payout` entry to their account, here from the house, so the books still balance):
 * `payout(g)` FC for the g-th oldest. Returns what they paid in all.
 */
export async function addPaidFinishedSets(
  stack: GameStack,
  playerId: string,
  count: number,
  payout: (g: number) => number,
): Promise<number> {
  await addFinishedSets(stack, playerId, count);
  const { db } = stack.server.database;
  const sets = await db
    .select({ id: phrasesets.id })
    .from(phrasesets)
    .where(and(eq(phrasesets.originalPlayerId, playerId), eq(phrasesets.status, 'finalized')))
    .orderBy(asc(phrasesets.finalizedAt));
  let paid = 0;
  await db.transaction(async (tx) => {
    for (const [index, set] of sets.entries()) {
      const amount = payout(index + 1);
      await transfer(tx, {
        from: HOUSE_ACCOUNT,
        to: playerAccount(playerId),
        amount,
        type: 'prize_payout',
        key: ledgerKeys.payout(set.id, 'original'),
        playerId,
        phrasesetId: set.id,
        at: new Date(),
      });
      paid += amount;
    }
  });
  return paid;
}

/**
 * The server's clock passes the set's voting window and the sweep finalizes it; done once
 * `core` reads the set finalized (the background sweep may have taken it first: its commit is
 * waited for either way).
 */
export async function finalizeAfterVotingWindow(
  stack: GameStack,
  clock: TestClock,
  core: AppCore,
  phrasesetId: string,
): Promise<void> {
  clock.advance((stack.server.settings.vote_minimum_window_seconds + 1) * 1000);
  await stack.sweep();
  const status = async () =>
    unwrap<PhrasesetDetails>(
      await core.invoke('phrasesets:details', { id: phrasesetId }),
      'details',
    ).status;
  await expect.poll(status).toBe('finalized');
}
