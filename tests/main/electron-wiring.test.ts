// src/main/index.ts with a recording stand-in for `electron`: what it registers, how it
// builds the window, the security hooks, the sender check, tray, notifications, safeStorage,
// window memory and quitting. The game server is scripted (fetch, reached through the stand-in's
// net.fetch) so nothing slow starts. The desktop shows tray icons (a Linux one without them:
// tray-less-desktop.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNTRUSTED_SENDER } from '../../src/main/electron/ipc-bridge';
import { CONTENT_SECURITY_POLICY } from '../../src/main/electron/web-security';
import { IPC_CHANNEL_NAMES } from '../../src/shared/ipc';
import { netFetchCalls } from '../support/main/fake-electron-net';
import { fakeGame, PASSWORD } from '../support/main/fake-game';
import { preventable, type FakeElectron } from '../support/main/fake-electron';
import { dashboard, pending } from '../support/main/fixtures';

const state = vi.hoisted(() => ({
  fake: undefined as FakeElectron | undefined,
  serverStops: 0,
  serverOptions: undefined as
    { dataDir: string; onStatus: (status: string, detail?: string) => void } | undefined,
}));

vi.mock('electron', async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join: joinPath } = await import('node:path');
  const { createFakeElectron } = await import('../support/main/fake-electron');
  state.fake = createFakeElectron({
    appPath: process.cwd(),
    userData: joinPath(mkdtempSync(joinPath(tmpdir(), 'copycat-wiring-')), 'Copycat'),
  });
  return state.fake.electron;
});
vi.mock('../../src/main/embedded-server', () => ({
  createEmbeddedServer: (options: NonNullable<typeof state.serverOptions>) => {
    state.serverOptions = options;
    return {
      url: async () => 'http://embedded.test',
      stop: async () => void state.serverStops++,
    };
  },
}));

vi.mock('../../src/main/linux/status-notifier-host', () => ({
  statusNotifierHost: async () => 'present',
}));

const game = fakeGame();
/** Every URL the global fetch was given, whoever called it. */
const fetchedUrls: string[] = [];
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
let fake: FakeElectron;

const window = () => fake.record.windows.at(-1)!;
const tray = () => fake.record.trays[0]!;
const storeFile = () =>
  JSON.parse(readFileSync(join(fake.electron.app.getPath('userData'), 'config.json'), 'utf8'));

beforeAll(async () => {
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    fetchedUrls.push(input instanceof Request ? input.url : String(input));
    return game.fetch(input, init);
  });
  delete process.env.COPYCAT_SERVER_URL;
  await import('../../src/main/index');
  fake = state.fake!;
  fake.markReady();
  await vi.waitFor(() => expect(fake.record.windows).toHaveLength(1));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('Electron wiring', () => {
  it('registers a handler for every contract channel and nothing else', () => {
    expect([...fake.record.handlers.keys()].sort()).toEqual([...IPC_CHANNEL_NAMES].sort());
  });

  it('opens a locked-down window on the bundled page', () => {
    const { webPreferences, ...options } = window().options;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(String(webPreferences?.preload)).toMatch(/preload[/\\]index\.js$/);
    expect(options).toMatchObject({
      width: 1100,
      height: 760,
      minWidth: 800,
      minHeight: 600,
      show: false,
    });
    expect(window().loadedUrl).toBe('app://copycat/index.html');
    expect(window().visible).toBe(true);
  });

  it('sets the CSP header and refuses every permission', () => {
    let headers: Record<string, string[]> = {};
    fake.record.headerHooks[0]!(
      { responseHeaders: { 'X-Other': ['1'] } },
      (response) => (headers = response.responseHeaders),
    );
    expect(headers).toEqual({
      'X-Other': ['1'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");

    const granted: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      fake.record.permissionRequestHandlers[0]!(window().webContents, permission, (answer) =>
        granted.push(answer),
      );
    }
    expect(granted).toEqual([false, false, false, false]);
    expect(fake.record.permissionCheckHandlers[0]!(window().webContents, 'media')).toBe(false);
  });

  it('blocks navigation and new windows; http(s) links go to the system browser', async () => {
    const contents = window().webContents;
    const { preventable } = await import('../support/main/fake-electron');
    const away = preventable({ url: 'https://example.com/rules' });
    contents.emit('will-navigate', away);
    const file = preventable({ url: 'file:///etc/passwd' });
    contents.emit('will-navigate', file);
    expect(away.defaultPrevented && file.defaultPrevented).toBe(true);

    expect(contents.windowOpenHandler!({ url: 'http://example.com/help' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    const webview = preventable();
    contents.emit('will-attach-webview', webview);
    expect(webview.defaultPrevented).toBe(true);
    expect(fake.record.openedExternally).toEqual([
      'https://example.com/rules',
      'http://example.com/help',
    ]);
  });

  it('answers only our window main frame', async () => {
    expect(await fake.invokeFrom(window(), 'app:getSettings')).toMatchObject({ ok: true });
    const stranger = { sender: { id: 999 }, senderFrame: { url: 'https://evil.example' } };
    expect(await fake.invokeAs(stranger, 'app:getSettings')).toEqual({
      ok: false,
      error: UNTRUSTED_SENDER,
    });
    const subframe = {
      sender: window().webContents,
      senderFrame: { url: window().webContents.mainFrame.url },
    };
    expect(await fake.invokeAs(subframe, 'app:getSettings')).toEqual({
      ok: false,
      error: UNTRUSTED_SENDER,
    });
  });

  it('shows a calm tray with the open, balance and quit entries', () => {
    expect(tray().image).toMatchObject({ fromBuffer: readFileSync('resources/tray.png') });
    expect(tray().menu?.template.map((item) => item.label ?? item.type)).toEqual([
      'Open Copycat',
      'Not signed in',
      'separator',
      'Quit Copycat',
    ]);
    expect(tray().item('Not signed in')?.enabled).toBe(false);
  });

  it('signs in through IPC, seals the tokens with safeStorage, and shows the balance in the tray', async () => {
    game.knobs.dashboard = dashboard({ pending_results: [pending(A, { payout_claimed: true })] });
    const login = await fake.invokeFrom(window(), 'session:login', {
      email: 'alice@example.com',
      password: PASSWORD,
    });
    expect(login).toMatchObject({ ok: true, data: { username: 'alice1234' } });
    await vi.waitFor(() => expect(tray().item(/^Balance/)?.label).toBe('Balance: 1000 FC'));
    expect(tray().item(/^Balance/)?.enabled).toBe(false);
    expect(fake.pushed(window(), 'dashboard:updated')).toHaveLength(1);

    expect(fake.record.encrypted).toBeGreaterThan(0);
    const stored = JSON.stringify(storeFile().session);
    expect(stored).toContain('"sealed":true');
    expect(stored).not.toContain('access-1');
    expect(stored).not.toContain('refresh-1');
  });

  it("sends every call to the game server through Electron's net.fetch", () => {
    // Chromium's network stack: the system's proxy and certificate store apply (net-fetch.ts).
    // (Node's fetch itself is loaded early with a data: URL: no server involved.)
    const serverCalls = fetchedUrls.filter((url) => !url.startsWith('data:'));
    expect(serverCalls.length).toBeGreaterThan(0);
    expect(netFetchCalls.map((call) => call.url)).toEqual(serverCalls);
    for (const call of netFetchCalls) expect(new URL(call.url).origin).toBe('http://embedded.test');
  });

  it('notifies when a result arrives; clicking focuses the window and opens it', async () => {
    const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    game.knobs.dashboard = dashboard({
      pending_results: [
        pending(B, { prompt_text: 'Cats love' }),
        pending(A, { payout_claimed: true }),
      ],
    });
    await fake.invokeFrom(window(), 'app:refreshDashboard');
    await vi.waitFor(() => expect(fake.record.notifications).toHaveLength(1));
    const notification = fake.record.notifications[0]!;
    expect(notification.options).toEqual({
      title: 'Results are in!',
      body: expect.stringContaining('Cats love'),
    });
    expect(notification.shown).toBe(true);
    expect(tray().image).toMatchObject({ fromBuffer: readFileSync('resources/tray-alert.png') });
    expect(fake.pushed(window(), 'result:finished')).toEqual([
      { phraseset_id: B, prompt_text: 'Cats love', role: 'prompt' },
    ]);

    window().focused = false;
    notification.click();
    expect(window().focused).toBe(true);
    expect(fake.pushed(window(), 'app:navigate')).toEqual([{ path: `/results?phraseset=${B}` }]);
  });

  it('remembers the window bounds, and closing it keeps the app in the tray', async () => {
    window().setBounds({ x: 300, y: 200, width: 1234, height: 777 });
    window().close();
    expect(storeFile().windowState).toEqual({
      bounds: { x: 300, y: 200, width: 1234, height: 777 },
      maximized: false,
    });
    expect(fake.record.quit).toBe(false);

    tray().item('Open Copycat')!.click!();
    expect(fake.record.windows).toHaveLength(2);
    expect(window().options).toMatchObject({ x: 300, y: 200, width: 1234, height: 777 });
  });

  it('a notification clicked while no window is open opens one at the results', async () => {
    window().close();
    const windows = fake.record.windows.length;
    fake.record.notifications[0]!.click();
    expect(fake.record.windows).toHaveLength(windows + 1);
    expect(window().webContents.mainFrame.url).toMatch(
      /index\.html#\/results\?phraseset=bbbbbbbb-/,
    );
    // Only that window: the route was used once.
    window().close();
    tray().item('Open Copycat')!.click!();
    expect(window().webContents.mainFrame.url).toMatch(/index\.html$/);
  });

  it('a notification clicked while the page loads opens the results once the page has loaded', () => {
    const contents = window().webContents;
    contents.loading = true;
    const before = fake.pushed(window(), 'app:navigate').length;
    fake.record.notifications[0]!.click();
    // Sent now, it could reach a page whose app does not listen yet.
    expect(fake.pushed(window(), 'app:navigate')).toHaveLength(before);
    contents.loading = false;
    contents.emit('did-finish-load');
    expect(fake.pushed(window(), 'app:navigate').slice(before)).toEqual([
      { path: '/results?phraseset=bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' },
    ]);
    contents.emit('did-finish-load');
    expect(fake.pushed(window(), 'app:navigate')).toHaveLength(before + 1);
  });

  it('reloads a page whose process died, and a page that keeps dying only after a pause', () => {
    vi.useFakeTimers();
    try {
      const contents = window().webContents;
      const reloads = contents.reloads;
      contents.emit('render-process-gone', preventable(), { reason: 'clean-exit' });
      vi.advanceTimersByTime(60_000);
      expect(contents.reloads).toBe(reloads);
      contents.emit('render-process-gone', preventable(), { reason: 'crashed' });
      vi.advanceTimersByTime(0);
      expect(contents.reloads).toBe(reloads + 1);
      // Dead again at once: not a tight loop of reloads.
      contents.emit('render-process-gone', preventable(), { reason: 'oom' });
      vi.advanceTimersByTime(9_999);
      expect(contents.reloads).toBe(reloads + 1);
      vi.advanceTimersByTime(1);
      expect(contents.reloads).toBe(reloads + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the core when the window gains and loses focus, and when its page loaded', () => {
    expect(window().listenerCount('focus')).toBe(1);
    expect(window().listenerCount('blur')).toBe(1);
    expect(window().webContents.listenerCount('did-finish-load')).toBe(1);
  });

  it('asks a shutdown of the machine to wait, and quits the usual way', () => {
    const quit = vi.spyOn(fake.electron.app, 'quit').mockImplementation(() => undefined);
    const shutdown = preventable();
    fake.electron.powerMonitor.emit('shutdown', shutdown);
    expect(shutdown.defaultPrevented).toBe(true);
    expect(quit).toHaveBeenCalledTimes(1);
    quit.mockRestore();
  });

  it('a second start of the app opens its window, closed to the tray', () => {
    window().close();
    const windows = fake.record.windows.length;
    fake.electron.app.emit('second-instance', preventable(), [], '/');
    expect(fake.record.windows).toHaveLength(windows + 1);
    expect(window().visible).toBe(true);
  });

  it('quits from the tray after stopping polling and the embedded server', async () => {
    const windows = fake.record.windows.length;
    tray().item('Quit Copycat')!.click!();
    // Started again while quitting: no window that would close at once, a new start after.
    fake.electron.app.emit('second-instance', preventable(), [], '/');
    expect(fake.record.windows).toHaveLength(windows);
    await vi.waitFor(() => expect(fake.record.quit).toBe(true));
    expect(fake.record.relaunches).toBe(1);
    expect(state.serverStops).toBe(1);
    expect(tray().destroyed).toBe(true);
    const calls = game.fetch.calls.length;
    await fake.invokeFrom(window(), 'app:refreshDashboard');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(game.fetch.calls.length).toBe(calls);
  });

  it('cannot open its game data: says why, offers the folder, and exits', () => {
    const reason = 'The game data is damaged and cannot be opened. Nothing has been deleted.';
    fake.record.messageBoxAnswer = 1; // Show the Game Data Folder
    state.serverOptions!.onStatus('unavailable', reason);
    expect(fake.record.messageBoxes.at(-1)).toMatchObject({
      title: 'Copycat cannot open its game data',
      detail: reason,
      buttons: ['Quit', 'Show the Game Data Folder'],
    });
    expect(fake.record.shownInFolder).toEqual([join(state.serverOptions!.dataDir, 'pglite')]);
    expect(fake.record.exitCode).toBe(1);
  });
});
