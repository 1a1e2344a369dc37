// Runs `npm start`'s script (scripts/start.ts through tsx, as `npm start` does) in its own
// process group, without the build step, against a throw-away copy of the electron package so
// that Electron's installer never writes into the repository's node_modules.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { OWN_PROCESS_GROUPS, trackChild } from '../child-processes';
import { collect, REPO_ROOT, type Finished } from '../run-tsx';

/** Copies what Electron's installer reads from its package (itself, package.json, checksums). */
export function copyElectronPackage(into: string): string {
  const packageDir = join(into, 'electron');
  mkdirSync(packageDir, { recursive: true });
  for (const file of ['package.json', 'install.js', 'checksums.json'])
    copyFileSync(join(REPO_ROOT, 'node_modules', 'electron', file), join(packageDir, file));
  return packageDir;
}

/**
 * Runs the start script with only PATH, HOME and `env` (no ELECTRON_* or npm_config_electron_*
 * settings of the machine leak in, so nothing but the test's mirror is contacted).
 */
export function runStart(packageDir: string, env: Record<string, string>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    // Its own process group, so that ending it also ends the installer and the stand-in.
    detached: OWN_PROCESS_GROUPS,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // The copied installer lives outside node_modules: this is how it finds @electron/get.
      NODE_PATH: join(REPO_ROOT, 'node_modules'),
      COPYCAT_START_SKIP_BUILD: '1',
      COPYCAT_ELECTRON_PACKAGE_DIR: packageDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return collect(trackChild(child, { group: OWN_PROCESS_GROUPS }));
}
