import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/main/core/memory-store';
import { createSettings, SETTINGS_STORE_KEY } from '../../src/main/core/settings';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { recordingPorts, testCore } from '../support/main/test-core';

const logger = recordingPorts().ports.logger;

describe('settings', () => {
  it('defaults to the embedded server with notifications on', () => {
    expect(createSettings({ store: new MemoryStore(), env: {}, logger }).get()).toEqual({
      serverUrl: '',
      notificationsEnabled: true,
    });
  });

  it('takes the server address from COPYCAT_SERVER_URL until the settings screen sets one', () => {
    const store = new MemoryStore();
    const settings = createSettings({
      store,
      env: { COPYCAT_SERVER_URL: 'https://copycat.example/api' },
      logger,
    });
    expect(settings.get().serverUrl).toBe('https://copycat.example/api');
    expect(settings.update({ serverUrl: 'http://10.0.0.5:8080' }).serverUrl).toBe(
      'http://10.0.0.5:8080',
    );
    // An explicit empty address picks the embedded server even with the variable set.
    expect(settings.update({ serverUrl: '' }).serverUrl).toBe('');
  });

  it('ignores an invalid COPYCAT_SERVER_URL with a warning', () => {
    const { ports, logs } = recordingPorts();
    const settings = createSettings({
      store: new MemoryStore(),
      env: { COPYCAT_SERVER_URL: 'not a url' },
      logger: ports.logger,
    });
    expect(settings.get().serverUrl).toBe('');
    expect(logs).toEqual([expect.stringContaining('COPYCAT_SERVER_URL is not a valid URL')]);
  });

  it('saves only the fields given, and survives a restart', () => {
    const store = new MemoryStore();
    createSettings({ store, env: {}, logger }).update({ notificationsEnabled: false });
    expect(store.get(SETTINGS_STORE_KEY)).toEqual({ notificationsEnabled: false });
    expect(createSettings({ store, env: {}, logger }).get()).toEqual({
      serverUrl: '',
      notificationsEnabled: false,
    });
  });

  it('is reachable over IPC, and bad values are refused', async () => {
    const { core } = testCore();
    expect(await core.invoke('app:setSettings', { notificationsEnabled: false })).toEqual({
      ok: true,
      data: { serverUrl: '', notificationsEnabled: false },
    });
    expect(await core.invoke('app:getSettings', undefined)).toEqual({
      ok: true,
      data: { serverUrl: '', notificationsEnabled: false },
    });
    const refused = await core.invoke('app:setSettings', { serverUrl: 'file:///etc/passwd' });
    expect(refused).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
  });

  it('uses the configured server instead of the embedded one', async () => {
    const game = fakeGame();
    let embeddedAsked = 0;
    const { core } = testCore({
      fetch: game.fetch,
      resolveServerUrl: async () => (embeddedAsked++, 'http://embedded.test'),
      env: { COPYCAT_SERVER_URL: 'http://remote.test:9000/api' },
    });
    await core.invoke('health', undefined);
    expect(String(game.fetch.calls[0]?.path)).toBe('/api/health');
    expect(embeddedAsked).toBe(0);
  });

  it('changing the server address ends the session (its tokens belong to the old server)', async () => {
    const game = fakeGame();
    const { core, eventsNamed } = testCore({ fetch: game.fetch });
    await core.invoke('session:login', { email: 'alice@example.com', password: PASSWORD });
    await core.invoke('app:setSettings', { notificationsEnabled: false });
    expect(eventsNamed('session:ended')).toEqual([]);
    await core.invoke('app:setSettings', { serverUrl: 'http://other.test' });
    expect(eventsNamed('session:ended')).toEqual([{ reason: 'logout' }]);
    await core.stop();
  });
});
