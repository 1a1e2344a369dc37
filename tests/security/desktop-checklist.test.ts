// Items of Electron's security checklist that the wiring tests (tests/main/electron-wiring.test.ts)
// do not pin down on their own: the IPC sender check against a main frame that left the app,
// the http(s)-only rule for links, navigation blocked even to local files, a window-open handler
// that never allows, web preferences with no risky extras, and the bundled page's own CSP
// matching the header (no remote content, nothing but our files), a CSP that names no remote
// origin, and an Electron release no older than the one current when this was last reviewed.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserWindow, IpcMainInvokeEvent, Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { isWebUrl } from '../../src/main/core/web-url';
import { rendererFileFor } from '../../src/main/electron/app-protocol';
import { isOwnWindowSender } from '../../src/main/electron/ipc-bridge';
import { SECURE_WEB_PREFERENCES } from '../../src/main/electron/main-window';
import {
  CONTENT_SECURITY_POLICY,
  guardWebContents,
  hardenSession,
} from '../../src/main/electron/web-security';
import { Emitter, preventable } from '../support/main/fake-electron';

function fakeWindow(url: string, destroyed = false) {
  const mainFrame = { url };
  const webContents = { mainFrame };
  const window = { webContents, isDestroyed: () => destroyed } as unknown as BrowserWindow;
  const event = (frame: unknown = mainFrame, sender: unknown = webContents) =>
    ({ sender, senderFrame: frame }) as unknown as IpcMainInvokeEvent;
  return { window, event };
}

describe('IPC sender check', () => {
  it('answers the main frame of our window while it shows the bundled page', () => {
    const { window, event } = fakeWindow('app://copycat/index.html#/dashboard');
    expect(isOwnWindowSender(event(), window)).toBe(true);
  });

  it.each([
    // file:// is no longer where the app lives (checklist item 18): any file page is refused.
    'file:///opt/Copycat/resources/app.asar/out/renderer/index.html',
    'file:///home/someone/Downloads/page.html',
    'app://copycat.evil/index.html',
    'app://elsewhere/index.html',
    'https://evil.example/',
    'http://127.0.0.1:8080/docs',
    'about:blank',
    'data:text/html,x',
    'devtools://devtools',
  ])('refuses our own main frame once it shows %s', (url) => {
    const { window, event } = fakeWindow(url);
    expect(isOwnWindowSender(event(), window)).toBe(false);
  });

  it('refuses a destroyed window, no window, another frame and another sender', () => {
    const page = 'app://copycat/index.html';
    expect(isOwnWindowSender(fakeWindow(page, true).event(), fakeWindow(page, true).window)).toBe(
      false,
    );
    expect(isOwnWindowSender(fakeWindow(page).event(), null)).toBe(false);
    const { window, event } = fakeWindow(page);
    expect(isOwnWindowSender(event({ url: page }), window)).toBe(false);
    expect(isOwnWindowSender(event(undefined, { mainFrame: { url: page } }), window)).toBe(false);
    expect(isOwnWindowSender(event(null), window)).toBe(false);
  });
});

describe('the renderer served from app://copycat/ instead of file:// (item 18)', () => {
  const root = join(tmpdir(), 'copycat-renderer');

  it.each([
    ['app://copycat/index.html', 'index.html'],
    ['app://copycat/assets/index-m3HuwGCx.js', join('assets', 'index-m3HuwGCx.js')],
    ['app://copycat/index.html?x=1#/dashboard', 'index.html'],
    // Dot segments, even percent-encoded, are resolved by the URL parser, never above the origin.
    ['app://copycat/%2e%2e/main/index.js', join('main', 'index.js')],
    ['app://copycat/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd', join('etc', 'passwd')],
  ])('serves %s from the renderer folder', (url, file) => {
    expect(rendererFileFor(url, root)).toBe(join(root, file));
  });

  it.each([
    'app://copycat/',
    'app://copycat/..%2f..%2fetc%2fpasswd',
    'app://copycat/assets/..%2f..%2f..%2fetc%2fpasswd',
    'app://copycat/%00index.html',
    'app://copycat/%E0%A4%A',
    'app://elsewhere/index.html',
    'app://copycat.evil/index.html',
    'file:///etc/passwd',
    'https://copycat/index.html',
    'not a url',
  ])('serves nothing for %s', (url) => {
    expect(rendererFileFor(url, root)).toBeNull();
  });
});

describe('links leaving the app (shell.openExternal)', () => {
  it.each(['https://example.com/rules', 'http://example.com', 'HTTPS://EXAMPLE.COM/x'])(
    'lets %s open in the browser',
    (url) => {
      expect(isWebUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'file:///etc/passwd',
    'file://server/share/x.exe',
    'smb://server/share',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.com/x',
    'about:blank',
    'chrome://settings',
    '//example.com/no-scheme',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('navigation and new windows', () => {
  function guarded() {
    const contents = new Emitter() as Emitter & {
      windowOpenHandler?: (details: { url: string }) => { action: string };
    };
    Object.assign(contents, {
      setWindowOpenHandler: (handler: (details: { url: string }) => { action: string }) =>
        (contents.windowOpenHandler = handler),
    });
    const opened: string[] = [];
    guardWebContents(contents as unknown as WebContents, (url) => opened.push(url));
    return { contents, opened };
  }

  it('blocks every navigation, even to a local file, and sends only web links to the browser', () => {
    const { contents, opened } = guarded();
    for (const url of [
      'app://copycat/other.html',
      'app://copycat/index.html?x=1',
      'app://copycat.evil/index.html',
      'file:///app/out/renderer/other.html',
      'https://example.com/',
      'javascript:alert(1)',
      'http://127.0.0.1:8080/docs',
    ]) {
      const event = preventable({ url });
      contents.emit('will-navigate', event);
      expect(event.defaultPrevented, url).toBe(true);
    }
    expect(opened).toEqual(['https://example.com/', 'http://127.0.0.1:8080/docs']);
  });

  it("lets the app's own page load again (the Connection Issue toast's Retry reloads it)", () => {
    const { contents, opened } = guarded();
    for (const url of ['app://copycat/index.html', 'app://copycat/index.html#/dashboard']) {
      const event = preventable({ url });
      contents.emit('will-navigate', event);
      expect(event.defaultPrevented, url).toBe(false);
    }
    expect(opened).toEqual([]);
  });

  it('never allows a new window, whatever it asks for', () => {
    const { contents, opened } = guarded();
    for (const url of ['https://example.com/', 'file:///etc/passwd', 'about:blank', '']) {
      expect(contents.windowOpenHandler!({ url })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.com/']);
  });

  it('refuses to attach a webview', () => {
    const { contents } = guarded();
    const event = preventable();
    contents.emit('will-attach-webview', event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('web preferences', () => {
  it('isolates, sandboxes and turns off Node and every risky extra', () => {
    expect(SECURE_WEB_PREFERENCES).toEqual({
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    const preferences = SECURE_WEB_PREFERENCES as Record<string, unknown>;
    for (const risky of [
      'nodeIntegrationInSubFrames',
      'experimentalFeatures',
      'enableBlinkFeatures',
      'plugins',
      'enableRemoteModule',
    ]) {
      expect(preferences[risky], risky).toBeUndefined();
    }
  });
});

describe('the bundled page (no remote content)', () => {
  const page = resolve('out/renderer/index.html');

  it('carries the same CSP as the header, and loads nothing but its own files', () => {
    if (!existsSync(page))
      throw new Error(
        'out/renderer/index.html is missing: run `npx electron-vite build` (npm test does).',
      );
    const html = readFileSync(page, 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    // frame-ancestors is ignored in a meta tag, so only the header carries it.
    const header = CONTENT_SECURITY_POLICY.split('; ').filter(
      (directive) => !directive.startsWith('frame-ancestors'),
    );
    expect(meta?.split('; ')).toEqual(header);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    const sources = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources) expect(source, source).toMatch(/^(\.\/|data:,$)/);
  });
});

describe('no remote content (checklist 1: secure content)', () => {
  it('names no remote origin in any directive of the CSP', () => {
    const allowed = new Set(["'self'", "'none'", "'unsafe-inline'", 'data:']);
    for (const directive of CONTENT_SECURITY_POLICY.split('; ')) {
      const [name, ...sources] = directive.split(' ');
      expect(sources.length, directive).toBeGreaterThan(0);
      for (const source of sources) expect(allowed.has(source), `${name} ${source}`).toBe(true);
    }
    // Scripts only from the app's own files: no inline script, no eval.
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
  });
});

describe('permission requests (checklist 5)', () => {
  type RequestHandler = (
    contents: unknown,
    permission: string,
    grant: (ok: boolean) => void,
  ) => void;
  type CheckHandler = (contents: unknown, permission: string, origin: string) => boolean;

  function hardened() {
    const handlers: { request?: RequestHandler; check?: CheckHandler } = {};
    const session = {
      webRequest: { onHeadersReceived: () => undefined },
      setPermissionRequestHandler: (handler: RequestHandler) => (handlers.request = handler),
      setPermissionCheckHandler: (handler: CheckHandler) => (handlers.check = handler),
    };
    hardenSession(session as unknown as Session);
    return handlers;
  }

  // Every permission name Electron 45 passes to these handlers.
  const PERMISSIONS = [
    'clipboard-read',
    'clipboard-sanitized-write',
    'display-capture',
    'fullscreen',
    'geolocation',
    'idle-detection',
    'media',
    'mediaKeySystem',
    'midi',
    'midiSysex',
    'notifications',
    'pointerLock',
    'keyboardLock',
    'openExternal',
    'speaker-selection',
    'storage-access',
    'top-level-storage-access',
    'window-management',
    'unknown',
    'fileSystem',
    'hid',
    'serial',
    'usb',
  ];

  it('denies every permission request and every permission check', () => {
    const { request, check } = hardened();
    const answers: boolean[] = [];
    for (const permission of PERMISSIONS) {
      request!({}, permission, (ok) => answers.push(ok));
      expect(check!({}, permission, 'file://'), permission).toBe(false);
    }
    expect(answers).toEqual(PERMISSIONS.map(() => false));
  });
});

describe('a current Electron (checklist 16)', () => {
  // Electron 45 was the newest stable major at the last review (2026-11-21); raise this floor
  // with every upgrade so that a downgrade to an unsupported release fails here.
  const REVIEWED_MAJOR = 45;

  it('pins an exact Electron release, installed as pinned, no older than the reviewed one', () => {
    const manifest = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const pinned = manifest.devDependencies.electron;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = (
      JSON.parse(readFileSync(resolve('node_modules/electron/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(installed).toBe(pinned);
    expect(Number(pinned!.split('.')[0])).toBeGreaterThanOrEqual(REVIEWED_MAJOR);
  });
});
