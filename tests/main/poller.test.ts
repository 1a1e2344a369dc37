import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_POLICIES, type PollerName } from '../../src/main/core/polling/poll-policies';
import { createPoller, type PollOutcome } from '../../src/main/core/polling/poller';
import { systemTimers } from '../../src/main/core/ports';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function pollerWith(name: PollerName, outcomes: () => PollOutcome, unfocused = () => false) {
  const startedAt: number[] = [];
  const task = vi.fn(async () => {
    startedAt.push(Date.now());
    return outcomes();
  });
  const poller = createPoller({
    policy: POLL_POLICIES[name],
    task,
    timers: systemTimers,
    now: Date.now,
    isUnfocused: unfocused,
  });
  // Times relative to the start, for readable expectations.
  const origin = Date.now();
  return { poller, task, times: () => startedAt.map((time) => time - origin) };
}

describe('poller', () => {
  it.each([
    ['dashboard', 60_000],
    ['phraseset', 60_000],
    ['balance', 180_000],
  ] as const)('%s polls at once, then every %i ms while polls succeed', async (name, interval) => {
    const { poller, times } = pollerWith(name, () => 'ok');
    poller.start();
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(times()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1 + 2 * interval);
    expect(times()).toEqual([0, interval, 2 * interval, 3 * interval]);
    poller.stop();
  });

  it.each([
    // first failure, then the retries at backed-off waits, then a pause
    ['dashboard', [0, 90_000, 225_000, 427_500]],
    ['phraseset', [0, 120_000, 360_000, 660_000]],
    ['balance', [0, 270_000, 675_000]],
  ] as const)(
    '%s retries with backoff and pauses when its retries are used up',
    async (name, expected) => {
      const { poller, times } = pollerWith(name, () => 'error');
      poller.start();
      await vi.advanceTimersByTimeAsync(24 * 3_600_000);
      expect(times()).toEqual(expected);
    },
  );

  it('out of retries while unfocused, a dashboard-like poller keeps trying every 600 s until an answer comes', async () => {
    let fail = true;
    let unfocused = true;
    const startedAt: number[] = [];
    const origin = Date.now();
    const poller = createPoller({
      policy: POLL_POLICIES.dashboard,
      task: async () => (startedAt.push(Date.now() - origin), fail ? 'error' : 'ok'),
      timers: systemTimers,
      now: Date.now,
      isUnfocused: () => unfocused,
      keepTryingUnfocused: true,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(3_000_000);
    // Unfocused backoff (180 s, 270 s, 405 s), retries used up at 855 s, then the slowest
    // unfocused interval (300 s x 2) instead of a pause.
    expect(startedAt).toEqual([0, 180_000, 450_000, 855_000, 1_455_000, 2_055_000, 2_655_000]);
    fail = false;
    await vi.advanceTimersByTimeAsync(255_000 + 240_000);
    // The answer came: normal unfocused polling again (120 s).
    expect(startedAt.slice(7)).toEqual([3_255_000, 3_375_000, 3_495_000]);

    // With the window focused it pauses as the spec says, however it was told.
    fail = true;
    unfocused = false;
    poller.reschedule();
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(startedAt.slice(10)).toHaveLength(4);
    poller.stop();
  });

  it('a success resets the backoff', async () => {
    let fail = true;
    const { poller, times } = pollerWith('dashboard', () => (fail ? 'error' : 'ok'));
    poller.start();
    fail = false;
    await vi.advanceTimersByTimeAsync(90_000 + 60_000);
    expect(times()).toEqual([0, 90_000, 150_000]);
    poller.stop();
  });

  it('a paused poller resumes its schedule counted from the resume, not at once', async () => {
    let fail = true;
    const origin = Date.now();
    const { poller, times } = pollerWith('balance', () => (fail ? 'error' : 'ok'));
    poller.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times()).toHaveLength(3);
    fail = false;
    const resumedAt = Date.now() - origin;
    poller.resume();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(times()).toHaveLength(3);
    // Three consecutive errors: 180 s x 1.5^3 = 607.5 s, capped at 600 s.
    await vi.advanceTimersByTimeAsync(1);
    expect(times()).toHaveLength(4);
    expect(times()[3]).toBe(resumedAt + 600_000);
    poller.stop();
  });

  it('"done" stops the poller for good', async () => {
    const { poller, times } = pollerWith('phraseset', () => 'done');
    poller.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times()).toEqual([0]);
    expect(poller.isActive()).toBe(false);
  });

  it('pollNow during a poll in flight polls once more right after it', async () => {
    let release!: () => void;
    const task = vi.fn(
      () =>
        new Promise<PollOutcome>((resolve) => {
          release = () => resolve('ok');
        }),
    );
    const poller = createPoller({
      policy: POLL_POLICIES.dashboard,
      task,
      timers: systemTimers,
      now: Date.now,
      isUnfocused: () => false,
    });
    poller.start();
    void poller.pollNow();
    void poller.pollNow();
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('ignores an answer that arrives after stop', async () => {
    let release!: (outcome: PollOutcome) => void;
    const task = vi.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const poller = createPoller({
      policy: POLL_POLICIES.dashboard,
      task,
      timers: systemTimers,
      now: Date.now,
      isUnfocused: () => false,
    });
    poller.start();
    poller.stop();
    release('ok');
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
