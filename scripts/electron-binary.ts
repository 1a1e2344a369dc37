// Finds the real Electron binary without requiring the `electron` package, whose index tries to
// download the binary when it is missing (and fails loudly where only the npm registry is
// reachable). Shared by `npm start`, `npm run bench:desktop` and the launch test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../bench/lib/child-process';

/** The Electron executable installed in node_modules (or ELECTRON_OVERRIDE_DIST_PATH), else null. */
export function electronBinary(): string | null {
  const packageDir = join(REPO_ROOT, 'node_modules', 'electron');
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : 'electron';
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const binary = join(dist, relative);
  return existsSync(binary) ? binary : null;
}
