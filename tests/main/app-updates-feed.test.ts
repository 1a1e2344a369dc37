// The app updating itself, end to end under the stand-in Electron: the BUILT main bundle, marked
// packaged, with an app-update.yml naming a local feed on 127.0.0.1, runs the real
// electron-updater (its AppImage updater, talking HTTP through the stand-in's `net`). An equal
// version is not offered; a download whose sha512 does not match the feed is refused and
// reported, and cannot be installed; a newer version is offered, downloaded, announced to the
// renderer and offered in the tray as "Restart to update".
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../src/shared/ipc';
import { RESTART_TO_UPDATE } from '../../src/main/electron/tray';
import {
  createFakeElectron,
  installInRequireCache,
  type FakeElectron,
} from '../support/main/fake-electron';
import { startUpdateFeed, type UpdateFeed } from '../support/updates/update-feed';
import { scaledMs } from '../support/slowness';

const bundle = resolve('out/main/index.js');
// electron-updater picks its updater by platform; the AppImage one runs anywhere Node does,
// the macOS and Windows ones need the OS's own installer machinery.
const linux = process.platform === 'linux';
if (!linux)
  console.warn('Not Linux: skipping the stand-in update feed test (it uses the AppImage updater)');

describe.skipIf(!linux)('updates from a local feed (built bundle, stand-in Electron)', () => {
  const root = mkdtempSync(join(tmpdir(), 'copycat-updates-'));
  const resources = join(root, 'resources');
  const cache = join(root, 'cache');
  let feed: UpdateFeed;
  let fake: FakeElectron;
  let uninstall: () => void;
  const saved = {
    resourcesPath: (process as { resourcesPath?: string }).resourcesPath,
    APPIMAGE: process.env.APPIMAGE,
    XDG_CACHE_HOME: process.env.XDG_CACHE_HOME,
  };

  beforeAll(async () => {
    if (!existsSync(bundle))
      throw new Error(
        'out/main/index.js is missing: run `npx electron-vite build` (npm test does).',
      );
    delete process.env.COPYCAT_SERVER_URL;
    feed = await startUpdateFeed();
    feed.publish('0.1.0'); // the version the app runs (package.json)
    writeFileSync(join(root, 'Copycat-0.1.0.AppImage'), 'the running AppImage');
    // What electron-builder writes beside app.asar when electron-builder.yml names a feed.
    mkdirSync(resources, { recursive: true });
    writeFileSync(
      join(resources, 'app-update.yml'),
      `provider: generic\nurl: ${feed.url}\nupdaterCacheDirName: copycat-updater\n`,
    );
    (process as { resourcesPath?: string }).resourcesPath = resources;
    process.env.APPIMAGE = join(root, 'Copycat-0.1.0.AppImage');
    process.env.XDG_CACHE_HOME = cache;

    fake = createFakeElectron({ appPath: process.cwd(), userData: join(root, 'Copycat') });
    fake.electron.app.isPackaged = true;
    uninstall = installInRequireCache(fake, bundle);
    createRequire(import.meta.url)(bundle);
    fake.markReady();
    await vi.waitFor(() => expect(fake.record.windows).toHaveLength(1));
  });

  afterAll(async () => {
    if (fake && !fake.record.quit) fake.electron.app.quit();
    if (fake)
      await vi.waitFor(() => expect(fake.record.quit).toBe(true), { timeout: scaledMs(20_000) });
    uninstall?.();
    delete createRequire(import.meta.url).cache[bundle];
    await feed?.close();
    (process as { resourcesPath?: string }).resourcesPath = saved.resourcesPath;
    for (const name of ['APPIMAGE', 'XDG_CACHE_HOME'] as const) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    rmSync(root, { recursive: true, force: true });
  });

  const window = () => fake.record.windows[0]!;
  const announced = () => fake.pushed(window(), 'update:status') as UpdateStatus[];
  const status = async () =>
    ((await fake.invokeFrom(window(), 'app:updateStatus')) as { data: UpdateStatus }).data;
  const checkNow = async () =>
    ((await fake.invokeFrom(window(), 'app:checkForUpdates')) as { data: UpdateStatus }).data;
  const restartItem = () => fake.record.trays[0]!.item(RESTART_TO_UPDATE);

  it('checks the feed at start and does not offer the version it runs', async () => {
    await vi.waitFor(() => expect(announced().at(-1)?.state).toBe('up-to-date'), {
      timeout: scaledMs(20_000),
    });
    expect(feed.requests).toContain('/latest-linux.yml');
    expect(feed.requests).not.toContain('/Copycat-0.1.0.AppImage');
    expect(await status()).toEqual({
      currentVersion: '0.1.0',
      state: 'up-to-date',
      newVersion: null,
      detail: null,
    });
    expect(restartItem()).toBeUndefined();
  });

  it('refuses a download whose sha512 does not match the feed, reports it, and will not install it', async () => {
    feed.publish('0.2.0', { tamper: true });
    await checkNow();
    await vi.waitFor(() => expect(announced().at(-1)?.state).toBe('failed'), {
      timeout: scaledMs(20_000),
    });
    expect(feed.requests).toContain('/Copycat-0.2.0.AppImage');
    expect(announced().map((entry) => entry.state)).toContain('downloading');
    expect(announced().at(-1)?.detail).toMatch(/checksum/);
    expect(announced().some((entry) => entry.state === 'ready')).toBe(false);
    expect(restartItem()).toBeUndefined();
    expect(await fake.invokeFrom(window(), 'app:installUpdate')).toMatchObject({ ok: false });
    // Nothing of the refused file is kept where the updater installs from (the updater deletes
    // its temporary file after reporting the error, so on a busy machine a moment later).
    const pending = join(cache, 'copycat-updater', 'pending');
    const kept = () => (existsSync(pending) ? readdirSync(pending) : []);
    await vi.waitFor(
      () => expect(kept().filter((name) => name.endsWith('.AppImage'))).toEqual([]),
      { timeout: scaledMs(10_000) },
    );
  });

  it('offers a newer version, downloads it, announces it and shows "Restart to update"', async () => {
    feed.publish('0.3.0');
    const answer = await checkNow();
    expect(['downloading', 'ready']).toContain(answer.state);
    await vi.waitFor(() => expect(announced().at(-1)?.state).toBe('ready'), {
      timeout: scaledMs(20_000),
    });
    expect(announced().at(-1)).toEqual({
      currentVersion: '0.1.0',
      state: 'ready',
      newVersion: '0.3.0',
      detail: null,
    });
    expect(readdirSync(join(cache, 'copycat-updater', 'pending'))).toContain(
      'Copycat-0.3.0.AppImage',
    );
    expect(restartItem()).toBeDefined();
  });
});
