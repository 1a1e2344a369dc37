import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { openNewDataFolder, type InstantsMove } from './data-template';
import { gameDataProblem, openingProblem } from './game-data-errors';
import { openPglite } from './open-pglite';
import { takeEventLoopTurns } from './pglite-event-loop-turns';
import { keepStatementsPrepared } from './pglite-prepared-statements';
import * as schema from './schema';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** The data folder; PGlite keeps its files in `<dataDir>/pglite` (in memory when absent). */
  dataDir?: string;
  /** Connections in the `pg` pool. */
  poolSize?: number;
  /**
   * A tarball of a migrated data folder (see data-template.ts) that a new PGlite folder is
   * unpacked from instead of being initialised: the desktop app's fast first start.
   */
  dataTemplate?: string;
  /** The template's content was made at `from`: it reads as made at `to` (see InstantsMove). */
  moveTemplateInstants?: InstantsMove;
}

/**
 * Opens the database: a `pg` pool when a URL is given, else PGlite in the data folder, which
 * only one process may have open (DataFolderInUseError otherwise, before anything is touched).
 * A folder that cannot be used as it is (damaged, read-only, a full disk, a file in its place)
 * is refused with GameDataUnusableError, whose message says what to do; nothing is removed.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase(options.databaseUrl, options.poolSize);
  }
  if (!options.dataDir) return wrapPglite(await openPglite());
  const folder = join(options.dataDir, 'pglite');
  let lock: DataFolderLock;
  try {
    mkdirSync(folder, { recursive: true });
    lock = lockDataFolder(folder);
  } catch (error) {
    throw gameDataProblem(error, folder) ?? error;
  }
  try {
    const client =
      (await openNewDataFolder(folder, options.dataTemplate, options.moveTemplateInstants)) ??
      (await openPglite(folder).catch((error: unknown) => {
        throw openingProblem(error, folder);
      }));
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw gameDataProblem(error, folder) ?? error;
  }
}

/** Wraps an open PGlite instance (tests clone a migrated template into one). */
export function wrapPglite(client: PGlite, afterClose: () => void = () => undefined): Database {
  return {
    db: drizzlePglite(takeEventLoopTurns(keepStatementsPrepared(client)), { schema }),
    engine: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        afterClose();
      }
    },
  };
}
