// Finds the real Electron binary without requiring the `electron` package, whose index tries to
// download the binary when it is missing (and throws where that fails). Shared by `npm start`,
// `npm run bench:desktop` and the launch test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../bench/lib/child-process';

/**
 * The installed `electron` package. COPYCAT_ELECTRON_PACKAGE_DIR exists for tests only: they
 * let Electron's installer unpack into a throw-away copy instead of the repository's.
 */
export function electronPackageDir(): string {
  return process.env.COPYCAT_ELECTRON_PACKAGE_DIR ?? join(REPO_ROOT, 'node_modules', 'electron');
}

/** The folder Electron runs from: its package's dist/, or ELECTRON_OVERRIDE_DIST_PATH. */
export function electronDistDir(): string {
  return process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronPackageDir(), 'dist');
}

/** The Electron executable installed in node_modules (or ELECTRON_OVERRIDE_DIST_PATH), else null. */
export function electronBinary(): string | null {
  // Electron's installer writes path.txt (the executable's path inside dist/) once it has
  // unpacked everything: without it, dist/ may hold a half-finished unpack. As in Electron's
  // own index.js, an override folder needs no install and defaults to `electron`.
  const pathFile = join(electronPackageDir(), 'path.txt');
  const installed = existsSync(pathFile);
  if (!installed && process.env.ELECTRON_OVERRIDE_DIST_PATH === undefined) return null;
  const relative = installed ? readFileSync(pathFile, 'utf8').trim() : 'electron';
  const binary = join(electronDistDir(), relative);
  return existsSync(binary) ? binary : null;
}
