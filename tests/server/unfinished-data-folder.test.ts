// A first start that ends in the middle (the app closed or killed, a crash, a power cut while the
// data folder is unpacked from the template) must not leave a folder that every later start
// refuses as damaged: no account can be in it yet, so the next start makes it again.
import { sql } from 'drizzle-orm';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMigrationsFolder, openDatabase, queryRows } from '../../src/server/db';
import { createDataTemplate } from '../../src/server/db/create-data-template';
import { LOCK_FILE_NAME } from '../../src/server/db/data-folder-lock';
import { tempFolders } from '../support/temp-folders';

/**
 * The power goes off once the folder's PG_VERSION is written (among the template's last files):
 * from then on nothing this process does reaches the disk. PGlite's own file calls are not
 * replaced, and need not be: the process never gets to them.
 */
const power = vi.hoisted(() => ({ cutAfter: '', off: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const offline =
    <Args extends unknown[], Result>(call: (...args: Args) => Result) =>
    (...args: Args): Result => {
      if (power.off) throw new Error('the power went off');
      return call(...args);
    };
  const writeFileSync: typeof fs.writeFileSync = (path, ...rest) => {
    offline(fs.writeFileSync)(path, ...rest);
    if (power.cutAfter && path === power.cutAfter) power.off = true;
  };
  const replaced = {
    writeFileSync,
    mkdirSync: offline(fs.mkdirSync),
    rmSync: offline(fs.rmSync),
  };
  return { ...fs, ...replaced, default: { ...fs, ...replaced } };
});

const newFolder = tempFolders('copycat-unfinished-folder-');

describe('a data folder whose first start never finished', () => {
  let templatePath: string;
  beforeAll(async () => {
    templatePath = join(newFolder(), 'template.tar');
    writeFileSync(templatePath, await createDataTemplate(defaultMigrationsFolder(), 'none'));
  });

  it('is made again at the next start, not refused as damaged for good', async () => {
    const dataDir = newFolder();
    const folder = join(dataDir, 'pglite');
    power.cutAfter = join(folder, 'PG_VERSION');
    await expect(openDatabase({ dataDir, dataTemplate: templatePath })).rejects.toThrow(
      'the power went off',
    );
    power.off = false;
    power.cutAfter = '';
    // What the dead process left: PG_VERSION, most files, not the last ones; and its lock,
    // which the next start takes over (this test's own process is alive: removed by hand).
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(folder, 'postgresql.conf'))).toBe(false);
    rmSync(join(folder, LOCK_FILE_NAME), { force: true });

    const database = await openDatabase({ dataDir, dataTemplate: templatePath });
    try {
      const [row] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from accounts`,
      );
      expect(row!.count).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });
});
