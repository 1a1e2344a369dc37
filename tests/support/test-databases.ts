import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { defaultMigrationsFolder, migrate, openDatabase, wrapPglite } from '../../src/server/db';
import { createDataTemplate, templateFingerprint } from '../../src/server/db/create-data-template';
import type { Database } from '../../src/server/db/types';

/**
 * A fresh, migrated PGlite database. Opening and migrating PGlite takes seconds, so the
 * migrated data folder is dumped once into a tarball in the temp folder (keyed by the
 * migrations' content, shared by every test worker) and each database loads a copy of it.
 */
export async function createPgliteDatabase(): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(await migratedTemplate())]),
  });
  return wrapPglite(client);
}

async function migratedTemplate(): Promise<Buffer> {
  const path = join(
    tmpdir(),
    `copycat-pglite-template-${templateFingerprint(defaultMigrationsFolder())}.tar`,
  );
  if (existsSync(path)) return readFileSync(path);
  // Uncompressed: each test database loads it, and unpacking gzip would cost each of them.
  const dump = await createDataTemplate(defaultMigrationsFolder(), 'none');
  // Written under a unique name then renamed, so parallel workers never read half a file.
  const partial = `${path}.${randomUUID()}`;
  writeFileSync(partial, dump);
  renameSync(partial, path);
  return dump;
}

/** A new, empty database on the test PostgreSQL server; `drop()` removes it. */
export async function createPostgresDatabaseUrl(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `copycat_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database ${name}`));
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
 * `adminUrl` is the server's maintenance database URL (from `inject('pgAdminUrl')`).
 */
export async function createPostgresDatabase(adminUrl: string, poolSize = 25): Promise<Database> {
  const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
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
