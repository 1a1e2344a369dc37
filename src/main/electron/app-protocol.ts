// Serves the bundled renderer from app://copycat/ instead of file:// (Electron's security
// checklist, item 18): a page on file:// shares its origin with every file of the disk, while
// app://copycat/ is an origin of its own that can reach nothing but the renderer's folder.
import type { CustomScheme, Protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './web-security';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://copycat';
export const APP_PAGE_URL = `${APP_ORIGIN}/index.html`;

/**
 * Registered before the app is ready: a standard, secure scheme (like https for the page, so
 * that `'self'` in the CSP and relative URLs work), whose module scripts (loaded with
 * `crossorigin`) pass the CORS check.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * The file of the renderer folder `rootDir` an app:// URL names, or null: another host, a
 * path that leaves the folder (also when percent-encoded), or no file name.
 */
export function rendererFileFor(url: string, rootDir: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = resolve(rootDir);
  const file = resolve(root, `.${path}`);
  const inside = relative(root, file);
  if (inside === '' || inside.split(sep)[0] === '..' || isAbsolute(inside)) return null;
  return file;
}

/** Answers app:// requests with the renderer's files, each with the app's CSP. */
export function serveRenderer(protocol: Pick<Protocol, 'handle'>, rootDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rootDir);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      // Electron's fs reads inside app.asar, where a packaged app keeps its renderer.
      const body = await readFile(file);
      return new Response(new Uint8Array(body), {
        status: 200,
        headers: {
          'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
