// The background jobs follow the Fastify app's life: none is scheduled before the app is
// ready, every job is once it is, and closing the app leaves no timer behind.
import { afterEach, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import type { JobTimers } from '../../src/server/jobs/background-jobs';
import { backgroundJobsPlugin } from '../../src/server/jobs/jobs-plugin';
import { SERVER_JOBS } from '../../src/server/jobs/server-jobs';
import { createPgliteDatabase, testSettings } from '../support';

/** Node's timers, counted: what is pending is what would keep the process awake. */
function countedTimers() {
  const pending = new Set<NodeJS.Timeout>();
  const timers: JobTimers = {
    now: () => performance.now(),
    setTimeout: (callback, ms) => {
      const handle = setTimeout(() => {
        pending.delete(handle);
        callback();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      clearTimeout(handle as NodeJS.Timeout);
      pending.delete(handle as NodeJS.Timeout);
    },
  };
  return { timers, pending };
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

it('starts the jobs when the app is ready and stops them all when it closes', async () => {
  database = await createPgliteDatabase();
  const app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
  const { timers, pending } = countedTimers();
  await app.register(backgroundJobsPlugin, { jobs: SERVER_JOBS, timers });
  expect(pending.size).toBe(0);

  await app.ready();
  expect(pending.size).toBe(SERVER_JOBS.length);

  await app.close();
  expect(pending.size).toBe(0);
});

it('refuses two jobs of the same name', async () => {
  database = await createPgliteDatabase();
  const app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
  const [sweep] = SERVER_JOBS;
  await expect(
    app.register(backgroundJobsPlugin, { jobs: [sweep!, sweep!] }).ready(),
  ).rejects.toThrow('already registered: game-sweep');
  await app.close();
});
