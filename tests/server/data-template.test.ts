// A new PGlite data folder is unpacked from the data-folder template when one is given: it comes
// out migrated, keeps its data across restarts (the template is never unpacked over it again),
// and a template that is missing or damaged only means the slow way, never a failed start. A
// folder made from it has no write-ahead log to replay, and every PGlite the server opens runs
// with the server's buffer cache.
import { sql } from 'drizzle-orm';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMigrationsFolder, migrate, openDatabase, queryRows } from '../../src/server/db';
import { createDataTemplate } from '../../src/server/db/create-data-template';
import { openPglite, PGLITE_SHARED_BUFFERS } from '../../src/server/db/open-pglite';
import { extractTarball } from '../../src/server/db/tar-extract';
import type { Database } from '../../src/server/db/types';
import { tempFolders } from '../support/temp-folders';

const newFolder = tempFolders('copycat-template-test-');

/** initdb gives every cluster its own identifier: equal ones share an origin. */
async function systemIdentifier(database: Database): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return row!.id;
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

async function sharedBuffers(database: Database): Promise<string> {
  const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
  return row!.shared_buffers;
}

/** A write-ahead log position as PostgreSQL prints it (`0/17FA7B8`), in bytes. */
function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const migrationCount = () =>
  readdirSync(defaultMigrationsFolder()).filter((name) => name.endsWith('.sql')).length;

describe('the data-folder template', () => {
  let templatePath: string;
  let templateId: string;

  beforeAll(async () => {
    templatePath = join(newFolder(), 'template.tgz');
    writeFileSync(templatePath, await createDataTemplate(defaultMigrationsFolder(), 'gzip'));
    const database = await openDatabase({ dataDir: newFolder(), dataTemplate: templatePath });
    templateId = await systemIdentifier(database);
    await database.close();
  });

  it('gives a new folder a migrated database, kept as it is on the next start', async () => {
    const dataDir = newFolder();
    const first = await openDatabase({ dataDir, dataTemplate: templatePath });
    expect(await systemIdentifier(first)).toBe(templateId);
    expect(await appliedMigrations(first)).toBe(migrationCount());
    await migrate(first);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written after the first start')`);
    await first.close();

    const second = await openDatabase({ dataDir, dataTemplate: templatePath });
    const rows = await queryRows<{ note: string }>(second.db, sql`select note from kept`);
    expect(rows).toEqual([{ note: 'written after the first start' }]);
    await second.close();
  });

  it('leaves a new folder no write-ahead log to replay at its first start', async () => {
    const folder = newFolder();
    extractTarball(gunzipSync(readFileSync(templatePath)), folder);
    const log: string[] = [];
    const client = await openPglite(folder, {
      onStderr: (text) => {
        log.push(text);
        return true;
      },
    });
    await client.close();
    // PGlite dumps a running PostgreSQL, which the next start recovers as after a crash: from
    // the last checkpoint to the end of the log. Without the template's own checkpoint that was
    // every migration's log (hundreds of kilobytes); with it, the checkpoint's record alone.
    const text = log.join('\n');
    const starts = /redo starts at (\S+)/.exec(text)?.[1];
    const done = /redo done at (\S+)/.exec(text)?.[1];
    expect(starts && done, text).toBeTruthy();
    expect(Number(lsnBytes(done!) - lsnBytes(starts!))).toBeLessThan(1024);
  });

  it('leaves out template0, which nothing creates a database from, and keeps template1', async () => {
    const folder = newFolder();
    extractTarball(gunzipSync(readFileSync(templatePath)), folder);
    // template0's folder (its 301 files) is not among those a first start writes.
    expect(readdirSync(join(folder, 'base')).sort()).toEqual(['1', '5']);
    const database = await openDatabase({ dataDir: folder, dataTemplate: templatePath });
    const names = await queryRows<{ datname: string }>(
      database.db,
      sql`select datname from pg_database order by datname`,
    );
    expect(names.map((row) => row.datname)).toEqual(['postgres', 'template1']);
    // An ordinary CREATE DATABASE still finds its template.
    await database.db.execute(sql`create database scratch`);
    await database.db.execute(sql`drop database scratch`);
    await database.close();
  });

  it("runs PostgreSQL with the server's buffer cache, new, restarted or in memory", async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    const dataDir = newFolder();
    for (let start = 0; start < 2; start += 1) {
      const database = await openDatabase({ dataDir, dataTemplate: templatePath });
      expect(await sharedBuffers(database)).toBe(PGLITE_SHARED_BUFFERS);
      await database.close();
    }
    const inMemory = await openDatabase();
    expect(await sharedBuffers(inMemory)).toBe(PGLITE_SHARED_BUFFERS);
    await inMemory.close();
  });

  it('takes an uncompressed template too', async () => {
    const tarPath = join(newFolder(), 'template.tar');
    writeFileSync(tarPath, await createDataTemplate(defaultMigrationsFolder(), 'none'));
    const database = await openDatabase({ dataDir: newFolder(), dataTemplate: tarPath });
    expect(await appliedMigrations(database)).toBe(migrationCount());
    await database.close();
  });

  it.each([
    ['missing', (path: string) => `${path}.gone`],
    [
      'damaged',
      (path: string) => {
        const damaged = `${path}.damaged`;
        writeFileSync(damaged, 'not a tarball at all');
        return damaged;
      },
    ],
  ])('initialises the folder itself when the template is %s', async (_kind, spoil) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const database = await openDatabase({
        dataDir: newFolder(),
        dataTemplate: spoil(templatePath),
      });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be used/));
      // A cluster of its own, migrated the usual way.
      expect(await systemIdentifier(database)).not.toBe(templateId);
      await migrate(database);
      expect(await appliedMigrations(database)).toBe(migrationCount());
      await database.close();
    } finally {
      warn.mockRestore();
    }
  });
});
