// Finds the real Electron binary without requiring the `electron` package (whose index tries
// to download the binary when it is missing). Null where it cannot be obtained.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function electronBinary(): string | null {
  const packageDir = resolve('node_modules/electron');
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron';
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const binary = join(dist, relative);
  return existsSync(binary) ? binary : null;
}

export const electronMissingNotice = (what: string) =>
  `Electron binary not available: skipping ${what}`;
