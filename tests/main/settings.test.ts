import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/main/core/memory-store';
import { createSettings, SETTINGS_STORE_KEY } from '../../src/main/core/settings';
import { messageFor } from '../../src/renderer/src/lib/errors';
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

  it('a server address without http:// is refused in words for the player, the details logged', async () => {
    const { core, logs } = testCore();
    const answer = await core.invoke('app:setSettings', { serverUrl: '192.168.1.20:8080' });
    expect(answer).toMatchObject({ ok: false, error: { status: 400, code: 'invalid_request' } });
    if (answer.ok) return;
    // What the settings screen shows: the renderer's text for the error.
    expect(messageFor(answer.error)).toBe(
      "Enter the server's address starting with http:// or https://.",
    );
    expect(logs).toEqual([
      expect.stringContaining('Invalid arguments for app:setSettings: serverUrl:'),
    ]);
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

  it('changing the server address revokes the session on the old server first', async () => {
    const game = fakeGame();
    const hosts: string[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/auth/logout') hosts.push(url.host);
      return game.fetch(input, init);
    }) as typeof globalThis.fetch;
    const { core, eventsNamed } = testCore({ fetch });
    await core.invoke('session:login', { email: 'alice@example.com', password: PASSWORD });
    const answer = await core.invoke('app:setSettings', { serverUrl: 'http://other.test' });
    expect(answer.ok).toBe(true);
    expect(game.callsTo('/auth/logout')).toHaveLength(1);
    expect(hosts).toEqual(['game.test']); // the embedded server's, not the new address
    expect(eventsNamed('session:ended')).toEqual([{ reason: 'logout' }]);
    await core.stop();
  });

  it('a page that loads while the embedded server restarts is told so; once it is up, nothing', async () => {
    const { core, eventsNamed } = testCore({
      resolveServerUrl: async () => 'http://embedded.test',
    });
    core.pageLoaded();
    expect(eventsNamed('server:status')).toEqual([]);
    core.serverStatusChanged('restarting');
    // The window was closed, or its page reloaded: the new page starts out at "ready".
    core.pageLoaded();
    expect(eventsNamed('server:status')).toEqual([
      { status: 'restarting' },
      { status: 'restarting' },
    ]);
    core.serverStatusChanged('ready');
    core.pageLoaded();
    expect(eventsNamed('server:status').at(-1)).toEqual({ status: 'ready' });
    expect(eventsNamed('server:status')).toHaveLength(3);
    await core.stop();
  });

  it('a remote address stops the embedded server and silences its state; going back starts it', async () => {
    const game = fakeGame();
    let embeddedAsked = 0;
    let embeddedStops = 0;
    const { core, eventsNamed } = testCore({
      fetch: game.fetch,
      resolveServerUrl: async () => (embeddedAsked++, 'http://embedded.test'),
      stopEmbeddedServer: async () => void embeddedStops++,
    });
    await core.start();
    expect(embeddedAsked).toBe(1); // warmed up at launch
    core.serverStatusChanged('ready');
    core.serverStatusChanged('restarting'); // the banner is up...
    await core.invoke('app:setSettings', { serverUrl: 'http://192.168.1.20:8080' });
    expect(embeddedStops).toBe(1);
    // ... and goes at the switch: the player no longer uses that server.
    expect(eventsNamed('server:status').at(-1)).toEqual({ status: 'ready' });
    const shown = eventsNamed('server:status').length;
    core.serverStatusChanged('restarting');
    core.serverStatusChanged('unavailable');
    expect(eventsNamed('server:status')).toHaveLength(shown);

    // A page loaded meanwhile is told nothing of it either.
    core.pageLoaded();
    expect(eventsNamed('server:status')).toHaveLength(shown);

    await core.invoke('app:setSettings', { serverUrl: '' });
    expect(embeddedAsked).toBe(2); // started again
    core.serverStatusChanged('starting');
    expect(eventsNamed('server:status').at(-1)).toEqual({ status: 'starting' });
    expect(embeddedStops).toBe(1);
    await core.stop();
  });
});
