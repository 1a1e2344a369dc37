// The BUILT main bundle (out/main/index.js, from `npx electron-vite build`) loaded by Node with
// the stand-in `electron` module in the require cache: it registers every handler, creates the
// tray and the window, starts the embedded game server, and a registration then a login sent
// through the bridged IPC reach that server. Quitting stops the server.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STARTER_TEMPLATE_FILE_NAME } from '../../src/main/core/embedded-server/messages';
import { IPC_CHANNEL_NAMES } from '../../src/shared/ipc';
import { CONTENT_SECURITY_POLICY } from '../../src/main/electron/web-security';
import {
  createFakeElectron,
  installInRequireCache,
  type FakeElectron,
} from '../support/main/fake-electron';
import { netFetchCalls } from '../support/main/fake-electron-net';
import { startedUtilityProcesses } from '../support/main/fake-utility-process';
import { newAccount } from '../support/main/real-server';
import { exitOf } from '../support/main/supervised-server';
import { scaledMs } from '../support/slowness';

const bundle = resolve('out/main/index.js');
const userRoot = mkdtempSync(join(tmpdir(), 'copycat-built-'));
const userData = join(userRoot, 'Copycat');
let fake: FakeElectron;
let uninstall: () => void;
const serverOrigins = new Set<string>();
const testStartedAt = Date.now();

beforeAll(async () => {
  if (!existsSync(bundle))
    throw new Error('out/main/index.js is missing: run `npx electron-vite build` (npm test does).');
  delete process.env.COPYCAT_SERVER_URL;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // The app loads fetch early with a data: URL (loadFetchEarly): no server involved. Its
    // calls go through the stand-in's net.fetch, which sends them with this fetch.
    if (url.protocol !== 'data:') serverOrigins.add(url.origin);
    return realFetch(input, init);
  });
  fake = createFakeElectron({ appPath: process.cwd(), userData });
  uninstall = installInRequireCache(fake, bundle);
  createRequire(import.meta.url)(bundle);
  fake.markReady();
  await vi.waitFor(() => expect(fake.record.windows).toHaveLength(1));
});

afterAll(async () => {
  if (!fake.record.quit) fake.electron.app.quit();
  await vi.waitFor(() => expect(fake.record.quit).toBe(true), { timeout: scaledMs(20_000) });
  uninstall?.();
  delete createRequire(import.meta.url).cache[bundle];
  vi.unstubAllGlobals();
  rmSync(userRoot, { recursive: true, force: true });
});

const window = () => fake.record.windows[0]!;

describe('built main bundle with a stand-in electron', () => {
  it('registers every contract channel, a tray and a secure window', () => {
    expect([...fake.record.handlers.keys()].sort()).toEqual([...IPC_CHANNEL_NAMES].sort());
    expect(fake.record.trays).toHaveLength(1);
    expect(fake.record.trays[0]!.item('Quit Copycat')).toBeDefined();
    expect(window().options.webPreferences).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    });
    expect(window().loadedUrl).toBe('app://copycat/index.html');
    expect(fake.record.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
        whenReady: false,
      },
    ]);
    expect(existsSync(String(window().options.webPreferences?.preload))).toBe(true);
    expect(fake.record.headerHooks).toHaveLength(1);
  });

  it('serves the built renderer from app://copycat/ with the CSP, and nothing else', async () => {
    const serve = fake.record.protocolHandlers.get('app')!;
    const page = await serve(new Request('app://copycat/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="\.\/([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^assets\/.+\.js$/);
    const code = await serve(new Request(`app://copycat/${script}`));
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const outside of [
      'app://copycat/%2e%2e/main/index.js',
      'app://copycat/..%2fpreload%2findex.js',
      'app://copycat/assets/%2e%2e/%2e%2e/main/index.js',
      'app://elsewhere/index.html',
      'app://copycat/',
      'app://copycat/no-such-file.js',
    ]) {
      expect((await serve(new Request(outside))).status, outside).toBe(404);
    }
  });

  it('starts the embedded server in a process of its own, its data in the user-data folder', async () => {
    const health = await fake.invokeFrom(window(), 'health');
    expect(health).toMatchObject({ ok: true, data: { status: 'ok', engine: 'pglite' } });
    expect(startedUtilityProcesses).toHaveLength(1);
    expect(startedUtilityProcesses[0]!.pid).not.toBe(process.pid);
    expect(fake.pushed(window(), 'server:status')).toEqual([
      { status: 'starting' },
      { status: 'ready' },
    ]);
    expect(readdirSync(join(userData, 'server-data')).length).toBeGreaterThan(0);
    expect([...serverOrigins]).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]);
    // Reached through Electron's net.fetch (Chromium's network stack), the loopback included.
    expect(new Set(netFetchCalls.map((call) => new URL(call.url).origin))).toEqual(serverOrigins);
    // The API pages are a hosted server's: the app's own server does not load them.
    const [origin] = serverOrigins;
    for (const page of ['/docs', '/openapi.json'])
      expect((await fetch(`${origin}${page}`)).status, page).toBe(404);
  });

  it('registers, logs out and logs in through the bridged IPC', async () => {
    const account = newAccount('bundle');
    const registered = await fake.invokeFrom(window(), 'session:register', account);
    expect(registered).toMatchObject({
      ok: true,
      data: { username: expect.any(String), balance: expect.any(Number) },
    });
    expect(await fake.invokeFrom(window(), 'session:logout')).toEqual({ ok: true, data: null });
    expect(fake.pushed(window(), 'session:ended')).toEqual([{ reason: 'logout' }]);

    const login = await fake.invokeFrom(window(), 'session:login', account);
    expect(login).toMatchObject({
      ok: true,
      data: { username: (registered as { data: { username: string } }).data.username },
    });
    expect(await fake.invokeFrom(window(), 'session:get')).toEqual(login);
    const balance = await fake.invokeFrom(window(), 'player:balance');
    expect(balance).toMatchObject({ ok: true, data: { email: account.email } });
    await vi.waitFor(() =>
      expect(fake.record.trays[0]!.item(/^Balance:/)?.label).toMatch(/^Balance: \d+ FC$/),
    );
  });

  it('stops the embedded server process cleanly when the app quits', async () => {
    const [origin] = [...serverOrigins];
    fake.electron.app.quit();
    await vi.waitFor(() => expect(fake.record.quit).toBe(true), { timeout: scaledMs(20_000) });
    expect(await exitOf(startedUtilityProcesses[0]!)).toBe(0);
    const { hostname, port } = new URL(origin!);
    const refused = await new Promise<boolean>((done) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => (socket.destroy(), done(false)));
      socket.once('error', () => done(true));
    });
    expect(refused).toBe(true);
  });

  it('unpacked the new data folder from the template the build ships (no initdb on first start), its starter content moved to the first start', async () => {
    const template = resolve('out/main', STARTER_TEMPLATE_FILE_NAME);
    expect(existsSync(template)).toBe(true);
    // initdb gives every cluster its own system identifier: the same one means the same origin.
    const systemIdentifier = async (client: PGlite) => {
      const { rows } = await client.query<{ id: string }>(
        'select system_identifier::text as id from pg_control_system()',
      );
      await client.close();
      return rows[0]!.id;
    };
    const shipped = await systemIdentifier(
      await PGlite.create({ loadDataDir: new Blob([new Uint8Array(readFileSync(template))]) }),
    );
    const folder = await PGlite.create(join(userData, 'server-data', 'pglite'));
    const { rows } = await folder.query<{ first: Date; last: Date; rounds: number }>(
      `select min(r.created_at) as first, max(r.created_at) as last, count(*)::int as rounds
       from rounds r join players p on p.id = r.player_id where p.is_bot`,
    );
    // The bots' six prompts and six copies, played at the build and read as played at this start.
    expect(rows[0]!.rounds).toBe(12);
    expect(rows[0]!.first.getTime()).toBeGreaterThan(testStartedAt - 60_000);
    expect(rows[0]!.last.getTime()).toBeLessThanOrEqual(Date.now());
    const unpacked = await systemIdentifier(folder);
    expect(unpacked).toBe(shipped);
  });
});
