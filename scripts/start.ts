// `npm start`: build, then open the desktop app (which starts its embedded game server).
// Where the Electron binary cannot be obtained, say so plainly instead of failing obscurely.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electron-binary';
import { REPO_ROOT } from '../bench/lib/child-process';

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });

const built = run('npx', ['electron-vite', 'build']);
if (built.status !== 0) process.exit(built.status ?? 1);

const electron = electronBinary();
if (!electron) {
  console.error(
    '\nThe Electron binary is not available on this machine, so the desktop window cannot open.\n' +
      'Play in a browser engine instead with `npm run preview:harness`, or host the server with `npm run server`.',
  );
  process.exit(1);
}
const app = run(electron, ['.']);
process.exit(app.status ?? 0);
