// The dashboard poller after a round's deadline: a `settling` answer (the server still shows a
// round past its deadline, during its grace) is asked again a second later, a bounded number of
// times, and pollNow resolves once a poll started after it has finished.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_POLICIES } from '../../src/main/core/polling/poll-policies';
import {
  createPoller,
  MAX_SETTLE_RETRIES,
  SETTLE_RETRY_MS,
  type PollOutcome,
} from '../../src/main/core/polling/poller';
import { systemTimers } from '../../src/main/core/ports';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function dashboardPoller(outcomes: () => PollOutcome) {
  const origin = Date.now();
  const startedAt: number[] = [];
  const poller = createPoller({
    policy: POLL_POLICIES.dashboard,
    task: async () => {
      startedAt.push(Date.now() - origin);
      return outcomes();
    },
    timers: systemTimers,
    now: Date.now,
    isUnfocused: () => false,
  });
  return { poller, times: () => startedAt };
}

describe('settling polls', () => {
  it('asks again each second while the answer settles, then keeps the usual interval', async () => {
    const answers: PollOutcome[] = ['settling', 'settling', 'ok'];
    const { poller, times } = dashboardPoller(() => answers.shift() ?? 'ok');
    poller.start();
    await vi.advanceTimersByTimeAsync(2 * SETTLE_RETRY_MS);
    expect(times()).toEqual([0, SETTLE_RETRY_MS, 2 * SETTLE_RETRY_MS]);
    await vi.advanceTimersByTimeAsync(POLL_POLICIES.dashboard.intervalMs);
    expect(times()).toEqual([
      0,
      SETTLE_RETRY_MS,
      2 * SETTLE_RETRY_MS,
      2 * SETTLE_RETRY_MS + POLL_POLICIES.dashboard.intervalMs,
    ]);
    poller.stop();
  });

  it('a focus change does not push a quick retry back to the usual interval', async () => {
    const answers: PollOutcome[] = ['settling', 'ok'];
    const { poller, times } = dashboardPoller(() => answers.shift() ?? 'ok');
    poller.start();
    await vi.advanceTimersByTimeAsync(SETTLE_RETRY_MS / 2);
    // The player switches to another window while the round's answer settles.
    poller.reschedule();
    await vi.advanceTimersByTimeAsync(SETTLE_RETRY_MS / 2);
    expect(times()).toEqual([0, SETTLE_RETRY_MS]);
    poller.stop();
  });

  it('gives up the quick retries after a bounded number (a clock far off the server’s)', async () => {
    const { poller, times } = dashboardPoller(() => 'settling');
    poller.start();
    await vi.advanceTimersByTimeAsync((MAX_SETTLE_RETRIES + 5) * SETTLE_RETRY_MS);
    expect(times()).toHaveLength(MAX_SETTLE_RETRIES + 1);
    await vi.advanceTimersByTimeAsync(POLL_POLICIES.dashboard.intervalMs);
    expect(times()).toHaveLength(MAX_SETTLE_RETRIES + 2);
    poller.stop();
  });

  it('pollNow resolves after the poll it asked for, including one queued behind a poll in flight', async () => {
    let finish: (outcome: PollOutcome) => void = () => undefined;
    const { poller, times } = dashboardPoller(() => 'ok');
    const slow = createPoller({
      policy: POLL_POLICIES.dashboard,
      task: () =>
        new Promise<PollOutcome>((resolve) => {
          finish = resolve;
        }),
      timers: systemTimers,
      now: Date.now,
      isUnfocused: () => false,
    });
    slow.start(); // a poll in flight
    let resolved = false;
    void slow.pollNow().then(() => {
      resolved = true;
    });
    finish('ok'); // the poll that was in flight ends: not the one asked for
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(false);
    finish('ok'); // the queued poll ends
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    slow.stop();

    // A stopped poller answers at once.
    poller.stop();
    await expect(poller.pollNow()).resolves.toBeUndefined();
    expect(times()).toEqual([]);
  });
});
