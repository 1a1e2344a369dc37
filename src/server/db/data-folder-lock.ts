// One process per PGlite data folder. PGlite keeps the whole database in its process's memory
// and writes it back to the folder: a second process that opens the same folder (a second
// server, a second app, `ledger:check`) works on its own copy, and whichever writes last
// silently undoes the other's acknowledged writes. So opening a folder takes this lock first.
//
// The lock is a file naming its owner (PostgreSQL's postmaster.pid works the same way). It is
// created exclusively, so only one process can hold it; a lock whose owner is gone (a crash, a
// SIGKILL) is stale and taken over at the next open, so it never stays behind.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';

export const LOCK_FILE_NAME = 'copycat.lock';
/** Held for the few microseconds of a take-over, so two openers never both replace a stale lock. */
const TAKEOVER_FILE_NAME = 'copycat.lock.takeover';
/** A take-over marker older than this was left by a process that died in those microseconds. */
const TAKEOVER_STALE_MS = 5_000;
const BUSY_RETRIES = 50;

interface LockOwner {
  pid: number;
  host: string;
  /** Tells a reused process id from the owner where the OS says (Linux); null elsewhere. */
  processStart: string | null;
  /**
   * The owner's program (file name, lower case), which tells a reused process id where the start
   * time cannot: Windows reuses ids at once, and a lock left by a shutdown (no quit event is sent
   * then) would otherwise name whatever runs under that id after the reboot, for good. Null in
   * locks written before it was recorded.
   */
  executable: string | null;
  token: string;
}

export class DataFolderInUseError extends Error {
  readonly code = 'data_folder_in_use';
  constructor(
    readonly folder: string,
    readonly owner: { pid: number; host: string },
  ) {
    super(
      `The data folder ${folder} is in use by another Copycat process (process ${owner.pid}` +
        `${owner.host === hostname() ? '' : ` on ${owner.host}`}). Only one process may open it ` +
        'at a time: stop that server or quit that app first. To audit a live database, stop it, ' +
        `then run \`npm run ledger:check\`. If no such process exists, delete ${join(folder, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  release(): void;
}

/** Takes the folder's lock or throws DataFolderInUseError; the folder must exist. */
export function lockDataFolder(folder: string): DataFolderLock {
  const path = join(folder, LOCK_FILE_NAME);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    executable: programName(process.execPath),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < BUSY_RETRIES; attempt += 1) {
    if (createExclusively(path, me)) return { release: () => releaseIfOwned(path, me.token) };
    const owner = readOwner(path);
    if (owner === 'missing') continue;
    if (owner !== 'unreadable' && isAlive(owner)) throw new DataFolderInUseError(folder, owner);
    // Stale (or a half-written file from an owner that died while writing it): replace it.
    if (takeOver(folder, path, owner === 'unreadable' ? null : owner.token, me))
      return { release: () => releaseIfOwned(path, me.token) };
  }
  throw new Error(`Could not take the lock of the data folder ${folder}: it keeps changing hands.`);
}

function createExclusively(path: string, owner: LockOwner): boolean {
  try {
    writeFileSync(path, JSON.stringify(owner), { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(path: string): LockOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return 'unreadable';
    return {
      pid: parsed.pid,
      host: parsed.host,
      processStart: parsed.processStart ?? null,
      executable: typeof parsed.executable === 'string' ? parsed.executable : null,
      token: String(parsed.token),
    };
  } catch {
    // Another opener may be between creating the file and writing it: look again shortly.
    return isYoung(path) ? 'missing' : 'unreadable';
  }
}

/**
 * Replaces the stale lock `staleToken` (null: an unreadable one) under the take-over marker:
 * whoever holds the marker checks again that the lock is still the stale one before removing it.
 */
function takeOver(folder: string, path: string, staleToken: string | null, me: LockOwner): boolean {
  const marker = join(folder, TAKEOVER_FILE_NAME);
  if (!createExclusively(marker, me)) {
    if (!isYoung(marker)) rmSync(marker, { force: true });
    return false;
  }
  try {
    const current = readOwner(path);
    const stillStale =
      current === 'missing' ||
      (current === 'unreadable' ? staleToken === null : current.token === staleToken);
    if (!stillStale) return false;
    rmSync(path, { force: true });
    return createExclusively(path, me);
  } finally {
    rmSync(marker, { force: true });
  }
}

function releaseIfOwned(path: string, token: string): void {
  const owner = readOwner(path);
  if (typeof owner === 'object' && owner.token === token) rmSync(path, { force: true });
}

/** Whether the lock's owner still runs. A lock from another machine cannot be checked: it holds. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return owner.processStart === processStartOf(process.pid);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const start = processStartOf(owner.pid);
  if (start !== null && owner.processStart !== null) return start === owner.processStart;
  const running = owner.executable === null ? null : executableOf(owner.pid);
  // Unknown either way: the lock holds, as losing writes is worse than asking to delete a file.
  return running === null || running === owner.executable;
}

/** The program a process runs, as `programName` writes it, or null when the OS does not say. */
function executableOf(pid: number): string | null {
  try {
    if (process.platform === 'linux') return programName(readlinkSync(`/proc/${pid}/exe`));
    const listing =
      process.platform === 'win32'
        ? spawnSync('tasklist', ['/FI', `PID eq ${pid}`, '/FO', 'CSV', '/NH'], LISTING_OPTIONS)
        : spawnSync('ps', ['-p', String(pid), '-o', 'comm='], LISTING_OPTIONS);
    if (listing.status !== 0 || typeof listing.stdout !== 'string') return null;
    // tasklist: "Copycat.exe","1234",...; ps: the program's path.
    const line = listing.stdout.trim().split(/\r?\n/)[0] ?? '';
    const name = process.platform === 'win32' ? /^"([^"]+)","\d+"/.exec(line)?.[1] : line;
    return name ? programName(name) : null;
  } catch {
    return null;
  }
}

const LISTING_OPTIONS = { encoding: 'utf8', timeout: 5_000, windowsHide: true } as const;

/** A program's file name, lower case, without `.exe` or Linux's mark of a replaced file. */
function programName(path: string): string {
  return basename(path.replace(/ \(deleted\)$/, ''))
    .toLowerCase()
    .replace(/\.exe$/, '');
}

/** The process's start time in clock ticks since boot (Linux), so a reused pid is told apart. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isYoung(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < TAKEOVER_STALE_MS;
  } catch {
    return false;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
