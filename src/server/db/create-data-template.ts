// Makes the template a new PGlite data folder starts from (see data-template.ts): the desktop
// build ships one, and the tests clone one into each fresh database.
import { PGlite } from '@electric-sql/pglite';
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
