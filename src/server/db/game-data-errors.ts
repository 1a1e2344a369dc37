// Game data that cannot be used as it is: damaged files, a folder that cannot be written, a full
// disk, a file where the folder should be, data written by a newer version. Starting again will
// not help until someone acts, so the desktop app stops trying and shows this error's message,
// which is written for the player: what is wrong, that nothing was deleted, what to do. Neither
// PGlite ("Aborted(). Build with -sASSERTIONS for more info.", an Emscripten `ErrnoError` with
// only a number) nor Node ("EEXIST: file already exists, mkdir ...") says that in words.
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';

export type GameDataProblem = 'damaged' | 'not-writable' | 'no-space' | 'not-a-folder' | 'newer';

export class GameDataUnusableError extends Error {
  readonly code = 'game_data_unusable';
  constructor(
    readonly problem: GameDataProblem,
    /** The folder the player would move, free or fix. */
    readonly folder: string,
    /**
     * What the system said (the file that cannot be written, PGlite's error), for the logs and
     * whoever helps the player; the message keeps only what the player can act on.
     */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(playerMessage(problem, folder, detail), options);
    this.name = 'GameDataUnusableError';
  }
}

function playerMessage(problem: GameDataProblem, folder: string, detail: string): string {
  const kept = 'Nothing has been deleted.';
  switch (problem) {
    case 'damaged':
      return (
        `Copycat's game data in ${folder} is damaged and cannot be opened. ${kept} That folder ` +
        'holds your account and coins: keep it. To play again with a new account, quit ' +
        'Copycat, move or rename that folder, then start Copycat.'
      );
    case 'not-writable':
      return (
        `Copycat cannot write its game data in ${folder} (${detail} cannot be changed). ${kept} ` +
        'Make sure your user account may change that folder and the files in it, then start ' +
        'Copycat again.'
      );
    case 'no-space':
      return (
        `The disk that holds Copycat's game data (${folder}) is full. ${kept} Free some space ` +
        'on it, then start Copycat again.'
      );
    case 'not-a-folder':
      return (
        `Copycat keeps its game data in ${folder}, but that is not a folder: a file is in its ` +
        `place. ${kept} Move or rename that file, then start Copycat again.`
      );
    case 'newer':
      return (
        `Copycat's game data in ${folder} was saved by a newer version of Copycat. ${kept} ` +
        'Install the newest version of Copycat to keep playing with it: this one could ' +
        'misread it and lose coins.'
      );
  }
}

/** The database was last migrated by a newer version of the code. */
export class NewerDataError extends Error {
  readonly code = 'newer_data';
  constructor(newestApplied: number, newestKnown: number) {
    super(
      `The database was migrated by a newer version of Copycat (its last migration is from ` +
        `${new Date(newestApplied).toISOString()}, this version's from ` +
        `${new Date(newestKnown).toISOString()}): run the newest version.`,
    );
    this.name = 'NewerDataError';
  }
}

/** Node's error codes, and the WASI numbers PGlite's Emscripten file system reports them by. */
const PROBLEMS: Record<string, { problem: GameDataProblem; wasi: number }> = {
  EACCES: { problem: 'not-writable', wasi: 2 },
  EPERM: { problem: 'not-writable', wasi: 63 },
  EROFS: { problem: 'not-writable', wasi: 69 },
  ENOSPC: { problem: 'no-space', wasi: 51 },
  EDQUOT: { problem: 'no-space', wasi: 19 },
  ENOTDIR: { problem: 'not-a-folder', wasi: 54 },
};

/**
 * The problem with the game data a start ran into, in words: a file-system error of the kinds
 * above, or newer data. Undefined for anything else: it says nothing certain about the game data.
 * `EEXIST` from creating `folder` means a file stands in its place.
 */
export function gameDataProblem(error: unknown, folder: string): GameDataUnusableError | undefined {
  if (error instanceof GameDataUnusableError) return error;
  if (error instanceof NewerDataError)
    return new GameDataUnusableError('newer', folder, error.message, { cause: error });
  const { code, errno, name, syscall, path } = (error ?? {}) as {
    code?: unknown;
    errno?: unknown;
    name?: unknown;
    syscall?: unknown;
    path?: unknown;
  };
  let found: [string, { problem: GameDataProblem }] | undefined;
  if (typeof code === 'string') {
    if (code === 'EEXIST' && syscall === 'mkdir' && path === folder)
      return new GameDataUnusableError('not-a-folder', folder, describeError(error), {
        cause: error,
      });
    found = Object.hasOwn(PROBLEMS, code) ? [code, PROBLEMS[code]!] : undefined;
  } else if (name === 'ErrnoError' && typeof errno === 'number') {
    found = Object.entries(PROBLEMS).find(([, known]) => known.wasi === errno);
  }
  if (!found) return undefined;
  // Node names the file it could not write; PGlite's file system does not.
  const detail = typeof path === 'string' ? path : folder;
  return new GameDataUnusableError(found[1].problem, folder, detail, { cause: error });
}

/**
 * Why PGlite could not open an existing folder. It says no more than "Aborted()" whether a file
 * is damaged or cannot be written, so a file this process may not write names the second.
 */
export function openingProblem(error: unknown, folder: string): GameDataUnusableError {
  const known = gameDataProblem(error, folder);
  if (known) return known;
  const locked = firstUnwritable(folder);
  if (locked) return new GameDataUnusableError('not-writable', folder, locked, { cause: error });
  return new GameDataUnusableError('damaged', folder, describeError(error), { cause: error });
}

function firstUnwritable(folder: string): string | undefined {
  try {
    accessSync(folder, constants.W_OK);
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      const path = join(folder, entry);
      try {
        accessSync(path, constants.W_OK);
      } catch {
        return path;
      }
    }
    return undefined;
  } catch {
    return folder;
  }
}

/** An error in a few words, whatever was thrown (PGlite throws plain objects too). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { name, errno } = error as { name?: unknown; errno?: unknown };
    if (typeof name === 'string') return typeof errno === 'number' ? `${name} ${errno}` : name;
  }
  return String(error);
}
