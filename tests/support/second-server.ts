// Two server processes' worth of state on one database: the suite's app and a second one built
// on the same database (its own caches and in-memory limits), both listening on 127.0.0.1.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/http/build-app';
import type { EngineContext } from './engines';

/** Registers the suite's hooks; the returned list holds both base URLs once the suite starts. */
export function listenOnTwoServers(ctx: EngineContext): string[] {
  const urls: string[] = [];
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    second = await buildApp({ settings: ctx.settings, database: ctx.database, clock: ctx.clock });
    urls.push(await ctx.listen(), await second.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(() => second?.close());
  return urls;
}
