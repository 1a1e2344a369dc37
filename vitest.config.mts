import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects: Node (server, main process, shared rules, browser tests driven from Node) in
// two halves, and jsdom (renderer units). The global setup starts a real PostgreSQL server
// when the machine has its binaries, so database suites run on both engines.

/**
 * Test files that need fresh modules: those that replace modules or globals (vi.mock and the
 * like), and the browser tests. These were isolated after the tutorial card's check at 800x600
 * failed twice in whole runs. That failure was later traced to the prompt drawn at random (3
 * long prompts in 350 hid the vote screen's timer, d7d78db), not to shared modules, so whether
 * the browser tests could share their worker's modules again is untested.
 */
function filesThatNeedFreshModules(folder: string): string[] {
  const mocks = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|fake-electron/;
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(folder, file))
    .filter((file) => !file.startsWith(join(folder, 'renderer')))
    .filter(
      (file) => file.startsWith(join(folder, 'browser')) || mocks.test(readFileSync(file, 'utf8')),
    );
}
const FRESH_MODULES = filesThatNeedFreshModules('tests');

const NODE_PROJECT = {
  environment: 'node' as const,
  globalSetup: ['tests/setup/run-temp-folder.ts', 'tests/setup/global-postgres.ts'],
  // Time limits follow the machine's measured slowness; children are ended on failure.
  setupFiles: ['tests/setup/limits-and-children.ts'],
  // For a quiet machine: the setup file stretches both by the measured slowness.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  server: { deps: { inline: ['electron-store', 'conf'] } },
};

export default defineConfig({
  test: {
    // Most suites wait on PostgreSQL or the browser rather than on the CPU, so two files run
    // at once even on a 2-core machine (vitest would otherwise default to one here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...NODE_PROJECT,
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/renderer/**', ...FRESH_MODULES],
          // Files share their worker's modules: each file in a fresh process spent as long
          // loading the server's modules and compiling PGlite's WebAssembly as some suites run
          // (the whole suite took 536 s isolated, 433 s shared, on a quiet 2-core machine).
          // Suites keep nothing in modules that another file could trip over: each builds its
          // own app, database and clock.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...NODE_PROJECT, name: 'node-fresh-modules', include: FRESH_MODULES },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/renderer/**/*.test.{ts,tsx}'],
          // Waits follow the machine's measured slowness (the setup file stretches this one too).
          setupFiles: ['tests/setup/renderer-limits.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
