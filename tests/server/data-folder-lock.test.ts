// One process per PGlite data folder, with real processes on a real folder: a live server's
// folder refuses a second server and `ledger:check` (non-zero exit, a clear message, nothing
// touched); after a SIGKILL the lock does not stay behind, and a restart finds every write the
// killed server acknowledged.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataFolderInUseError,
  LOCK_FILE_NAME,
  lockDataFolder,
} from '../../src/server/db/data-folder-lock';
import { collect, spawnTsx } from '../support/run-tsx';
import { trackChild } from '../support/child-processes';
import { tempFolders } from '../support/temp-folders';

const children: ChildProcess[] = [];
const newFolder = tempFolders('copycat-lock-');

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A process that runs until killed: a live owner whose pid is not this test's. */
function liveProcess(): ChildProcess {
  const child = trackChild(
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)'], { stdio: 'ignore' }),
    { group: false },
  );
  children.push(child);
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

function writeLock(folder: string, owner: object): void {
  writeFileSync(join(folder, LOCK_FILE_NAME), JSON.stringify(owner));
}

describe('the data-folder lock', () => {
  it('is held until released, and refuses a second taker meanwhile', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    lock.release();
    expect(readdirSync(folder)).toEqual([]);
    lockDataFolder(folder).release();
  });

  it('refuses a folder whose owner is another live process, naming it, and leaves its lock', () => {
    const folder = newFolder();
    const owner = liveProcess();
    const ownerLock = { pid: owner.pid, host: hostname(), processStart: null, token: 'live' };
    writeLock(folder, ownerLock);
    expect(() => lockDataFolder(folder)).toThrow(
      new RegExp(`in use by another Copycat process \\(process ${owner.pid}\\)`),
    );
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'))).toEqual(ownerLock);
  });

  it('takes over the lock of a process that died (a SIGKILL leaves the file behind)', async () => {
    const folder = newFolder();
    const dead = liveProcess();
    writeLock(folder, { pid: dead.pid, host: hostname(), processStart: null, token: 'dead' });
    dead.kill('SIGKILL');
    await exitOf(dead);
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose process id now belongs to another program',
    () => {
      const folder = newFolder();
      const other = liveProcess();
      writeLock(folder, { pid: other.pid, host: hostname(), processStart: '1', token: 'reused' });
      lockDataFolder(folder).release();
    },
  );

  it('takes over a lock without a process start (Windows, macOS) whose id now runs another program', () => {
    // After a shutdown nothing released the lock, and the id went to another program.
    const folder = newFolder();
    const other = liveProcess();
    const lock = { pid: other.pid, host: hostname(), processStart: null, token: 'before-reboot' };
    writeLock(folder, { ...lock, executable: 'copycat' });
    lockDataFolder(folder).release();
    // The same program under that id may be the owner: the lock holds.
    writeLock(folder, { ...lock, executable: basename(process.execPath).toLowerCase() });
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
  });

  it('takes over an unreadable lock once it is old, and keeps a lock of another machine', () => {
    const folder = newFolder();
    const path = join(folder, LOCK_FILE_NAME);
    writeFileSync(path, '{"pid": ');
    const old = new Date(Date.now() - 60_000);
    // An unreadable young file may be an owner half-way through writing it: not taken.
    expect(statSync(path).mtimeMs).toBeGreaterThan(old.getTime());
    utimesSync(path, old, old);
    lockDataFolder(folder).release();

    writeLock(folder, { pid: 1, host: 'elsewhere.example', processStart: null, token: 'x' });
    expect(() => lockDataFolder(folder)).toThrow(/process 1 on elsewhere\.example/);
  });
});

// --- real servers on one folder ------------------------------------------------------------

interface ServerChild {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null }>;
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', AI_BACKUP_ENABLED: 'false' };
}

async function startServerChild(dataDir: string): Promise<ServerChild> {
  const child = spawnTsx('src/server/cli.ts', serverEnv(dataDir));
  children.push(child);
  const exited = collect(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /Copycat server listening on (\S+)/.exec(output);
      if (line) resolve(line[1]!);
    });
    void exited.then((result) => reject(new Error(`server exited early: ${result.stderr}`)));
  });
  return { child, url, exited };
}

async function call(url: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The folder's files and the lock's owner: a refused process must add, remove or take over
 * nothing (file contents change under the live server's own writes, so they are not compared).
 */
function snapshot(folder: string): { files: string[]; lock: string } {
  return {
    files: readdirSync(folder, { recursive: true }).map(String).sort(),
    lock: readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'),
  };
}

describe('servers and ledger:check on one PGlite folder (real processes)', () => {
  it('refuses a second server and a live ledger:check, then loses nothing to a SIGKILL', async () => {
    const dataDir = newFolder();
    const first = await startServerChild(dataDir);

    // Acknowledged, charged writes: registrations and prompt round starts.
    const acknowledged: { token: string; roundId: string }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const registered = await call(`${first.url}/player`, {
        method: 'POST',
        body: JSON.stringify({
          email: `lock-${index}@example.com`,
          password: 'lock-test-password',
        }),
      });
      expect(registered.status).toBe(201);
      const token = String(registered.body.access_token);
      const round = await call(`${first.url}/rounds/prompt`, { method: 'POST', token });
      expect(round.status, JSON.stringify(round.body)).toBe(200);
      acknowledged.push({ token, roundId: String(round.body.round_id) });
    }

    const before = snapshot(join(dataDir, 'pglite'));
    const second = collect(spawnTsx('src/server/cli.ts', serverEnv(dataDir)));
    const audit = collect(spawnTsx('src/server/cli/ledger-check.ts', { DATA_DIR: dataDir }));
    for (const refused of await Promise.all([second, audit])) {
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toMatch(
        new RegExp(
          `data folder .* is in use by another Copycat process \\(process ${first.child.pid}\\)`,
        ),
      );
    }
    expect(snapshot(join(dataDir, 'pglite'))).toEqual(before);

    first.child.kill('SIGKILL');
    await first.exited;
    const restarted = await startServerChild(dataDir);
    for (const { token, roundId } of acknowledged) {
      const current = await call(`${restarted.url}/player/current-round`, { token });
      expect(current.body.round_id).toBe(roundId);
      const balance = await call(`${restarted.url}/player/balance`, { token });
      expect(balance.body.balance).toBe(5000 - 100);
    }

    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    expect(readdirSync(join(dataDir, 'pglite'))).not.toContain(LOCK_FILE_NAME);
    const clean = await collect(spawnTsx('src/server/cli/ledger-check.ts', { DATA_DIR: dataDir }));
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Ledger is clean.');
  });
});
