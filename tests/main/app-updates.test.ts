// The update logic on its own (src/main/core/updates/app-updates.ts) with a scripted engine and
// fake timers: when it checks, what it tells the renderer and the tray, and that only a
// downloaded, verified update can be installed. The real electron-updater against a local feed
// is in app-updates-feed.test.ts; the development and no-feed cases of the Electron adapter are
// here too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppUpdater } from 'electron-updater';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTimers, type Logger } from '../../src/main/core/ports';
import {
  createAppUpdates,
  UPDATE_CHECK_INTERVAL_MS,
  type UpdateEngine,
} from '../../src/main/core/updates/app-updates';
import { chooseUpdateEngine } from '../../src/main/electron/updates';
import type { UpdateStatus } from '../../src/shared/ipc';
import { scriptedEngine } from '../support/updates/scripted-engine';

const QUIET: Logger = { info: () => undefined, warn: () => undefined };

function setup(engine: UpdateEngine | null) {
  const announced: UpdateStatus[] = [];
  const tray: (string | null)[] = [];
  const updates = createAppUpdates({
    engine,
    disabledReason: 'Updates are off in development builds.',
    currentVersion: '1.0.0',
    emit: (event, payload) => {
      if (event === 'update:status') announced.push(payload as UpdateStatus);
    },
    tray: { setUpdateReady: (version) => tray.push(version) },
    timers: systemTimers,
    logger: QUIET,
  });
  return { updates, announced, tray };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('app updates', () => {
  it('checks at start and again every few hours, and stops checking when stopped', async () => {
    const engine = scriptedEngine();
    const { updates, announced } = setup(engine);
    updates.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(engine.checks).toBe(1);
    expect(announced.map((entry) => entry.state)).toEqual(['checking', 'up-to-date']);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(engine.checks).toBe(2);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(engine.checks).toBe(3);
    updates.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(engine.checks).toBe(3);
  });

  it('announces a download, then "ready" to the renderer and the tray, and installs only then', async () => {
    const engine = scriptedEngine();
    const { updates, announced, tray } = setup(engine);
    engine.answer(() => engine.emit('update-available', { version: '1.1.0' }));
    const answer = await updates.check();
    expect(answer).toMatchObject({ state: 'downloading', newVersion: '1.1.0' });
    expect(updates.install()).toBe(false);
    expect(engine.installs).toBe(0);
    // Checking again while it downloads does not start a second download.
    await updates.check();
    expect(engine.checks).toBe(1);

    engine.emit('update-downloaded', { version: '1.1.0' });
    expect(announced.at(-1)).toEqual({
      currentVersion: '1.0.0',
      state: 'ready',
      newVersion: '1.1.0',
      detail: null,
    });
    expect(tray.at(-1)).toBe('1.1.0');
    expect(updates.install()).toBe(true);
    expect(engine.installs).toBe(1);
  });

  it('reports a failed or tampered download and never installs it', async () => {
    const engine = scriptedEngine();
    const { updates, announced, tray } = setup(engine);
    engine.answer(() => {
      engine.emit('update-available', { version: '1.1.0' });
      engine.emit(
        'error',
        Object.assign(new Error('sha512 checksum mismatch, expected a, got b'), {
          code: 'ERR_CHECKSUM_MISMATCH',
        }),
      );
    });
    const answer = await updates.check();
    expect(answer).toMatchObject({
      state: 'failed',
      newVersion: null,
      detail: 'The downloaded update did not match its checksum and was discarded.',
    });
    expect(announced.at(-1)).toEqual(answer);
    expect(tray.every((version) => version === null)).toBe(true);
    expect(updates.install()).toBe(false);
    expect(engine.installs).toBe(0);

    // A later check tries again. The engine's own words (a stack, a response's headers) never
    // reach the player.
    engine.answer(() => engine.emit('error', new Error('net::ERR_CONNECTION_REFUSED')));
    expect((await updates.check()).detail).toBe(
      'The update server could not be reached. Copycat will try again later.',
    );
    expect(engine.checks).toBe(2);
    const raw = new Error('HttpError: 404 \nHeaders: {"server": "feed"}\n    at GitHubProvider');
    engine.answer(() => engine.emit('error', raw));
    expect((await updates.check()).detail).toBe(
      'The update could not be checked or downloaded. Copycat will try again later.',
    );
  });

  it('with no engine, says why, never checks and never installs', async () => {
    const { updates, announced } = setup(null);
    updates.start();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(await updates.check()).toEqual({
      currentVersion: '1.0.0',
      state: 'disabled',
      newVersion: null,
      detail: 'Updates are off in development builds.',
    });
    expect(updates.install()).toBe(false);
    expect(announced).toEqual([]);
  });
});

describe('choosing the update engine (Electron adapter)', () => {
  const resources = mkdtempSync(join(tmpdir(), 'copycat-resources-'));
  afterEach(() => rmSync(join(resources, 'app-update.yml'), { force: true }));
  const updater = vi.fn(() => ({}) as AppUpdater);

  it('is off in development, without creating the updater', () => {
    writeFileSync(join(resources, 'app-update.yml'), 'provider: generic\nurl: http://x/\n');
    expect(
      chooseUpdateEngine({ isPackaged: false, resourcesPath: resources, updater, logger: QUIET }),
    ).toEqual({ engine: null, disabledReason: 'Updates are off in development builds.' });
    expect(updater).not.toHaveBeenCalled();
  });

  it('is off in a packaged build without a feed (no app-update.yml)', () => {
    expect(
      chooseUpdateEngine({ isPackaged: true, resourcesPath: resources, updater, logger: QUIET }),
    ).toEqual({ engine: null, disabledReason: 'This build has no update feed.' });
    expect(updater).not.toHaveBeenCalled();
  });

  it('downloads in the background once packaged with a feed', () => {
    writeFileSync(join(resources, 'app-update.yml'), 'provider: generic\nurl: http://x/\n');
    const choice = chooseUpdateEngine({
      isPackaged: true,
      resourcesPath: resources,
      updater,
      logger: QUIET,
    });
    expect(choice.engine).toMatchObject({ autoDownload: true });
    expect(updater).toHaveBeenCalledTimes(1);
  });
});
