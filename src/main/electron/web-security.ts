// Locks the renderer down: a strict Content-Security-Policy on every response, every
// permission request refused, no navigation away from the app's page, no new windows, no webviews.
// External http(s) links open in the system browser instead.
import type { Session, WebContents } from 'electron';
import { isWebUrl } from '../core/web-url';
import { APP_PAGE_URL } from './app-protocol';

/** Same policy as the renderer's <meta> tag; the header also covers anything the tag cannot. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function hardenSession(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export function guardWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (event) => {
    // The app's own page may load again: the Connection Issue toast's Retry reloads it.
    if (isAppPage(event.url)) return;
    event.preventDefault();
    if (isWebUrl(event.url)) openExternal(event.url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isWebUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** The bundled page itself, at any of its routes (they live in the hash), and nothing else. */
function isAppPage(url: string): boolean {
  return url.split('#')[0] === APP_PAGE_URL;
}
