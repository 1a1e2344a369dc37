// `npm start`: build, then open the desktop app (which starts its embedded game server).
// Where the Electron binary cannot be obtained, say so plainly instead of failing obscurely.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

const built = run('npx', ['electron-vite', 'build']);
if (built.status !== 0) process.exit(built.status ?? 1);

let electronPath;
try {
  electronPath = require('electron');
} catch (error) {
  electronPath = undefined;
  console.error(String(error));
}
if (!electronPath || !existsSync(electronPath)) {
  console.error(
    '\nThe Electron binary is not available on this machine, so the desktop window cannot open.\n' +
      'Play in a browser engine instead with `npm run preview:harness`, or host the server with `npm run server`.',
  );
  process.exit(1);
}
const app = run(electronPath, ['.']);
process.exit(app.status ?? 0);
