// The suites make thousands of throw-away folders (data folders, settings, browser profiles).
// `npm test` points the temporary folder at one folder of its run and removes it at the end;
// a direct `npx vitest` run gets the same here, so it leaves nothing in the machine's /tmp
// either. The first project to set up makes the folder; the others find it already in place.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const RUN_FOLDER_PREFIX = 'copycat-test-run-';
/** os.tmpdir() reads TMPDIR on Unix, TEMP and TMP on Windows. */
const TMP_VARIABLES = ['TMPDIR', 'TEMP', 'TMP'] as const;

export default function setup(): (() => void) | void {
  return useRunFolder(tmpdir(), process.env);
}

interface RunFolder {
  users: number;
  remove: () => void;
}

/**
 * The run folders this process made, with how many projects still use each. Every project
 * runs the global setups, and vitest tears the projects down in its own order, not in the
 * order they set up: the folder goes with the last of them, or a later project's PostgreSQL
 * server would lose its data folder before it is stopped (and be left running). Kept on
 * globalThis, as each project may load this file as a module of its own.
 */
const runFolders = ((globalThis as Record<symbol, unknown>)[Symbol.for('copycat.runFolders')] ??=
  new Map<string, RunFolder>()) as Map<string, RunFolder>;

/**
 * Makes a run folder in `currentTmp` and points `env`'s temporary folder at it, unless
 * `currentTmp` is a run folder already: one this process made is shared, one `npm test` made is
 * left be. The teardown of the folder's last user removes it and puts `env` back.
 */
export function useRunFolder(currentTmp: string, env: NodeJS.ProcessEnv): (() => void) | void {
  const shared = runFolders.get(currentTmp);
  if (shared) {
    shared.users += 1;
    return () => leave(currentTmp);
  }
  if (basename(currentTmp).startsWith(RUN_FOLDER_PREFIX)) return;
  const saved = TMP_VARIABLES.map((name) => [name, env[name]] as const);
  const folder = mkdtempSync(join(currentTmp, RUN_FOLDER_PREFIX));
  // The throw-away PostgreSQL server runs as the postgres user and keeps its files in here.
  chmodSync(folder, 0o755);
  // Set in the main process before any test worker starts, so every worker inherits it.
  for (const name of TMP_VARIABLES) env[name] = folder;
  runFolders.set(folder, {
    users: 1,
    remove: () => {
      rmSync(folder, { recursive: true, force: true });
      for (const [name, value] of saved) {
        if (value === undefined) delete env[name];
        else env[name] = value;
      }
    },
  });
  return () => leave(folder);
}

function leave(folder: string): void {
  const runFolder = runFolders.get(folder);
  if (!runFolder) return;
  runFolder.users -= 1;
  if (runFolder.users > 0) return;
  runFolders.delete(folder);
  runFolder.remove();
}
