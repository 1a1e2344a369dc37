import { eq } from 'drizzle-orm';
import { players } from '../db/schema';
import type { Executor } from '../db/types';

export async function findPlayerByEmail(executor: Executor, email: string) {
  const [player] = await executor.select().from(players).where(eq(players.email, email));
  return player;
}

export async function isEmailTaken(executor: Executor, email: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, email));
  return row !== undefined;
}

export async function isUsernameTaken(executor: Executor, username: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  return row !== undefined;
}
