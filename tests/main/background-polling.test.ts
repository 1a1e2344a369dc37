import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBackgroundPolling,
  type PollTasks,
} from '../../src/main/core/polling/background-polling';
import type { PollOutcome } from '../../src/main/core/polling/poller';
import { systemTimers } from '../../src/main/core/ports';

const SET_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SET_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

let origin = 0;
beforeEach(() => {
  vi.useFakeTimers();
  origin = Date.now();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(outcomes: Partial<Record<keyof PollTasks, () => PollOutcome>> = {}) {
  const log: Record<'dashboard' | 'balance' | 'phraseset', number[]> = {
    dashboard: [],
    balance: [],
    phraseset: [],
  };
  const watched: string[] = [];
  const at = () => Date.now() - origin;
  const tasks: PollTasks = {
    dashboard: async () => (log.dashboard.push(at()), outcomes.dashboard?.() ?? 'ok'),
    balance: async () => (log.balance.push(at()), outcomes.balance?.() ?? 'ok'),
    phraseset: async (id) => (
      log.phraseset.push(at()),
      watched.push(id),
      outcomes.phraseset?.() ?? 'ok'
    ),
  };
  const polling = createBackgroundPolling({ tasks, timers: systemTimers, now: Date.now });
  return { polling, log, watched };
}

describe('background polling', () => {
  it('a session polls the dashboard every 60 s and the balance every 180 s', async () => {
    const { polling, log } = setup();
    polling.startSession();
    await vi.advanceTimersByTimeAsync(360_000);
    expect(log.dashboard).toEqual([0, 60_000, 120_000, 180_000, 240_000, 300_000, 360_000]);
    expect(log.balance).toEqual([0, 180_000, 360_000]);
    expect(log.phraseset).toEqual([]);
    polling.dispose();
  });

  it('unfocused for 5 s, intervals double with a 120 s minimum; focus brings them back', async () => {
    const { polling, log } = setup();
    polling.startSession();
    await vi.advanceTimersByTimeAsync(10_000);
    polling.setFocused(false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(log.dashboard).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    // From the last poll at 0: dashboard at 120 s instead of 60 s, balance at 360 s instead of 180 s.
    await vi.advanceTimersByTimeAsync(400_000 - 15_000);
    expect(log.dashboard).toEqual([0, 120_000, 240_000, 360_000]);
    expect(log.balance).toEqual([0, 360_000]);

    polling.setFocused(true);
    expect(log.dashboard.at(-1)).toBe(400_000); // focus refresh
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.dashboard.at(-1)).toBe(460_000);
    expect(log.balance).toEqual([0, 360_000]);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(log.balance).toEqual([0, 360_000, 540_000]);
    polling.dispose();
  });

  it('a short blur does not slow polling down', async () => {
    const { polling, log } = setup();
    polling.startSession();
    await vi.advanceTimersByTimeAsync(50_000);
    polling.setFocused(false);
    await vi.advanceTimersByTimeAsync(3_000);
    polling.setFocused(true);
    await vi.advanceTimersByTimeAsync(127_000);
    // The refocus at 53 s refreshes the dashboard; nothing waits longer than its normal interval.
    expect(log.dashboard).toEqual([0, 53_000, 113_000, 173_000]);
    expect(log.balance).toEqual([0, 180_000]);
    polling.dispose();
  });

  it('focus refreshes the dashboard at once, at most every 5 s, and never the balance', async () => {
    const { polling, log } = setup();
    polling.startSession();
    await vi.advanceTimersByTimeAsync(20_000);
    polling.setFocused(false);
    polling.setFocused(true);
    expect(log.dashboard).toEqual([0, 20_000]);
    await vi.advanceTimersByTimeAsync(4_000);
    polling.setFocused(false);
    polling.setFocused(true);
    expect(log.dashboard).toEqual([0, 20_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    polling.setFocused(false);
    polling.setFocused(true);
    expect(log.dashboard).toEqual([0, 20_000, 25_000]);
    expect(log.balance).toEqual([0]);
    polling.dispose();
  });

  it('focus resumes a poller that used up its retries', async () => {
    const { polling, log } = setup({ dashboard: () => 'error' });
    polling.startSession();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(log.dashboard).toHaveLength(4);
    polling.setFocused(false);
    polling.setFocused(true);
    expect(log.dashboard).toHaveLength(5);
    polling.dispose();
  });

  it('closed to the tray, the dashboard keeps trying slowly after its retries are used up', async () => {
    let offline = true;
    const { polling, log } = setup({
      dashboard: () => (offline ? 'error' : 'ok'),
      balance: () => (offline ? 'error' : 'ok'),
    });
    polling.startSession();
    // Paused while the window had focus (the spec's retries), then the window is closed.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(log.dashboard).toHaveLength(4);
    polling.setFocused(false);
    await vi.advanceTimersByTimeAsync(3_600_000);
    // Every 600 s from the window's close (5 s to count as unfocused): 6 more tries in the hour.
    expect(log.dashboard).toHaveLength(10);
    expect(log.balance).toHaveLength(3); // the balance still waits for the window
    offline = false;
    await vi.advanceTimersByTimeAsync(5_001);
    expect(log.dashboard).toHaveLength(11);
    // Back to normal unfocused polling (120 s) after the answer.
    await vi.advanceTimersByTimeAsync(240_000);
    expect(log.dashboard).toHaveLength(13);
    polling.dispose();
  });

  it('watches one phrase set every 60 s until it is finalized', async () => {
    let status: PollOutcome = 'ok';
    const { polling, log, watched } = setup({ phraseset: () => status });
    polling.watchPhraseset(SET_A);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(log.phraseset).toEqual([0, 60_000, 120_000]);
    status = 'done';
    await vi.advanceTimersByTimeAsync(600_000);
    expect(log.phraseset).toEqual([0, 60_000, 120_000, 180_000]);
    expect(watched.every((id) => id === SET_A)).toBe(true);
    polling.dispose();
  });

  it('switching or clearing the watched set stops polling the old one', async () => {
    const { polling, log, watched } = setup();
    polling.watchPhraseset(SET_A);
    await vi.advanceTimersByTimeAsync(30_000);
    polling.watchPhraseset(SET_B);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(watched).toEqual([SET_A, SET_B, SET_B]);
    polling.watchPhraseset(null);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(log.phraseset).toEqual([0, 30_000, 90_000]);
    polling.dispose();
  });

  it('stopAll ends every poller', async () => {
    const { polling, log } = setup();
    polling.startSession();
    polling.watchPhraseset(SET_A);
    polling.stopAll();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(log).toEqual({ dashboard: [0], balance: [0], phraseset: [0] });
  });

  it('refreshDashboard polls now and restarts the interval from there', async () => {
    const { polling, log } = setup();
    polling.startSession();
    await vi.advanceTimersByTimeAsync(45_000);
    void polling.refreshDashboard();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.dashboard).toEqual([0, 45_000, 105_000]);
    polling.dispose();
  });
});
