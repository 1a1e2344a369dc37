// Makes the template a new PGlite data folder starts from (see data-template.ts): the desktop
// build ships one, and the tests clone one into each fresh database.
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate';
import { wrapPglite } from './open-database';
import { openPglite } from './open-pglite';
import type { Database } from './types';

/**
 * How a template is made, beside the migrations and what `prepare` adds: part of every
 * template's fingerprint, so that a template cached before a change here is made again.
 */
const RECIPE = 'template0 dropped, checkpointed before the dump';

/**
 * A migrated, empty database's data folder as a tarball (gzip for shipping, none for speed).
 * PGlite dumps its folder while PostgreSQL runs, so a folder made from it is opened as after a
 * crash: PostgreSQL replays the write-ahead log written since the last checkpoint, then writes
 * a checkpoint of its own. A checkpoint just before the dump leaves it nothing to replay: the
 * shipped template (migrations and the prompt library, 1 MB of log) opened in 792 ms instead
 * of 965 (median of 5 each, 2-core machine), at every new player's first start.
 */
export async function createDataTemplate(
  migrationsFolder?: string,
  compression: 'gzip' | 'none' = 'gzip',
  /** More work done once for every folder made from it (the prompt library's sync). */
  prepare: (database: Database) => Promise<void> = async () => undefined,
): Promise<Buffer> {
  const client = await openPglite();
  const database = wrapPglite(client);
  try {
    await migrate(database, migrationsFolder);
    await prepare(database);
    await dropPristineTemplate(database);
    await client.exec('CHECKPOINT');
    return Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * Drops template0, the pristine copy PostgreSQL keeps for `CREATE DATABASE ... TEMPLATE
 * template0`, which nothing here runs: the game's tables live in the `postgres` database, and
 * template1 stays for an ordinary CREATE DATABASE. Its folder is 301 of the template's 1,086
 * files, each one a file every new player's first start creates: on a disk where creating a
 * file costs 0.3-0.9 ms (this machine's /tmp; antivirus scanners on Windows do likewise) the
 * unpacking took 650 ms with it and 440 ms without (BENCHMARKS.md, issue #20 item 4).
 */
async function dropPristineTemplate(database: Database): Promise<void> {
  // PostgreSQL refuses to drop a database marked as a template.
  await database.db.execute(
    sql`update pg_database set datistemplate = false where datname = 'template0'`,
  );
  await database.db.execute(sql`drop database template0`);
}

/**
 * A short key for a cached template: the migrations' names and content (in a fixed order), and
 * whatever else went into it (`extra`, e.g. PGlite's version or the prompt library).
 */
export function templateFingerprint(
  migrationsFolder: string,
  ...extra: (string | Buffer)[]
): string {
  const hash = createHash('sha256').update(RECIPE);
  for (const part of extra) hash.update(part);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
