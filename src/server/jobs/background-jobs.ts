import type { ServerContext } from '../context';
import {
  nodeJobTimers,
  scheduleJob,
  type JobDefinition,
  type JobTimers,
  type ScheduledJob,
} from './job-schedule';

export type { BackgroundJob, JobDefinition, JobTimers } from './job-schedule';

/** How a job is woken: either every `intervalMs`, or at deadlines it reads itself. */
export type JobTiming = number | Omit<JobDefinition, 'name' | 'run'>;

/**
 * A job for the background-jobs plugin. A number is a fixed interval (measured from the end of
 * one run to the start of the next); an object describes a job that sleeps until its next
 * deadline (see JobDefinition).
 */
export function defineJob(
  name: string,
  timing: JobTiming,
  run: JobDefinition['run'],
): JobDefinition {
  const definition: JobDefinition =
    typeof timing === 'number' ? { name, intervalMs: timing, run } : { ...timing, name, run };
  const gap = definition.intervalMs ?? definition.minGapMs;
  if (!(gap === undefined || gap > 0))
    throw new RangeError(`Background job ${name} needs a positive interval`);
  if (definition.intervalMs === undefined && definition.nextDue === undefined)
    throw new RangeError(`Background job ${name} needs an interval or a deadline`);
  return definition;
}

export interface RunningJobs {
  /**
   * Something may have created work (a request changed the game): jobs woken by work look at
   * their deadlines again, at most once per their least gap.
   */
  notifyWork(): void;
  /** Stops scheduling and waits for runs in progress to finish. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  jobs: readonly JobDefinition[];
  /** Timers to sleep on (default: Node's); tests count wake-ups with their own. */
  timers?: JobTimers;
}

/** What the jobs of one server tell about themselves, by job name. */
export interface JobReport {
  /** A look or a run failed; the job sleeps on as usual. */
  failed(jobName: string, error: unknown): void;
  /** A look (and its run, if any) succeeded. */
  looked?(jobName: string): void;
}

/** Starts the jobs for one server; a failing run is reported and the job sleeps on as usual. */
export function startBackgroundJobs(
  ctx: ServerContext,
  report: JobReport,
  options: StartJobsOptions,
): RunningJobs {
  const timers = options.timers ?? nodeJobTimers;
  const wakeByWork = (except?: ScheduledJob) => {
    for (const job of scheduled) if (job !== except && job.definition.wakeOnWork) job.wake('work');
  };
  const scheduled: ScheduledJob[] = options.jobs.map((job) => {
    const scheduledJob: ScheduledJob = scheduleJob(ctx, job, timers, {
      onError: (error) => report.failed(job.name, error),
      onLooked: () => report.looked?.(job.name),
      onRan: () => {
        if (job.createsWork) wakeByWork(scheduledJob);
      },
    });
    return scheduledJob;
  });
  // A test clock that jumps makes every deadline computed before the jump wrong.
  const unsubscribe = ctx.clock.onChange?.(() => {
    for (const job of scheduled) job.wake('clock');
  });
  return {
    notifyWork: () => wakeByWork(),
    stop: async () => {
      unsubscribe?.();
      await Promise.all(scheduled.map((job) => job.stop()));
    },
  };
}
