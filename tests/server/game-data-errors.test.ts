// Start errors told to the player in words. PGlite's file system throws Emscripten `ErrnoError`
// objects that carry only a number (a full disk showed as "[object Object]"), Node errors carry
// a code; a full disk cannot be made in a test without privileges, so its error is built here.
import { describe, expect, it } from 'vitest';
import { gameDataProblem } from '../../src/server/db/game-data-errors';

const FOLDER = '/home/player/.config/Copycat/server-data/pglite';

function nodeError(code: string, syscall: string, path: string) {
  return Object.assign(new Error(`${code}: failed, ${syscall} '${path}'`), { code, syscall, path });
}

describe('game data problems', () => {
  it.each([
    ['PGlite on a full disk', { name: 'ErrnoError', errno: 51 }, 'no-space', /disk .* is full/],
    [
      'PGlite on a read-only file',
      { name: 'ErrnoError', errno: 2 },
      'not-writable',
      /cannot write/,
    ],
    ['Node on a full disk', nodeError('ENOSPC', 'write', `${FOLDER}/x`), 'no-space', /is full/],
    [
      'Node refused',
      nodeError('EACCES', 'open', `${FOLDER}/copycat.lock`),
      'not-writable',
      /copycat\.lock/,
    ],
    [
      'a file in place of the folder',
      nodeError('EEXIST', 'mkdir', FOLDER),
      'not-a-folder',
      /not a folder/,
    ],
  ])('tells %s in words', (_what, error, problem, message) => {
    const found = gameDataProblem(error, FOLDER);
    expect(found?.problem).toBe(problem);
    expect(found?.message).toMatch(message);
    expect(found?.message).toContain(FOLDER);
    expect(found?.message).toMatch(/Nothing has been deleted/);
    expect(found?.message).not.toMatch(/object Object|ErrnoError|EEXIST/);
  });

  it('leaves errors that say nothing certain about the game data to the caller', () => {
    expect(gameDataProblem(new Error('Aborted()'), FOLDER)).toBeUndefined();
    expect(gameDataProblem(nodeError('EEXIST', 'mkdir', '/elsewhere'), FOLDER)).toBeUndefined();
    expect(gameDataProblem({ name: 'ErrnoError', errno: 44 }, FOLDER)).toBeUndefined();
  });
});
