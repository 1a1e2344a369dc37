// A direct `npx vitest` run keeps its throw-away folders in one folder of its own, removed when
// the run ends (tests/setup/run-temp-folder.ts); under `npm test`, whose runner made that folder
// already, the setup leaves it be.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { useRunFolder } from '../setup/run-temp-folder';

it('the suites run inside a run folder, which is then left as it is', () => {
  expect(basename(tmpdir())).toMatch(/^copycat-test-run-/);
  const env = { TMPDIR: tmpdir() };
  expect(useRunFolder(tmpdir(), env)).toBeUndefined();
  expect(env).toEqual({ TMPDIR: tmpdir() });
});

it('outside a run folder, one is made, the temporary folder points at it, and the teardown removes it', () => {
  const machineTmp = mkdtempSync(join(tmpdir(), 'machine-tmp-'));
  try {
    const env: NodeJS.ProcessEnv = { TMPDIR: machineTmp, PATH: '/bin' };
    const teardown = useRunFolder(machineTmp, env);
    if (!teardown) throw new Error('no run folder was made');
    const runFolder = env.TMPDIR!;
    expect(dirname(runFolder)).toBe(machineTmp);
    expect(basename(runFolder)).toMatch(/^copycat-test-run-/);
    expect(env).toEqual({ TMPDIR: runFolder, TEMP: runFolder, TMP: runFolder, PATH: '/bin' });
    const left = mkdtempSync(join(runFolder, 'copycat-test-data-'));
    teardown();
    expect(existsSync(left)).toBe(false);
    expect(existsSync(runFolder)).toBe(false);
    expect(env).toEqual({ TMPDIR: machineTmp, PATH: '/bin' });
  } finally {
    rmSync(machineTmp, { recursive: true, force: true });
  }
});

it('a run folder this process made is shared by every project, and goes with the last to leave', () => {
  const machineTmp = mkdtempSync(join(tmpdir(), 'machine-tmp-'));
  try {
    const env: NodeJS.ProcessEnv = { TMPDIR: machineTmp };
    const first = useRunFolder(machineTmp, env);
    const runFolder = env.TMPDIR!;
    // The next project finds the folder in place: its own PostgreSQL server keeps its files there.
    const second = useRunFolder(runFolder, env);
    if (!first || !second) throw new Error('a project was not counted as a user of the folder');
    expect(env.TMPDIR).toBe(runFolder);
    // vitest may tear down the project that made the folder first.
    first();
    expect(existsSync(runFolder)).toBe(true);
    expect(env.TMPDIR).toBe(runFolder);
    second();
    expect(existsSync(runFolder)).toBe(false);
    expect(env).toEqual({ TMPDIR: machineTmp });
  } finally {
    rmSync(machineTmp, { recursive: true, force: true });
  }
});
