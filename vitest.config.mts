import { defineConfig } from 'vitest/config';

// Two projects: Node (server, main process, shared rules, browser tests driven from Node)
// and jsdom (renderer units). The global setup starts a real PostgreSQL server when the
// machine has its binaries, so database suites run on both engines.
export default defineConfig({
  test: {
    // Most suites wait on PostgreSQL or the browser rather than on the CPU, so two files run
    // at once even on a 2-core machine (vitest would otherwise default to one here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/renderer/**'],
          globalSetup: ['tests/setup/global-postgres.ts'],
          // Time limits follow the machine's measured slowness; children are ended on failure.
          setupFiles: ['tests/setup/limits-and-children.ts'],
          // For a quiet machine: the setup file stretches both by the measured slowness.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          server: { deps: { inline: ['electron-store', 'conf'] } },
        },
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
