// A direct `npx vitest` run keeps its throw-away folders in one folder of its own, removed when
// the run ends (tests/setup/run-temp-folder.ts); under `npm test`, whose runner made that folder
// already, the setup leaves it be.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import setup from '../setup/run-temp-folder';

it('the suites run inside a run folder, which setup then leaves as it is', () => {
  expect(basename(tmpdir())).toMatch(/^copycat-test-run-/);
  const before = process.env.TMPDIR;
  expect(setup()).toBeUndefined();
  expect(process.env.TMPDIR).toBe(before);
});

it('outside a run folder, setup makes one, points the temporary folder at it, and its teardown removes it', () => {
  const saved = { TMPDIR: process.env.TMPDIR, TEMP: process.env.TEMP, TMP: process.env.TMP };
  const machineTmp = mkdtempSync(join(tmpdir(), 'machine-tmp-'));
  try {
    Object.assign(process.env, { TMPDIR: machineTmp, TEMP: machineTmp, TMP: machineTmp });
    const teardown = setup();
    expect(teardown).toBeTypeOf('function');
    const runFolder = tmpdir();
    expect(dirname(runFolder)).toBe(machineTmp);
    expect(basename(runFolder)).toMatch(/^copycat-test-run-/);
    const left = mkdtempSync(join(tmpdir(), 'copycat-test-data-'));
    teardown!();
    expect(existsSync(left)).toBe(false);
    expect(existsSync(runFolder)).toBe(false);
    expect(process.env.TMPDIR).toBe(machineTmp);
  } finally {
    Object.assign(process.env, saved);
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
    rmSync(machineTmp, { recursive: true, force: true });
  }
});
