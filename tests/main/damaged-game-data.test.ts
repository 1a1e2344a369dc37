// What a player meets when the game data on their machine cannot be used: the built embedded
// server (out/main/embedded-server.js) in its own process under the real supervisor, on a real
// PGlite folder that holds an account, damaged in the ways a machine damages it. Each case ends
// `unavailable` after one attempt (no restart loop), with a message in words that names the
// folder and what to do, and the folder is left exactly as it was: it holds the player's coins.
import { PGlite } from '@electric-sql/pglite';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmbeddedServerUnavailableError,
  type EmbeddedServerStatus,
} from '../../src/main/core/embedded-server/supervisor';
import { exitOf, superviseServerProcess } from '../support/main/supervised-server';
import { newAccount } from '../support/main/real-server';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
const newRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'copycat-damaged-data-'));
  roots.push(root);
  return root;
};

/** The embedded server as the app starts it (with the build's data template). */
function supervise(dataDir: string) {
  const statuses: EmbeddedServerStatus[] = [];
  const details: (string | undefined)[] = [];
  const { server, processes } = superviseServerProcess(
    dataDir,
    (status, detail) => {
      statuses.push(status);
      details.push(detail);
    },
    {},
  );
  return { server, statuses, details, processes };
}

/**
 * The files of the PGlite folder: none may go (a start that wipes or moves the folder loses the
 * player's coins). Their content may change: PostgreSQL, trying to start, writes its control
 * file. Not the files it and the app write or remove at every start (postmaster.pid, the
 * pg_internal.init cache, the lock).
 */
function filesOf(root: string): string[] {
  const folder = join(root, 'pglite');
  if (!statSync(folder).isDirectory()) return [readFileSync(folder, 'utf8')];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/(^|\/)(postmaster\.pid|pg_internal\.init|copycat\.lock.*)$/.test(name))
    .sort();
}

/** A data folder in which one player registered, made once by the real server. */
let withAccount: string;
/** Its player accounts (the newcomer's, and any backup players'). */
let players: number;
beforeAll(async () => {
  withAccount = newRoot();
  const { server } = supervise(withAccount);
  try {
    const url = await server.url();
    const registered = await fetch(`${url}/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount('damaged')),
    });
    expect(registered.status).toBe(201);
  } finally {
    await server.stop();
  }
  players = await playerAccounts(withAccount);
  expect(players).toBeGreaterThan(0);
});

async function playerAccounts(root: string): Promise<number> {
  const client = await PGlite.create(join(root, 'pglite'));
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from accounts where kind = 'player'`,
    );
    return rows[0]!.count;
  } finally {
    await client.close();
  }
}

/** A copy of the folder with an account, damaged by `damage`. */
function damagedCopy(damage: (pglite: string, root: string) => void): string {
  const root = newRoot();
  cpSync(withAccount, root, { recursive: true });
  damage(join(root, 'pglite'), root);
  return root;
}

/**
 * Starts the server on `root`: it must be refused at once with a message matching `expected`,
 * never started a second time, and no file of the folder gone (`opened`: the database opened, its
 * accounts must all be there).
 */
async function expectRefused(root: string, expected: RegExp, opened = false): Promise<string> {
  const before = filesOf(root);
  const { server, statuses, details, processes } = supervise(root);
  try {
    const error = await server.url().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(EmbeddedServerUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(expected);
    expect(statuses).toEqual(['starting', 'unavailable']);
    expect(details.at(-1)).toBe(message);
    // Asked again (the window's next call): refused without a new process.
    await expect(server.url()).rejects.toBeInstanceOf(EmbeddedServerUnavailableError);
    expect(processes).toHaveLength(1);
    await exitOf(processes[0]!);
    if (opened) expect(await playerAccounts(root)).toBe(players);
    else expect(filesOf(root)).toEqual(before);
    return message;
  } finally {
    await server.stop();
  }
}

describe('game data that cannot be used', () => {
  it.each([
    [
      'a truncated control file',
      (pglite: string) => truncateSync(join(pglite, 'global/pg_control')),
    ],
    [
      'a log file overwritten with zeros',
      (pglite: string) =>
        writeFileSync(join(pglite, 'pg_wal/000000010000000000000001'), Buffer.alloc(8192)),
    ],
    [
      'a missing database folder',
      (pglite: string) => rmSync(join(pglite, 'base'), { recursive: true }),
    ],
  ])('is refused, kept, and explained when damaged (%s)', async (_what, damage) => {
    const root = damagedCopy(damage);
    const message = await expectRefused(root, /damaged/);
    // Names the folder, says nothing was deleted and how to start over.
    expect(message).toContain(root);
    expect(message).toMatch(/nothing has been deleted/i);
    expect(message).not.toMatch(/Aborted\(\)|-sASSERTIONS|\[object Object\]/);
  });

  it('is refused, kept, and explained when a file stands where the folder should be', async () => {
    const root = newRoot();
    writeFileSync(join(root, 'pglite'), 'not a folder');
    const message = await expectRefused(root, /not a folder/);
    expect(message).toContain(join(root, 'pglite'));
    expect(message).not.toMatch(/EEXIST/);
  });

  it('is refused, kept, and explained when written by a newer version of the app', async () => {
    const root = damagedCopy(() => undefined);
    // What a newer app leaves: a migration this one does not know, applied after its last one.
    const client = await PGlite.create(join(root, 'pglite'));
    await client.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', $1)`,
      [Date.now() + 365 * 86_400_000],
    );
    await client.close();
    const message = await expectRefused(root, /newer version of Copycat/, true);
    expect(message).toMatch(/install/i);
  });

  const root = process.getuid?.() === 0;
  it.skipIf(root || process.platform === 'win32')(
    'is refused, kept, and explained when the folder cannot be written',
    async () => {
      const dataDir = damagedCopy((pglite) => chmodSync(pglite, 0o500));
      try {
        const message = await expectRefused(dataDir, /cannot write/);
        expect(message).toContain(dataDir);
      } finally {
        chmodSync(join(dataDir, 'pglite'), 0o700);
      }
    },
  );
  if (root)
    console.log(
      'Running as root, where a read-only folder can still be written: skipping the test of a ' +
        'data folder that cannot be written.',
    );
});
