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

/**
 * Makes a run folder in `currentTmp` and points `env`'s temporary folder at it, unless
 * `currentTmp` is a run folder already; the teardown removes it and puts `env` back.
 */
export function useRunFolder(currentTmp: string, env: NodeJS.ProcessEnv): (() => void) | void {
  if (basename(currentTmp).startsWith(RUN_FOLDER_PREFIX)) return;
  const saved = TMP_VARIABLES.map((name) => [name, env[name]] as const);
  const folder = mkdtempSync(join(currentTmp, RUN_FOLDER_PREFIX));
  // The throw-away PostgreSQL server runs as the postgres user and keeps its files in here.
  chmodSync(folder, 0o755);
  // Set in the main process before any test worker starts, so every worker inherits it.
  for (const name of TMP_VARIABLES) env[name] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    for (const [name, value] of saved) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
  };
}
