// Opens the built desktop app in Electron. Electron 45 has no install script, so right after
// `npm install` its binary is missing: it is fetched here, once, with Electron's own installer.
// Where that fails, one plain message says what failed and what to do instead.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../bench/lib/child-process';
import { electronBinary, electronDistDir, electronPackageDir } from './electron-binary';
import { runElectronInstaller } from './electron-install';

const ALTERNATIVES =
  'Without Electron, play in a browser engine with `npm run preview:harness`, ' +
  'or host the game server with `npm run server`.';

/** Launches the app (fetching Electron first if needed) and resolves with the exit code to use. */
export async function openDesktopApp(): Promise<number> {
  const binary = electronBinary() ?? (await fetchElectron());
  if (!binary) return 1;
  return launch(binary);
}

async function fetchElectron(): Promise<string | null> {
  const packageDir = electronPackageDir();
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  console.log(
    `Electron ${version} is not installed yet: fetching it once with Electron's installer...`,
  );
  const result = await runElectronInstaller(packageDir);
  const binary = result.ok ? electronBinary() : null;
  if (binary) return binary;
  const reason = result.ok
    ? `Electron's installer finished, but there is no Electron binary in ${electronDistDir()}`
    : result.reason;
  console.error(
    `\nCould not fetch the Electron binary: ${reason}\n` +
      'Check the network connection, or set ELECTRON_MIRROR to an Electron mirror this machine can reach, ' +
      'then run `npm start` again.\n' +
      ALTERNATIVES,
  );
  return null;
}

function launch(binary: string): Promise<number> {
  // The app folder is passed as an absolute path; an executable needs no shell on any platform.
  const app = spawn(binary, [REPO_ROOT], { cwd: REPO_ROOT, stdio: 'inherit' });
  return new Promise((resolve) => {
    app.once('error', (error) => {
      console.error(`\nCould not start Electron at ${binary}: ${error.message}\n${ALTERNATIVES}`);
      resolve(1);
    });
    // A crash (ended by a signal) must not look like a clean quit.
    app.once('exit', (code) => resolve(code ?? 1));
  });
}
