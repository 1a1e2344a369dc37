// Runs in every test file of the node project (vitest setupFiles). Time limits follow the
// machine's slowness measured as the file starts (see tests/support/slowness.ts), and the
// processes the file's tests started are ended when a test fails or times out, when the file is
// done, and if the worker exits early.
import { afterAll, afterEach, vi } from 'vitest';
import { endChildren } from '../support/child-processes';
import { remeasureSlowness } from '../support/slowness';

/** The limits of vitest.config.mts for a quiet machine. */
const QUIET_TEST_TIMEOUT_MS = 60_000;
const QUIET_HOOK_TIMEOUT_MS = 120_000;
/** How long `expect.poll` waits for its event by default (vitest's own default is 1 s). */
const QUIET_POLL_TIMEOUT_MS = 5_000;

const slowness = remeasureSlowness();
vi.setConfig({
  testTimeout: Math.round(QUIET_TEST_TIMEOUT_MS * slowness),
  hookTimeout: Math.round(QUIET_HOOK_TIMEOUT_MS * slowness),
  expect: { poll: { timeout: Math.round(QUIET_POLL_TIMEOUT_MS * slowness), interval: 50 } },
});

afterEach((context) => {
  if (context.task.result?.state === 'fail') endChildren();
});
afterAll(() => {
  endChildren();
});
process.once('exit', () => endChildren());
