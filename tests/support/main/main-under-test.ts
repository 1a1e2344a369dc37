// What a test file needs to load src/main/index.ts under the stand-in Electron, for its
// vi.mock factories (hoisted above the imports, so they import this module themselves):
//   const state = vi.hoisted(() => ({ fake: undefined as FakeElectron | undefined, serverStops: 0 }));
//   vi.mock('electron', async () =>
//     (await import('../support/main/main-under-test')).fakeElectronModule(state, 'copycat-x-'));
//   vi.mock('../../src/main/embedded-server', async () =>
//     (await import('../support/main/main-under-test')).countingEmbeddedServer(state));
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { createFakeElectron, type FakeElectron } from './fake-electron';
import { fakeGame } from './fake-game';

/** Shared by a test file and its mock factories. */
export interface MainUnderTest {
  fake: FakeElectron | undefined;
  /** How often the app stopped its embedded server. */
  serverStops: number;
}

/** The stand-in Electron module, its user data in a new folder named from `folderPrefix`. */
export function fakeElectronModule(
  state: MainUnderTest,
  folderPrefix: string,
  platform?: NodeJS.Platform,
): FakeElectron['electron'] {
  state.fake = createFakeElectron({
    appPath: process.cwd(),
    userData: join(mkdtempSync(join(tmpdir(), folderPrefix)), 'Copycat'),
    platform,
  });
  return state.fake.electron;
}

/** The embedded-server module: a server at a made-up address that counts its stops. */
export function countingEmbeddedServer(state: MainUnderTest) {
  return {
    createEmbeddedServer: () => ({
      url: async () => 'http://embedded.test',
      stop: async () => void state.serverStops++,
    }),
  };
}

/**
 * Loads src/main/index.ts (its electron and embedded-server modules mocked as above), against a
 * stand-in game for its server calls, and waits for its first window.
 */
export async function startMainUnderTest(state: MainUnderTest): Promise<FakeElectron> {
  vi.stubGlobal('fetch', fakeGame().fetch);
  delete process.env.COPYCAT_SERVER_URL;
  await import('../../../src/main/index');
  const fake = state.fake!;
  fake.markReady();
  await vi.waitFor(() => expect(fake.record.windows).toHaveLength(1));
  return fake;
}

/** Quits the app if the test did not, and puts the global fetch back. */
export function stopMainUnderTest(fake: FakeElectron | undefined): void {
  if (fake && !fake.record.quit) fake.electron.app.quit();
  vi.unstubAllGlobals();
}
