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
// Files of the node project share their worker process (isolate: false) and run this file one
// after another in it: the exit hook is added once per process, not once per file (a hook per
// file made Node warn of a listener leak after ten files). It ends the children of the file
// that ran last, whose own afterAll has not run when the worker exits early.
const EXIT_HOOK = Symbol.for('copycat.tests.endChildrenOnExit');
const hooks = globalThis as { [EXIT_HOOK]?: () => unknown };
if (!hooks[EXIT_HOOK]) process.once('exit', () => hooks[EXIT_HOOK]?.());
hooks[EXIT_HOOK] = endChildren;
