// Finished phrase sets written straight into the game server's database, for the screens a long
// history changes: playing a hundred sets through the app would take minutes.
import { sql } from 'drizzle-orm';
import { finalizedSetStatements } from '../history-database';
import type { GameStack } from './game-stack';

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
