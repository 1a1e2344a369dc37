// The suites make thousands of throw-away folders (data folders, settings, browser profiles).
// `npm test` points the temporary folder at one folder of its run and removes it at the end;
// a direct `npx vitest` run gets the same here, so it leaves nothing in the machine's /tmp
// either. The first project to set up makes the folder; the others find it already in place.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const RUN_FOLDER_PREFIX = 'copycat-test-run-';

export default function setup(): (() => void) | void {
  if (basename(tmpdir()).startsWith(RUN_FOLDER_PREFIX)) return;
  const saved = { TMPDIR: process.env.TMPDIR, TEMP: process.env.TEMP, TMP: process.env.TMP };
  const folder = mkdtempSync(join(tmpdir(), RUN_FOLDER_PREFIX));
  // The throw-away PostgreSQL server runs as the postgres user and keeps its files in here.
  chmodSync(folder, 0o755);
  // os.tmpdir() reads TMPDIR on Unix, TEMP and TMP on Windows; test workers start after setup.
  Object.assign(process.env, { TMPDIR: folder, TEMP: folder, TMP: folder });
  return () => {
    rmSync(folder, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
