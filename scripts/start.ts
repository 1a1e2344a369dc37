// `npm start`: build, then open the desktop app (which starts its embedded game server),
// fetching Electron's binary first where `npm install` left it out (scripts/open-desktop-app.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../bench/lib/child-process';
import { openDesktopApp } from './open-desktop-app';

// electron-vite's CLI run by Node itself (not `npx` through a shell): the same on every platform.
const electronViteCli = join(REPO_ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');

// Tests of the fetch-and-launch path set COPYCAT_START_SKIP_BUILD=1: the build has its own tests.
if (process.env.COPYCAT_START_SKIP_BUILD !== '1') {
  const built = spawnSync(process.execPath, [electronViteCli, 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

void openDesktopApp().then((code) => process.exit(code));
