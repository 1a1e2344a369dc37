// Child process of desktop-session-crash.test.ts: the desktop app's store (electron-store, as
// src/main/index.ts opens it, with a stand-in `electron` module) written in a loop by the real
// settings and session modules. Prints each iteration's number once all its writes returned;
// the test kills it at random moments.
import { createSettings } from '../../../src/main/core/settings';
import { createSessionStorage } from '../../../src/main/core/session/session-storage';
import type { KeyValueStore } from '../../../src/main/core/ports';
import { createFakeElectron, installInRequireCache } from '../../support/main/fake-electron';

const silent = { info: () => undefined, warn: () => undefined };

async function main(): Promise<void> {
  const env = process.env;
  installInRequireCache(
    createFakeElectron({ appPath: process.cwd(), userData: env.USER_DATA! }),
    __filename,
  );
  const { default: Store } = await import('electron-store');
  const electronStore = new Store<Record<string, unknown>>({ clearInvalidConfig: true });
  const store: KeyValueStore = {
    get: (key) => electronStore.get(key),
    set: (key, value) => electronStore.set(key, value),
    delete: (key) => electronStore.delete(key),
  };
  const settings = createSettings({ store, env: {}, logger: silent });
  const sessions = createSessionStorage({ store, logger: silent });

  for (let iteration = 1; ; iteration += 1) {
    settings.update({ notificationsEnabled: iteration % 2 === 0, serverUrl: env.SERVER_URL! });
    store.set('windowState', {
      bounds: { x: iteration, y: 10, width: 1100, height: 760 },
      maximized: false,
    });
    await sessions.save({
      username: env.USERNAME!,
      playerId: env.PLAYER_ID!,
      accessToken: env.ACCESS_TOKEN!,
      refreshToken: env.REFRESH_TOKEN!,
      // The iteration is kept in the expiry, so the test can tell which write survived.
      expiresAt: Number(env.EXPIRES_BASE) + iteration,
    });
    process.stdout.write(`${iteration}\n`);
  }
}

void main();
