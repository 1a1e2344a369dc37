// The background jobs' scheduler on timers the test owns: a deadline job sleeps until its
// deadline and runs then, wakes early when told of new work (at most once per least gap), looks
// only every longest sleep when nothing is due, and a jump of a test clock wakes it. Wake-ups
// are counted on the injected timers, never in wall time.
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import type { ServerContext } from '../../src/server/context';
import {
  startBackgroundJobs,
  type JobDefinition,
  type JobTimers,
} from '../../src/server/jobs/background-jobs';

/** Timers on a time the test moves; each callback that fires is one wake-up of the process. */
class ManualTimers implements JobTimers {
  time = 0;
  wakeUps = 0;
  private next = 0;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  now = () => this.time;

  setTimeout = (callback: () => void, ms: number) => {
    this.next += 1;
    this.pending.set(this.next, { at: this.time + ms, callback });
    return this.next;
  };

  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };

  /** Moves time on by `ms`, firing every timer due on the way (and what their runs schedule). */
  async advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const [handle, due] =
        [...this.pending.entries()].sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
      if (handle === undefined || !due || due.at > end) break;
      this.pending.delete(handle);
      this.time = due.at;
      this.wakeUps += 1;
      due.callback();
    }
    this.time = end;
    await settle();
  }
}

/** Lets the scheduler's promise chains (a look, a run, the next look) finish. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

const START = Date.parse('2031-05-01T12:00:00Z');

function setup(job: Partial<JobDefinition> & { deadline: () => Date | null }) {
  const timers = new ManualTimers();
  // The server's clock follows the timers: a deadline job reads its deadlines on it.
  const clock = { now: () => new Date(START + timers.time) };
  const ctx = { clock } as unknown as ServerContext;
  const log = { runs: 0, looks: 0, afterWork: 0, errors: [] as unknown[] };
  const definition: JobDefinition = {
    name: 'deadline-job',
    minGapMs: 500,
    maxSleepMs: 30_000,
    wakeOnWork: true,
    run: async () => {
      log.runs += 1;
    },
    nextDue: async (_ctx, look) => {
      log.looks += 1;
      if (look.afterWork) log.afterWork += 1;
      return job.deadline();
    },
    ...job,
  };
  const jobs = startBackgroundJobs(
    ctx,
    { failed: (_name, error) => log.errors.push(error) },
    {
      jobs: [definition],
      timers,
    },
  );
  return { timers, jobs, log };
}

describe('the background job scheduler', () => {
  it('does not wake more than once per longest sleep when nothing is due', async () => {
    const { timers, jobs, log } = setup({ deadline: () => null });
    await timers.advance(10 * 60_000);
    // The first look after the least gap, then one every 30 s: 20 in ten minutes.
    expect(timers.wakeUps).toBe(1 + Math.floor((10 * 60_000 - 500) / 30_000));
    expect(log.runs).toBe(0);
    expect(log.errors).toEqual([]);
    await jobs.stop();
    await timers.advance(60_000);
    expect(timers.wakeUps).toBe(20);
  });

  it('sleeps until its deadline and runs then, once', async () => {
    let deadline: Date | null = new Date(START + 12_345);
    const { timers, jobs, log } = setup({
      deadline: () => deadline,
      run: async () => {
        log.runs += 1;
        deadline = null; // the run handled it
      },
    });
    await timers.advance(12_344);
    expect(log.runs).toBe(0);
    expect(timers.wakeUps).toBe(1); // the first look only
    await timers.advance(1);
    expect(log.runs).toBe(1);
    expect(timers.wakeUps).toBe(2);
    await timers.advance(29_999);
    expect(timers.wakeUps).toBe(2);
    expect(log.runs).toBe(1);
    await jobs.stop();
  });

  it('wakes early when told of new work, at most once per least gap', async () => {
    let deadline: Date | null = null;
    const { timers, jobs, log } = setup({
      deadline: () => deadline,
      run: async () => {
        log.runs += 1;
        deadline = null;
      },
    });
    await timers.advance(1_000); // the first look: nothing due, asleep for 30 s
    expect(timers.wakeUps).toBe(1);

    // A request made a deadline 2 s away: the job looks at once and sleeps until it.
    deadline = new Date(START + timers.time + 2_000);
    jobs.notifyWork();
    await timers.advance(0);
    expect(timers.wakeUps).toBe(2);
    expect(log.afterWork).toBe(1);
    await timers.advance(2_000);
    expect(log.runs).toBe(1);
    expect(timers.wakeUps).toBe(3);

    // A burst of requests: one look for all of them, after the least gap.
    for (let request = 0; request < 50; request += 1) jobs.notifyWork();
    await timers.advance(499);
    expect(timers.wakeUps).toBe(3);
    await timers.advance(1);
    expect(timers.wakeUps).toBe(4);
    expect(log.afterWork).toBe(2);
    await jobs.stop();
  });

  it('looks again when a test clock jumps past a deadline', async () => {
    const timers = new ManualTimers();
    const clock = createTestClock(new Date(START));
    const ctx = { clock } as unknown as ServerContext;
    let runs = 0;
    const jobs = startBackgroundJobs(
      ctx,
      { failed: () => undefined },
      {
        timers,
        jobs: [
          {
            name: 'jump',
            minGapMs: 500,
            maxSleepMs: 30_000,
            nextDue: async () => (runs === 0 ? new Date(START + 3_600_000) : null),
            run: async () => {
              runs += 1;
            },
          },
        ],
      },
    );
    await timers.advance(1_000);
    expect(runs).toBe(0);
    clock.advance(3_600_000);
    await timers.advance(0);
    expect(runs).toBe(1);
    await jobs.stop();
  });

  it('wakes the jobs woken by work after a run of a job that creates work, not itself', async () => {
    const timers = new ManualTimers();
    const ctx = { clock: { now: () => new Date(START + timers.time) } } as unknown as ServerContext;
    const looks = { maker: 0, sweeper: 0 };
    let makerDue: Date | null = new Date(START + 5_000);
    const jobs = startBackgroundJobs(
      ctx,
      { failed: () => undefined },
      {
        timers,
        jobs: [
          {
            name: 'maker',
            createsWork: true,
            wakeOnWork: true,
            nextDue: async () => {
              looks.maker += 1;
              return makerDue;
            },
            run: async () => {
              makerDue = null;
            },
          },
          {
            name: 'sweeper',
            wakeOnWork: true,
            nextDue: async () => {
              looks.sweeper += 1;
              return null;
            },
            run: async () => undefined,
          },
        ],
      },
    );
    await timers.advance(1_000);
    expect(looks).toEqual({ maker: 1, sweeper: 1 });
    await timers.advance(4_000); // the maker runs at its deadline: two looks (before, after)
    expect(looks).toEqual({ maker: 3, sweeper: 2 });
    await timers.advance(20_000);
    expect(looks).toEqual({ maker: 3, sweeper: 2 });
    await jobs.stop();
  });

  it('keeps a fixed interval for jobs without deadlines, and reports failures', async () => {
    const timers = new ManualTimers();
    const errors: string[] = [];
    const looked: string[] = [];
    let runs = 0;
    const jobs = startBackgroundJobs(
      { clock: { now: () => new Date() } } as unknown as ServerContext,
      { failed: (name) => errors.push(name), looked: (name) => looked.push(name) },
      {
        timers,
        jobs: [
          {
            name: 'hourly',
            intervalMs: 3_600_000,
            run: async () => {
              runs += 1;
              if (runs === 2) throw new Error('one failing run');
            },
          },
        ],
      },
    );
    jobs.notifyWork(); // not woken by work
    await timers.advance(3 * 3_600_000);
    expect(runs).toBe(3);
    expect(errors).toEqual(['hourly']);
    // The runs that succeeded, the first and the third.
    expect(looked).toEqual(['hourly', 'hourly']);
    expect(timers.wakeUps).toBe(3);
    await jobs.stop();
  });
});
