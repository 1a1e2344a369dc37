// Fetches the Electron binary with Electron's own installer (node_modules/electron/install.js).
// It downloads through @electron/get, so ELECTRON_MIRROR, electron_config_cache, npm's
// electron_* settings, the download cache and the package's checksums.json all apply exactly as
// Electron documents them. The installer reports a failure by printing the error's stack: this
// keeps only the error's message, for `npm start` to show in one plain line.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../bench/lib/child-process';

export type InstallResult = { ok: true } | { ok: false; reason: string };

/** Runs `<packageDir>/install.js` in its own Node process and says whether it succeeded. */
export function runElectronInstaller(packageDir: string): Promise<InstallResult> {
  const errorsPreload = pathToFileURL(join(__dirname, 'electron-install-errors.ts')).href;
  // Node itself, not a shell: nothing to quote, and the same command on every platform.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', errorsPreload, join(packageDir, 'install.js')],
    { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.once('error', (error) =>
      resolve({ ok: false, reason: `Electron's installer could not be run (${error.message})` }),
    );
    child.once('close', (code, signal) => {
      if (code === 0) {
        // Warnings of a successful install (e.g. a deprecated platform) still reach the player.
        process.stderr.write(stderr);
        resolve({ ok: true });
      } else if (signal) {
        resolve({ ok: false, reason: `Electron's installer was stopped (${signal})` });
      } else {
        resolve({ ok: false, reason: installerFailure(stderr) });
      }
    });
  });
}

/** The message of the error whose stack the installer printed: the line above its first frame. */
export function installerFailure(stderr: string): string {
  const lines = stderr.split(/\r?\n/).filter((line) => line.trim() !== '');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  const message = firstFrame > 0 ? lines[firstFrame - 1] : lines.at(-1);
  if (message === undefined) return "Electron's installer failed without saying why";
  // "HTTPError: Response code 404 ..." reads better without the class name.
  return message.trim().replace(/^\w*Error: /, '');
}
