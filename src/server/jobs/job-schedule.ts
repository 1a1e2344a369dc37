// When one background job runs. A job either ticks at a fixed interval (hourly purges) or
// sleeps until its next deadline, which it reads from the database after each run (the sweep:
// the next round expiry or voting-window close). A request that creates work wakes the
// deadline jobs early; a bounded longest sleep serves work created by other server processes
// on the same database, so an idle desktop app wakes a few times a minute instead of twice a
// second.
import type { ServerContext } from '../context';

/** A job's work; runs are never concurrent with themselves. */
export type BackgroundJob = (ctx: ServerContext) => Promise<void>;

export interface JobDefinition {
  name: string;
  run: BackgroundJob;
  /** A fixed interval between the end of one run and the start of the next. */
  intervalMs?: number;
  /**
   * When the job is next due, on the server's clock (null: nothing is due). A job with this
   * sleeps until then (within minGapMs and maxSleepMs) and runs only when it is due.
   * `afterWork` tells that a request created work since the last look.
   */
  nextDue?: (ctx: ServerContext, look: { afterWork: boolean }) => Promise<Date | null>;
  /** The least time between two looks at the deadline (default 500 ms). */
  minGapMs?: number;
  /**
   * The longest sleep (default 30 s): other processes on the same database create deadlines
   * this one is not told about.
   */
  maxSleepMs?: number;
  /** Requests that change the game wake the job early to look at its deadline again. */
  wakeOnWork?: boolean;
  /**
   * Its runs change the game as requests do (the backup players start rounds and vote): each
   * run wakes the other jobs woken by work.
   */
  createsWork?: boolean;
}

/** The timers a job sleeps on; `now` is a monotonic time in ms. */
export interface JobTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const nodeJobTimers: JobTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const DEFAULT_MIN_GAP_MS = 500;
const DEFAULT_MAX_SLEEP_MS = 30_000;

export interface ScheduledJob {
  definition: JobDefinition;
  /** Look at the deadline again now, or as soon as the least gap allows. */
  wake(reason: 'work' | 'clock'): void;
  stop(): Promise<void>;
}

/** What a scheduled job tells its owner. */
export interface JobEvents {
  /** A look at the deadline, or a run, failed; the job sleeps on as usual. */
  onError(error: unknown): void;
  /** A look (and the run it made, if any) succeeded. */
  onLooked?(): void;
  /** The job ran. */
  onRan?(): void;
}

export function scheduleJob(
  ctx: ServerContext,
  definition: JobDefinition,
  timers: JobTimers,
  events: JobEvents,
): ScheduledJob {
  const onRan = () => events.onRan?.();
  const minGap = definition.minGapMs ?? DEFAULT_MIN_GAP_MS;
  const maxSleep = definition.maxSleepMs ?? DEFAULT_MAX_SLEEP_MS;
  const nextDue = definition.nextDue;
  let stopped = false;
  let timer: { handle: unknown; at: number } | undefined;
  let inFlight: Promise<void> | undefined;
  let wakeWhileRunning = false;
  let workSinceLook = false;
  let lastEnd = -Infinity;

  const sleep = (ms: number) => {
    if (timer) timers.clearTimeout(timer.handle);
    const handle = timers.setTimeout(() => {
      timer = undefined;
      look();
    }, ms);
    timer = { handle, at: timers.now() + ms };
  };

  /** Runs the job if it is due and returns how long to sleep afterwards. */
  const runIfDue = async (): Promise<number> => {
    if (!nextDue) {
      await definition.run(ctx);
      onRan();
      return definition.intervalMs ?? minGap;
    }
    const untilDue = async (afterWork: boolean) => {
      const due = await nextDue(ctx, { afterWork });
      return due === null ? Infinity : due.getTime() - ctx.clock.now().getTime();
    };
    const afterWork = workSinceLook;
    workSinceLook = false;
    let wait = await untilDue(afterWork);
    if (wait <= 0) {
      await definition.run(ctx);
      onRan();
      wait = await untilDue(false);
    }
    return Math.min(Math.max(wait, minGap), maxSleep);
  };

  const look = () => {
    if (stopped) return;
    const run = runIfDue()
      .then(
        (wait) => {
          events.onLooked?.();
          return wait;
        },
        (error: unknown) => {
          events.onError(error);
          return definition.intervalMs ?? minGap;
        },
      )
      .then((wait) => {
        inFlight = undefined;
        lastEnd = timers.now();
        if (stopped) return;
        sleep(wakeWhileRunning ? minGap : wait);
        wakeWhileRunning = false;
      });
    inFlight = run;
  };

  sleep(definition.intervalMs ?? minGap);
  return {
    definition,
    wake: (reason) => {
      if (stopped) return;
      if (reason === 'work') workSinceLook = true;
      if (inFlight) {
        wakeWhileRunning = true;
        return;
      }
      const earliest = lastEnd + minGap;
      const now = timers.now();
      if (now >= earliest) sleep(0);
      else if (!timer || timer.at > earliest) sleep(earliest - now);
    },
    stop: async () => {
      stopped = true;
      if (timer) timers.clearTimeout(timer.handle);
      timer = undefined;
      await inFlight;
    },
  };
}
