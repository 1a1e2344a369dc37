// The template's tarball unpacked by Node (src/server/db/tar-extract.ts): what PGlite's own
// dump holds comes out byte for byte; anything else is refused before a file leaves the folder.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsFolder } from '../../src/server/db';
import { createDataTemplate } from '../../src/server/db/create-data-template';
import { extractTarball, UnsupportedTarballError } from '../../src/server/db/tar-extract';
import { tempFolders } from '../support/temp-folders';

const newFolder = tempFolders('copycat-tar-test-');

/** One ustar header block: name, octal size and type are all the reader looks at. */
function header(name: string, size: number, type: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 'utf8');
  block.write(size.toString(8).padStart(11, '0'), 124, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar', 257, 'ascii');
  return block;
}

function fileEntry(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const padding = Buffer.alloc((512 - (data.length % 512)) % 512);
  return Buffer.concat([header(name, data.length, '0'), data, padding]);
}

const END = Buffer.alloc(1024);

/** The entries of a tarball as `tar` lists them: type, path and size. */
function listEntries(tarball: Buffer): { type: string; path: string; size: number }[] {
  const entries = [];
  for (let offset = 0; offset + 512 <= tarball.length && tarball[offset] !== 0;) {
    const text = (start: number, length: number) =>
      tarball.toString('utf8', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    entries.push({ type: text(156, 1) || '0', path: text(0, 100).replace(/^\//, ''), size });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

describe("unpacking the template's tarball", () => {
  let tarball: Buffer;

  beforeAll(async () => {
    tarball = await createDataTemplate(defaultMigrationsFolder(), 'none');
  });

  it('writes every directory and file of a PGlite dump, private to the user', () => {
    const folder = newFolder();
    extractTarball(tarball, folder);
    const entries = listEntries(tarball);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      const path = join(folder, entry.path);
      const stat = statSync(path);
      if (entry.type === '5') expect(stat.isDirectory()).toBe(true);
      else expect(stat.size).toBe(entry.size);
      expect(stat.mode & 0o077).toBe(0);
    }
    expect(readFileSync(join(folder, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  });

  it('writes a file whose folder has no entry of its own', () => {
    const folder = newFolder();
    extractTarball(Buffer.concat([fileEntry('a/b/c.txt', 'hello'), END]), folder);
    expect(readFileSync(join(folder, 'a/b/c.txt'), 'utf8')).toBe('hello');
  });

  it.each([
    ['a link', Buffer.concat([header('link', 0, '2'), END])],
    ['a path that leaves the folder', Buffer.concat([fileEntry('../outside.txt', 'x'), END])],
    ['a truncated file', fileEntry('cut.txt', 'x'.repeat(600)).subarray(0, 700)],
    ['a non-octal size', Buffer.concat([header('odd', 0, '0').fill('z', 124, 135), END])],
  ])('refuses %s', (_kind, spoiled) => {
    const folder = newFolder();
    expect(() => extractTarball(spoiled, folder)).toThrow(UnsupportedTarballError);
    expect(existsSync(join(folder, '..', 'outside.txt'))).toBe(false);
  });
});
