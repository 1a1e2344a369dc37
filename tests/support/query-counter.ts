// The statement counter lives with the development helpers so the benchmark's statement count
// (bench/statements.ts) uses the same one as the tests.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { countStatements, type CountedDatabase } from '../../src/server/dev/query-counter';
import { buildApp } from '../../src/server/http/build-app';
import type { EngineContext } from './engines';

export { countStatements, type CountedDatabase };

/** A second app on a suite's database (its settings and clock), whose statements are counted. */
export interface CountedApp {
  counter: CountedDatabase;
  app: FastifyInstance;
}

/**
 * Builds the counted app before the suite's tests and closes it after them; the suite's own
 * app goes on uncounted. Read the fields inside the tests, once the app is built.
 */
export function useCountedApp(ctx: EngineContext): CountedApp {
  const counted = {} as CountedApp;
  beforeAll(async () => {
    counted.counter = countStatements(ctx.database);
    counted.app = await buildApp({
      settings: ctx.settings,
      database: counted.counter.database,
      clock: ctx.clock,
    });
  });
  afterAll(() => counted.app?.close());
  return counted;
}
