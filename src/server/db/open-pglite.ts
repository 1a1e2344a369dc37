// How the server starts PGlite, in every place it does: a data folder, a new folder unpacked
// from the template, an in-memory database, the template itself.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's buffer cache inside PGlite. PGlite keeps PostgreSQL's 128 MB, which its start
 * sets up in the WebAssembly memory at every start, a first start's as a restart's: 32 MB
 * opened the template 80 ms sooner (median of 8 each, 643 against 724 ms on a 2-core machine;
 * 16 MB 603 ms), and the process keeps less memory. 32 MB is 4,096 pages: the shipped template
 * holds 23 MB of tables and indexes, most of them catalogs and prompts read once, and one player
 * adds a few kilobytes a round. PostgreSQL servers keep their own setting.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite started on `dataDir` (in memory when absent) with the server's settings. */
export function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    dataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}
