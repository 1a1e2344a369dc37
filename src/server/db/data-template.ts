// A new PGlite data folder starts from a template: a tarball of a folder on which PostgreSQL's
// initdb and every migration already ran. initdb alone takes about 2 s in WebAssembly, most of a
// fresh install's first start (issue #20), so the desktop build makes the template once
// (create-data-template.ts, run by the build) and the embedded server unpacks it into an empty folder
// with Node's own file calls (tar-extract.ts): 0.05-0.15 s where creating a file is cheap, most of
// a first start where it is not (BENCHMARKS.md, "The desktop app", item 17). The migrations still
// run after opening, so a template older than the code is only slower, never wrong.
import type { PGlite } from '@electric-sql/pglite';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LOCK_FILE_NAME } from './data-folder-lock';
import { openPglite } from './open-pglite';
import { shiftInstants } from './shift-instants';
import { extractTarball } from './tar-extract';

/** A template's content made at `from` reads as made at `to` in the new folder. */
export interface InstantsMove {
  from: Date;
  to: Date;
}

/** True while PostgreSQL has never initialised the folder (it writes PG_VERSION first). */
export function isNewDataFolder(folder: string): boolean {
  return !existsSync(join(folder, 'PG_VERSION'));
}

/**
 * Lies in a folder while it is being made. A first start killed in the middle (the app closed,
 * a crash, a power cut) would otherwise leave a folder with PG_VERSION written but files
 * missing, not new any more and refused as damaged at every start after (the template writes
 * PG_VERSION among its last files, initdb among its first). No account can be in such a folder:
 * the server answers nobody before it is made. So the next start clears and makes it again.
 */
export const UNFINISHED_FILE_NAME = 'copycat.unfinished';

/**
 * Makes and opens the folder if it is new (from the template when there is one, its instants
 * moved when `moveInstants` says so) or was left half made; undefined when it holds a database
 * already.
 */
export async function openNewDataFolder(
  folder: string,
  templatePath: string | undefined,
  moveInstants?: InstantsMove,
): Promise<PGlite | undefined> {
  const marker = join(folder, UNFINISHED_FILE_NAME);
  if (existsSync(marker)) clearFolder(folder);
  else if (!isNewDataFolder(folder)) return undefined;
  else {
    writeFileSync(marker, '');
    syncFolder(folder);
  }
  const client =
    (templatePath ? await openFromTemplate(folder, templatePath, moveInstants) : undefined) ??
    (await openPglite(folder));
  // On disk before the server answers anyone: a marker that came back after a power cut would
  // clear a folder holding an account.
  rmSync(marker);
  syncFolder(folder);
  return client;
}

/** Makes the folder's entries (created, removed) durable where the system allows it. */
function syncFolder(folder: string): void {
  let handle: number | undefined;
  try {
    handle = openSync(folder, 'r');
    fsyncSync(handle);
  } catch {
    // Windows does not open folders: NTFS journals their entries anyway.
  } finally {
    if (handle !== undefined) closeSync(handle);
  }
}

/**
 * Opens a new data folder from the template. A template that cannot be read or unpacked is no
 * reason to fail a start: what it left in the folder is removed (the lock stays) and undefined
 * tells the caller to initialise the folder the slow way.
 */
export async function openFromTemplate(
  folder: string,
  templatePath: string,
  moveInstants?: InstantsMove,
): Promise<PGlite | undefined> {
  let client: PGlite | undefined;
  try {
    // Node's own gunzip takes a tenth of the time PGlite's takes in JavaScript.
    const packed = readFileSync(templatePath);
    const tarball = packed[0] === 0x1f && packed[1] === 0x8b ? gunzipSync(packed) : packed;
    extractTarball(tarball, folder);
    client = await openPglite(folder);
    // Before the unfinished-folder marker goes: a folder is never left with its instants unmoved.
    if (moveInstants)
      await shiftInstants(client, moveInstants.to.getTime() - moveInstants.from.getTime());
    return client;
  } catch (error) {
    await client?.close().catch(() => undefined);
    console.warn(
      `The database template ${templatePath} could not be used (${error instanceof Error ? error.message : String(error)}): initialising the data folder instead.`,
    );
    clearFolder(folder);
    return undefined;
  }
}

/** Everything but the data-folder lock and the unfinished-folder marker. */
function clearFolder(folder: string): void {
  for (const entry of readdirSync(folder)) {
    if (!entry.startsWith(LOCK_FILE_NAME) && entry !== UNFINISHED_FILE_NAME)
      rmSync(join(folder, entry), { recursive: true });
  }
}
