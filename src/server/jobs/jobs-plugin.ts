// The background jobs live and die with the Fastify app: they start when the app is ready and
// stop (waiting for a run in progress) when it closes, before the caller closes the database.
import type { FastifyPluginAsync } from 'fastify';
import { startBackgroundJobs, type JobTimers, type RunningJobs } from './background-jobs';
import { createJobFailureLog } from './job-failure-log';
import type { JobDefinition } from './job-schedule';

export interface BackgroundJobsOptions {
  jobs: readonly JobDefinition[];
  /** Timers to sleep on (default: Node's); tests count them with their own. */
  timers?: JobTimers;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const plugin: FastifyPluginAsync<BackgroundJobsOptions> = async (app, options) => {
  const names = new Set<string>();
  for (const { name } of options.jobs) {
    if (names.has(name)) throw new Error(`Background job already registered: ${name}`);
    names.add(name);
  }
  let running: RunningJobs | undefined;
  app.addHook('onReady', async () => {
    running = startBackgroundJobs(app.serverContext, createJobFailureLog(app.log), options);
  });
  // A request that changed the game may have made a deadline: the jobs look again.
  app.addHook('onResponse', async (request, reply) => {
    if (!READ_ONLY_METHODS.has(request.method) && reply.statusCode < 400) running?.notifyWork();
  });
  app.addHook('onClose', async () => {
    await running?.stop();
    running = undefined;
  });
};

/**
 * Registered on the root app, not in a context of its own (what fastify-plugin's marker does):
 * its onResponse hook must see every route's responses.
 */
export const backgroundJobsPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
