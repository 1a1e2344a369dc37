// The desktop app's session and settings survive a crash of the app: a child process writes the
// app's store (electron-store, as the app opens it) in a loop through the real settings and
// session modules and is SIGKILLed at random moments, ten times. After every kill the store
// opens without resetting (clearInvalidConfig off: a torn file would throw), holds at least the
// last iteration the child reported, with the tokens intact; finally the desktop core restores
// the session from it and a real server accepts its token.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Random } from '../../scripts/fuzz/common/random';
import { createAppCore } from '../../src/main/core/create-app-core';
import type { KeyValueStore } from '../../src/main/core/ports';
import { createSessionStorage } from '../../src/main/core/session/session-storage';
import { newAccount, startRealServer } from '../support/main/real-server';
import { spawnTsx } from '../support/run-tsx';

const paths = vi.hoisted(() => ({ userData: '' }));
vi.mock('electron', async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join: joinPath } = await import('node:path');
  const { createFakeElectron } = await import('../support/main/fake-electron');
  paths.userData = mkdtempSync(joinPath(tmpdir(), 'copycat-store-crash-'));
  return createFakeElectron({ appPath: process.cwd(), userData: paths.userData }).electron;
});

const KILLS = 10;
const EXPIRES_BASE = 4_000_000_000_000;
const SEED = 20261121;
const silent = { info: () => undefined, warn: () => undefined };
let server: Awaited<ReturnType<typeof startRealServer>>;
let account: ReturnType<typeof newAccount>;
let tokens: { access_token: string; refresh_token: string; player_id: string; username: string };

beforeAll(async () => {
  await import('electron');
  server = await startRealServer();
  account = newAccount('crash');
  const response = await fetch(`${server.url}/player`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  tokens = (await response.json()) as typeof tokens;
});
afterAll(async () => {
  await server?.stop();
});

/** A fresh electron-store on the same file, as the app opens it after a restart, but strict. */
async function reopenStore(): Promise<KeyValueStore> {
  const { default: Store } = await import('electron-store');
  const store = new Store<Record<string, unknown>>({ clearInvalidConfig: false });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}

/** Runs the writer until it has reported at least one iteration and `delayMs` more, then SIGKILLs it. */
async function writeThenKill(delayMs: number): Promise<number> {
  const child = spawnTsx('tests/security/support/session-writer-entry.ts', {
    USER_DATA: paths.userData,
    SERVER_URL: '',
    USERNAME: tokens.username,
    PLAYER_ID: tokens.player_id,
    ACCESS_TOKEN: tokens.access_token,
    REFRESH_TOKEN: tokens.refresh_token,
    EXPIRES_BASE: String(EXPIRES_BASE),
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/\d+\n/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before writing`)));
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  await exited;
  const reported = output.trim().split('\n').map(Number).filter(Number.isFinite);
  return reported.at(-1) ?? 0;
}

describe('desktop store under SIGKILL', () => {
  it(`keeps a readable store with the session and settings through ${KILLS} kills mid-write`, async () => {
    const random = new Random(SEED);
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const lastReported = await writeThenKill(random.int(5, 400));
      expect(lastReported, `kill ${kill}`).toBeGreaterThan(0);

      // The file itself is whole JSON, and a strict store opens it.
      expect(
        () => JSON.parse(readFileSync(join(paths.userData, 'config.json'), 'utf8')),
        `kill ${kill}`,
      ).not.toThrow();
      const store = await reopenStore();
      const session = await createSessionStorage({ store, logger: silent }).load();
      expect(session, `kill ${kill}`).toMatchObject({
        username: tokens.username,
        playerId: tokens.player_id,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
      });
      expect(session!.expiresAt - EXPIRES_BASE, `kill ${kill}`).toBeGreaterThanOrEqual(
        lastReported,
      );
      const window = store.get('windowState') as { bounds: { x: number } };
      expect(window.bounds.x, `kill ${kill}`).toBeGreaterThanOrEqual(lastReported);
      expect(store.get('settings')).toEqual({
        serverUrl: '',
        notificationsEnabled: expect.any(Boolean),
      });
    }
  });

  it('restores the signed-in session after the crashes, and the server accepts it', async () => {
    const core = createAppCore({
      store: await reopenStore(),
      emit: () => undefined,
      resolveServerUrl: async () => server.url,
      logger: silent,
      timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    });
    await core.start();
    expect(await core.invoke('session:get', undefined)).toEqual({
      ok: true,
      data: { username: tokens.username, playerId: tokens.player_id },
    });
    expect(await core.invoke('player:balance', undefined)).toMatchObject({
      ok: true,
      data: { email: account.email },
    });
    await core.stop();
  });
});
