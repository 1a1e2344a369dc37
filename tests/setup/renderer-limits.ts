// Runs in every test file of the renderer project (jsdom). Its waits (Testing Library's findBy
// and waitFor, vitest's expect.poll, the test timeout) are written for a quiet machine and
// stretched by the slowness measured as the file starts, like the node project's.
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { remeasureSlowness } from '../support/slowness';

/** The renderer project's test timeout of vitest.config.mts, for a quiet machine. */
const QUIET_TEST_TIMEOUT_MS = 20_000;
/** Testing Library gives up on findBy/waitFor after this (its own default is 1 s). */
const QUIET_ASYNC_WAIT_MS = 3_000;
const QUIET_POLL_TIMEOUT_MS = 5_000;

const slowness = remeasureSlowness();
vi.setConfig({
  testTimeout: Math.round(QUIET_TEST_TIMEOUT_MS * slowness),
  expect: { poll: { timeout: Math.round(QUIET_POLL_TIMEOUT_MS * slowness), interval: 50 } },
});
configure({ asyncUtilTimeout: Math.round(QUIET_ASYNC_WAIT_MS * slowness) });
