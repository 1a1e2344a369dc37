// Every restart of the desktop app migrates its PGlite folder. When every migration is already
// applied, that is a few reads: drizzle's migrator, which would find nothing to apply, is not
// run (its schema and table DDL, a transaction and the migration files' digests: about 35 ms of
// each restart). A migration the folder has not seen yet is still applied.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMigrationsFolder, migrate, queryRows } from '../../src/server/db';
import { wrapPglite } from '../../src/server/db/open-database';
import { openPglite } from '../../src/server/db/open-pglite';
import { tempFolders } from '../support/temp-folders';

const newFolder = tempFolders('copycat-migrate-test-');

type Client = Awaited<ReturnType<typeof openPglite>>;

/** Every statement text PGlite is given from now on, whichever way drizzle sends it. */
function recordStatements(client: Client): string[] {
  const sent: string[] = [];
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as Record<string, unknown>)[method] = (text: string, ...rest: unknown[]) => {
      sent.push(text);
      return original(text, ...rest);
    };
  }
  return sent;
}

/** The real migrations and one more, made after them, that creates a table. */
function migrationsWithOneMore(): string {
  const folder = newFolder();
  cpSync(defaultMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_one_more`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(join(folder, `${tag}.sql`), 'CREATE TABLE "one_more" ("id" integer);');
  return folder;
}

describe('migrating a PGlite database', () => {
  it('only reads when every migration is applied, and applies one it has not seen', async () => {
    const client = await openPglite();
    const database = wrapPglite(client);
    const applied = async () =>
      (
        await queryRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
      )[0]!.count;
    try {
      await migrate(database);
      const known = readMigrationFiles({ migrationsFolder: defaultMigrationsFolder() }).length;
      expect(await applied()).toBe(known);

      const sent = recordStatements(client);
      await migrate(database);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((text) => !/^\s*select\b/i.test(text))).toEqual([]);

      await migrate(database, migrationsWithOneMore());
      expect(await applied()).toBe(known + 1);
      expect(await queryRows(database.db, sql`select count(*)::int as rows from one_more`)).toEqual(
        [{ rows: 0 }],
      );
    } finally {
      await database.close();
    }
  });
});
