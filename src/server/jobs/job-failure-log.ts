// How the background jobs' failures reach the log. While the database is down, the sweep fails
// every half second and the backup players every few: one full error each time filled the log
// with the same stack for as long as the outage lasted. A job's first failure is logged in
// full, then at most one line a minute while it keeps failing, and one when it works again.
import type { JobReport } from './background-jobs';

/** The least time between two log lines of a job that keeps failing. */
export const STILL_FAILING_LOG_MS = 60_000;

interface JobLogger {
  error(fields: object, message: string): void;
  info(message: string): void;
}

interface Failing {
  failedRuns: number;
  lastLoggedAt: number;
}

export function createJobFailureLog(log: JobLogger, now: () => number = Date.now): JobReport {
  const failing = new Map<string, Failing>();
  return {
    failed(jobName, error) {
      const at = now();
      const state = failing.get(jobName);
      if (!state) {
        failing.set(jobName, { failedRuns: 1, lastLoggedAt: at });
        log.error({ err: error }, `background job ${jobName} failed`);
        return;
      }
      state.failedRuns += 1;
      if (at - state.lastLoggedAt < STILL_FAILING_LOG_MS) return;
      state.lastLoggedAt = at;
      log.error(
        { err: error },
        `background job ${jobName} still failing (${state.failedRuns} failed runs in a row)`,
      );
    },
    looked(jobName) {
      const state = failing.get(jobName);
      if (!state) return;
      failing.delete(jobName);
      log.info(`background job ${jobName} works again after ${state.failedRuns} failed runs`);
    },
  };
}
