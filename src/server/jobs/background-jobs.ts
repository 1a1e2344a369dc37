import type { ServerContext } from '../context';

/** A periodic task (e.g. the game engine's expiry sweep); runs are never concurrent with themselves. */
export type BackgroundJob = (ctx: ServerContext) => Promise<void>;

interface JobDefinition {
  name: string;
  intervalMs: number;
  run: BackgroundJob;
}

const registry = new Map<string, JobDefinition>();

/**
 * Registers a job that every server started afterwards runs every `intervalMs` (measured
 * from the end of one run to the start of the next). Returns a function that unregisters it.
 */
export function registerBackgroundJob(
  name: string,
  intervalMs: number,
  run: BackgroundJob,
): () => void {
  if (registry.has(name)) throw new Error(`Background job already registered: ${name}`);
  if (!(intervalMs > 0)) throw new RangeError(`Background job ${name} needs a positive interval`);
  registry.set(name, { name, intervalMs, run });
  return () => {
    registry.delete(name);
  };
}

export interface RunningJobs {
  /** Stops scheduling and waits for runs in progress to finish. */
  stop(): Promise<void>;
}

/** Starts every registered job for one server; a failing run is reported and retried next interval. */
export function startBackgroundJobs(
  ctx: ServerContext,
  onError: (jobName: string, error: unknown) => void,
): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const schedule = (job: JobDefinition) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(ctx)
        .catch((error: unknown) => onError(job.name, error))
        .finally(() => {
          inFlight.delete(run);
          if (!stopped) schedule(job);
        });
      inFlight.add(run);
    }, job.intervalMs);
    timers.add(timer);
  };
  for (const job of registry.values()) schedule(job);

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(inFlight);
    },
  };
}
