import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { STARTER_TEMPLATE_FILE_NAME } from '../../src/main/core/embedded-server/messages';
import { defaultMigrationsFolder, migrate, openDatabase, wrapPglite } from '../../src/server/db';
import { createDataTemplate, templateFingerprint } from '../../src/server/db/create-data-template';
import { openPglite } from '../../src/server/db/open-pglite';
import type { Database } from '../../src/server/db/types';
import {
  shippedPromptLibrary,
  syncPromptLibrary,
} from '../../src/server/game/engine/prompt-library';
import { REPO_ROOT } from './run-tsx';

/**
 * A fresh, migrated PGlite database. Opening and migrating PGlite takes seconds, so the
 * migrated data folder is dumped once into a tarball in the temp folder (keyed by the
 * migrations' content, shared by every test worker) and each database loads a copy of it.
 */
export async function createPgliteDatabase(): Promise<Database> {
  const client = await openPglite(undefined, {
    loadDataDir: new Blob([new Uint8Array(readFileSync(await migratedTemplate()))]),
  });
  return wrapPglite(client);
}

/** The build's template, with the starter content, which the app unpacks on a fresh folder. */
export const BUILT_STARTER_TEMPLATE = join(REPO_ROOT, 'out', 'main', STARTER_TEMPLATE_FILE_NAME);

/**
 * The template a test server's new data folder is unpacked from: migrated, the prompt library
 * synced, no player in it (the build's holds the starter content: BUILT_STARTER_TEMPLATE). Made
 * by the first worker that asks, once per run. A folder that PGlite initialised and migrated
 * itself took a server 4-5 s to start on a 2-core machine (6-9 s of CPU); unpacked, under one.
 */
export async function dataFolderTemplate(): Promise<string> {
  const library = shippedPromptLibrary();
  const key = templateFingerprint(defaultMigrationsFolder(), JSON.stringify(library));
  return cachedTemplate(`copycat-pglite-library-template-${key}.tar`, (database) =>
    syncPromptLibrary(database.db, library, new Date()),
  );
}

/** The path of a migrated template, made by the first worker that asks. */
function migratedTemplate(): Promise<string> {
  return cachedTemplate(
    `copycat-pglite-template-${templateFingerprint(defaultMigrationsFolder())}.tar`,
  );
}

/** A template in the temp folder under `name`, made (with `prepare`) unless already there. */
async function cachedTemplate(
  name: string,
  prepare?: (database: Database) => Promise<void>,
): Promise<string> {
  const path = join(tmpdir(), name);
  if (existsSync(path)) return path;
  // Uncompressed: each test database loads it, and unpacking gzip would cost each of them.
  const dump = await createDataTemplate(defaultMigrationsFolder(), 'none', prepare);
  // Written under a unique name then renamed, so parallel workers never read half a file.
  const partial = `${path}.${randomUUID()}`;
  writeFileSync(partial, dump);
  renameSync(partial, path);
  return path;
}

/**
 * A new database on the test PostgreSQL server, empty or a copy of `template`; `drop()`
 * removes it.
 */
export async function createPostgresDatabaseUrl(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `copycat_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

/**
 * A fresh, migrated database on the test PostgreSQL server; closing it also drops it.
 * `adminUrl` is the server's maintenance database URL (from `inject('pgAdminUrl')`). It is a
 * copy of a migrated template database (made once per server and migrations), which takes a
 * tenth of the time of migrating each database anew.
 */
export async function createPostgresDatabase(adminUrl: string, poolSize = 25): Promise<Database> {
  return (await createPostgresDatabaseWithUrl(adminUrl, poolSize)).database;
}

/**
 * createPostgresDatabase, with the database's URL for the test's own client (filling tables,
 * asking for plans).
 */
export async function createPostgresDatabaseWithUrl(
  adminUrl: string,
  poolSize = 25,
): Promise<{ database: Database; url: string }> {
  const { url, drop } = await createPostgresDatabaseUrl(
    adminUrl,
    await migratedPostgresTemplate(adminUrl),
  );
  const database = await openDatabase({ databaseUrl: url, poolSize });
  return {
    url,
    database: {
      ...database,
      close: async () => {
        await database.close();
        await drop();
      },
    },
  };
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of the migrated template database on the server of `adminUrl`, made by the first
 * worker that asks. Workers take turns under an advisory lock, and the template is migrated
 * under another name and renamed when done, so none ever copies a half-migrated one.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `copycat_template_${templateFingerprint(defaultMigrationsFolder())}`;
  const key = `${adminUrl} ${name}`;
  let made = templates.get(key);
  if (!made) {
    made = withAdminClient(adminUrl, async (admin) => {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return name;
        const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
        try {
          // Two connections: migrate holds its lock on one and migrates on the other.
          const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
          try {
            await migrate(database);
          } finally {
            await database.close();
          }
          await admin.query(`alter database ${new URL(url).pathname.slice(1)} rename to ${name}`);
        } catch (error) {
          await drop();
          throw error;
        }
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    templates.set(key, made);
  }
  return made;
}

async function withAdminClient<T>(
  adminUrl: string,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
