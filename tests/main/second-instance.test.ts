// Two launches of the built app (stand-in Electron, real processes) on the same user data: the
// second cannot open the game data the first one's server holds, says so in an error box and
// exits non-zero, touching nothing; the first plays on and quits cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/server/db/data-folder-lock';
import { OWN_PROCESS_GROUPS, trackChild } from '../support/child-processes';
import { collect } from '../support/run-tsx';
import { scaledMs } from '../support/slowness';

const userRoot = mkdtempSync(join(tmpdir(), 'copycat-second-instance-'));
const userData = join(userRoot, 'Copycat');
const launched: ChildProcess[] = [];

function launchApp(): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/main/run-built-app.ts', userData],
    {
      detached: OWN_PROCESS_GROUPS,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    },
  );
  trackChild(child, { group: OWN_PROCESS_GROUPS });
  launched.push(child);
  return child;
}

afterAll(() => {
  for (const child of launched) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(userRoot, { recursive: true, force: true });
});

it('refuses a second app on the same game data with a clear message and a non-zero exit', async () => {
  if (!existsSync(resolve('out/main/index.js')))
    throw new Error('out/main/index.js is missing: run `npx electron-vite build` (npm test does).');
  const first = launchApp();
  const firstDone = collect(first);
  await new Promise<void>((ready, failed) => {
    let output = '';
    first.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('SERVER READY')) ready();
    });
    void firstDone.then((result) => failed(new Error(`the first app exited: ${result.stderr}`)));
  });
  const lockPath = join(userData, 'server-data', 'pglite', LOCK_FILE_NAME);
  const lockBefore = readFileSync(lockPath, 'utf8');
  const owner = (JSON.parse(lockBefore) as { pid: number }).pid;

  const second = await collect(launchApp());
  expect(second.code).toBe(1);
  expect(second.stderr).toContain('Copycat cannot open its game data');
  expect(second.stderr).toContain(`in use by another Copycat process (process ${owner})`);
  expect(second.stdout).not.toContain('SERVER READY');
  expect(readFileSync(lockPath, 'utf8')).toBe(lockBefore);

  // The first app's server kept running; a clean stop of the first app releases the folder.
  first.kill('SIGTERM');
  await firstDone;
  await expect.poll(() => existsSync(lockPath), { timeout: scaledMs(30_000) }).toBe(false);
});
