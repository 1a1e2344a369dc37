import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import library from '../../data/prompts.json';
import { transaction } from '../../db';
import { prompts } from '../../db/schema';
import type { Db } from '../../db/types';

const PromptLibrary = z.object({
  version: z.number().int(),
  prompts: z
    .array(
      z.object({ id: z.string().min(1), category: z.string().min(1), text: z.string().min(1) }),
    )
    .min(1),
});
export type PromptLibrary = z.infer<typeof PromptLibrary>;

/** The library shipped with the server (src/server/data/prompts.json), checked once. */
export function shippedPromptLibrary(): PromptLibrary {
  return PromptLibrary.parse(library);
}

/**
 * Makes the prompts table match the library: new prompts are added, changed ones updated,
 * prompts no longer in the library disabled (rounds keep referring to them). Idempotent, and
 * safe when several server processes start at once: rows are upserted in id order, so
 * concurrent syncs wait on each other's rows instead of deadlocking, and unchanged rows are
 * not rewritten.
 */
export async function syncPromptLibrary(db: Db, source: PromptLibrary, now: Date): Promise<void> {
  const entries = [...source.prompts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ids = entries.map((entry) => entry.id);
  await transaction(db, async (tx) => {
    await tx
      .insert(prompts)
      .values(entries.map((entry) => ({ ...entry, enabled: true, syncedAt: now })))
      .onConflictDoUpdate({
        target: prompts.id,
        set: {
          category: sql`excluded.category`,
          text: sql`excluded.text`,
          enabled: true,
          syncedAt: now,
        },
        setWhere: sql`${prompts.category} <> excluded.category or ${prompts.text} <> excluded.text or not ${prompts.enabled}`,
      });
    await tx
      .update(prompts)
      .set({ enabled: false, syncedAt: now })
      .where(and(eq(prompts.enabled, true), notInArray(prompts.id, ids)));
  });
}
