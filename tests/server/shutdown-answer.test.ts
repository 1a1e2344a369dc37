// A request that reaches the server while it shuts down, on a connection kept alive from an
// earlier request, is answered in the error contract's shape (docs/api.md#errors), not in
// Fastify's own; a request already in flight still finishes. Real HTTP on a listening app.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import { createPgliteDatabase, testSettings } from '../support';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** Whether the request went on a connection an earlier request had opened. */
  reusedConnection: boolean;
}

function get(url: string, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${url}${path}`, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: JSON.parse(text) as unknown,
          reusedConnection: sent.reusedSocket,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A promise and the function that settles it, to wait on a moment of the shutdown. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a request arriving while the server shuts down', () => {
  const opened: {
    app: FastifyInstance;
    database: Database;
    agents: Agent[];
    /** What the test holds, let go however it ended: the app and database close only then. */
    holds: (() => void)[];
  }[] = [];
  afterEach(async () => {
    for (const { app, database, agents, holds } of opened.splice(0)) {
      for (const release of holds) release();
      await app.close();
      for (const agent of agents) agent.destroy();
      await database.close();
    }
  });

  it('is answered 503 database_unavailable in the error shape, while one in flight finishes', async () => {
    const database = await createPgliteDatabase();
    const app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
    // Holds the shutdown between its start (Fastify no longer routes as usual) and the closing
    // of the listening socket: the moment a kept-alive connection can still bring a request.
    const closingStarted = signal();
    const closingMayGoOn = signal();
    app.addHook('preClose', async () => {
      closingStarted.resolve();
      await closingMayGoOn.promise;
    });
    const holdDatabase = signal();
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: false });
    opened.push({
      app,
      database,
      agents: [kept, other],
      holds: [closingMayGoOn.resolve, holdDatabase.resolve],
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });

    // A connection kept alive by a first request, idle when the shutdown starts.
    expect((await get(url, '/health', kept)).status).toBe(200);

    // A request in flight when the shutdown starts: it waits for the database, which a
    // transaction of the test holds (PGlite runs one at a time).
    const databaseHeld = signal();
    const held = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      databaseHeld.resolve();
      await holdDatabase.promise;
    });
    await databaseHeld.promise;
    const arrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
    const inFlight = get(url, '/health', other);
    // Awaited below; when the test fails before, the closing app may cut it: not a second failure.
    inFlight.catch(() => undefined);
    await arrived;

    const closed = app.close();
    await closingStarted.promise;
    const late = await get(url, '/health', kept);
    closingMayGoOn.resolve();
    holdDatabase.resolve();
    expect(late.reusedConnection).toBe(true);
    expect([late.status, late.body]).toEqual([503, { detail: 'database_unavailable' }]);
    expect(late.headers.connection).toBe('close');
    // The answer carries the headers every answer of the API has.
    expect(late.headers['x-content-type-options']).toBe('nosniff');

    await held;
    const finished = await inFlight;
    expect([finished.status, finished.body]).toMatchObject([200, { status: 'ok' }]);
    await closed;
  });
});
