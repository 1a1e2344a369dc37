import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The app's version from the nearest package.json named "copycat" above this module: the
 * repository root when run from source, the app root inside the Electron bundle.
 */
export function appVersion(): string {
  cached ??= findVersion();
  return cached;
}

function findVersion(): string {
  let folder = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'package.json');
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'copycat' && manifest.version) return manifest.version;
    }
    const parent = dirname(folder);
    if (parent === folder) return '0.0.0';
    folder = parent;
  }
}
