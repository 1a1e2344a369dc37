import { and, eq, notInArray } from 'drizzle-orm';
import { prompts, rounds } from '../db/schema';
import type { Executor } from '../db/types';

export interface DrawnPrompt {
  id: string;
  text: string;
}

/**
 * A prompt for a new prompt round, drawn at random (with the injected `random`) from the
 * enabled prompts the player has not been given before; from all enabled prompts once the
 * player has seen every one. Undefined only when no prompt is enabled at all.
 */
export async function drawPrompt(
  executor: Executor,
  playerId: string,
  random: () => number,
): Promise<DrawnPrompt | undefined> {
  const given = executor
    .select({ promptId: rounds.promptId })
    .from(rounds)
    .where(and(eq(rounds.playerId, playerId), eq(rounds.roundType, 'prompt')));
  const unseen = await executor
    .select({ id: prompts.id, text: prompts.text })
    .from(prompts)
    .where(and(eq(prompts.enabled, true), notInArray(prompts.id, given)))
    .orderBy(prompts.id);
  const pool = unseen.length > 0 ? unseen : await enabledPrompts(executor);
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
}

function enabledPrompts(executor: Executor): Promise<DrawnPrompt[]> {
  return executor
    .select({ id: prompts.id, text: prompts.text })
    .from(prompts)
    .where(eq(prompts.enabled, true))
    .orderBy(prompts.id);
}
