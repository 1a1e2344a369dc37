// Runs in every test file of the renderer projects. Most renderer files share their worker,
// its modules and its jsdom (vitest.config.mts): what one test replaces for itself, the clock
// or a global, is put back after it, passed or failed, so that no later test or file runs on it.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
