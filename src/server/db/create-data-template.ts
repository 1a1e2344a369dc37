// Makes the template a new PGlite data folder starts from (see data-template.ts): the desktop
// build ships one, and the tests clone one into each fresh database.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate';
import { wrapPglite } from './open-database';
import type { Database } from './types';

/** A migrated, empty database's data folder as a tarball (gzip for shipping, none for speed). */
export async function createDataTemplate(
  migrationsFolder?: string,
  compression: 'gzip' | 'none' = 'gzip',
  /** More work done once for every folder made from it (the prompt library's sync). */
  prepare: (database: Database) => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  try {
    await migrate(database, migrationsFolder);
    await prepare(database);
    return Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * A short key for a cached template: the migrations' names and content (in a fixed order), and
 * whatever else went into it (`extra`, e.g. PGlite's version or the prompt library).
 */
export function templateFingerprint(
  migrationsFolder: string,
  ...extra: (string | Buffer)[]
): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
