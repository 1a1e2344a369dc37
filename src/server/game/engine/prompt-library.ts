import { and, eq, notInArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import library from '../../data/prompts.json';
import { queryRows, transaction } from '../../db';
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
  // Every start syncs, and nearly always nothing changed: one read then says so, where the
  // upsert of every prompt cost a restart of the desktop app a few hundred milliseconds.
  if ((await enabledPromptsFingerprint(db)) === libraryFingerprint(entries)) return;
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

// The enabled prompts and the library, each as one digest of the same text: every prompt's id,
// category and text in id order (bytewise, as "C" orders), with separators no prompt contains.
const FIELD = '\u001f';
const ROW = '\u001e';

function libraryFingerprint(entries: PromptLibrary['prompts']): string {
  const text = entries.map(({ id, category, text }) => [id, category, text].join(FIELD)).join(ROW);
  return createHash('md5').update(text, 'utf8').digest('hex');
}

async function enabledPromptsFingerprint(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ digest: string | null }>(
    db,
    sql`select md5(string_agg(${prompts.id} || chr(31) || ${prompts.category} || chr(31) || ${prompts.text},
                              chr(30) order by ${prompts.id} collate "C")) as digest
          from ${prompts} where ${prompts.enabled}`,
  );
  return row?.digest ?? null;
}
