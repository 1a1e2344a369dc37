import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { defineJob } from '../../src/server/jobs/background-jobs';
import { SERVER_JOBS } from '../../src/server/jobs/server-jobs';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/server/server';
import { createTestClock } from '../../src/server/clock';
import { buildApp } from '../../src/server/http/build-app';
import { createPgliteDatabase, createPostgresDatabaseUrl, testSettings } from '../support';
import { dataFolderTemplate } from '../support/test-databases';
import { collect, spawnTsx } from '../support/run-tsx';
import { scaledMs } from '../support/slowness';
import { tempFolders } from '../support/temp-folders';

const SECRETS = {
  token_secret: 'server-test-token-secret-0123456789abcdef',
  admin_password: 'server-test-admin',
};
// Removed after every describe: the command-line server's run below makes folders too.
const freshDataDir = tempFolders('copycat-server-');

/**
 * A server on a new data folder unpacked from the template, as the desktop app starts one (an
 * initialised and migrated folder costs seconds of CPU); `dataTemplate: undefined` starts as a
 * hosted server without one does.
 */
async function start(options: StartServerOptions = {}): Promise<RunningServer> {
  return startServer({
    env: {},
    host: '127.0.0.1',
    port: 0,
    dataDir: freshDataDir(),
    dataTemplate: await dataFolderTemplate(),
    ...options,
    overrides: { ...SECRETS, ...options.overrides },
  });
}

async function expectServesHealthAndDocs(url: string, engine: string): Promise<void> {
  const health = await fetch(`${url}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'connected', engine });

  const docs = await fetch(`${url}/docs`);
  expect(docs.status).toBe(200);
  expect(docs.headers.get('content-type')).toContain('text/html');
  expect(await docs.text()).toContain('swagger');
  expect((await fetch(`${url}/docs/static/swagger-initializer.js`)).status).toBe(200);

  const openapi = await fetch(`${url}/openapi.json`);
  expect(openapi.status).toBe(200);
  const document = await openapi.json();
  expect(document.openapi).toMatch(/^3\./);
  // Every call of docs/api-reference.md is documented, and nothing else.
  expect(Object.keys(document.paths).sort()).toEqual(
    API_PATHS.map((path) => new URL(url).pathname.replace(/\/$/, '') + path).sort(),
  );
}

const API_PATHS = [
  '/admin/config',
  '/admin/validate-password',
  '/auth/login',
  '/auth/logout',
  '/auth/refresh',
  '/auth/suggest-username',
  '/health',
  '/phrasesets/{id}/claim',
  '/phrasesets/{id}/details',
  '/phrasesets/{id}/results',
  '/phrasesets/{id}/vote',
  '/player',
  '/player/balance',
  '/player/claim-daily-bonus',
  '/player/current-round',
  '/player/dashboard',
  '/player/pending-results',
  '/player/phrasesets',
  '/player/phrasesets/summary',
  '/player/results/announce',
  '/player/statistics',
  '/player/tutorial/progress',
  '/player/tutorial/reset',
  '/player/tutorial/status',
  '/player/unclaimed-results',
  '/quests',
  '/quests/active',
  '/quests/claimable',
  '/quests/{id}',
  '/quests/{id}/claim',
  '/rounds/available',
  '/rounds/copy',
  '/rounds/prompt',
  '/rounds/vote',
  '/rounds/{round_id}/feedback',
  '/rounds/{round_id}/submit',
];

describe('startServer', () => {
  it('serves /health, /docs and /openapi.json over HTTP on PGlite, keeps data across restarts, and closes cleanly', async () => {
    const dataDir = freshDataDir();
    const server = await start({ dataDir, dataTemplate: undefined });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expectServesHealthAndDocs(server.url, 'pglite');
    const registered = await fetch(`${server.url}/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'long enough password' }),
    });
    expect(registered.status).toBe(201);
    await server.close();
    await expect(server.database.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await server.close(); // idempotent

    const restarted = await start({ dataDir });
    try {
      const login = await fetch(`${restarted.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'persist@example.com', password: 'long enough password' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('serves everything under a configured base path', async () => {
    const server = await start({ overrides: { base_path: '/api' } });
    try {
      expect(server.url).toMatch(/\/api$/);
      await expectServesHealthAndDocs(server.url, 'pglite');
      const root = new URL(server.url).origin;
      expect((await fetch(`${root}/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('lets in-flight requests finish when closing', async () => {
    const server = await start();
    const arrived = new Promise<void>((resolve) => {
      let count = 0;
      server.app.server.on('request', () => {
        count += 1;
        if (count === 5) resolve();
      });
    });
    const registrations = Array.from({ length: 5 }, (_, n) =>
      fetch(`${server.url}/player`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `inflight${n}@example.com`,
          password: 'long enough password',
        }),
      }).then((response) => response.status),
    );
    await arrived;
    await server.close();
    expect(await Promise.all(registrations)).toEqual([201, 201, 201, 201, 201]);
  });

  it('runs registered background jobs while serving and stops them on close', async () => {
    let runs = 0;
    let failures = 0;
    const counter = defineJob('test-counter', 10, async (ctx) => {
      await ctx.db.execute(sql`select 1`);
      runs += 1;
    });
    const failing = defineJob('test-failing', 10, async () => {
      failures += 1;
      throw new Error('job failure is reported, not fatal');
    });
    const server = await start({ jobs: [...SERVER_JOBS, counter, failing] });
    await expect.poll(() => runs, { timeout: scaledMs(5_000) }).toBeGreaterThanOrEqual(3);
    expect(failures).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    await server.close();
    const runsAtClose = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(runsAtClose);
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    'runs on PostgreSQL through DATABASE_URL (two processes share one database)',
    async () => {
      const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
      try {
        // Two servers migrating the same database at once: the advisory lock serialises them.
        const [first, second] = await Promise.all([
          start({ databaseUrl: url }),
          start({ databaseUrl: url }),
        ]);
        try {
          await expectServesHealthAndDocs(first.url, 'postgres');
          const registered = await fetch(`${first.url}/player`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'shared@example.com', password: 'long enough password' }),
          });
          expect(registered.status).toBe(201);
          const login = await fetch(`${second.url}/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'shared@example.com', password: 'long enough password' }),
          });
          expect(login.status).toBe(200);
        } finally {
          await Promise.all([first.close(), second.close()]);
        }
      } finally {
        await drop();
      }
    },
  );
});

describe('GET /health without a database', () => {
  it('answers 503 database_unavailable instead of ok', async () => {
    const database = await createPgliteDatabase();
    const app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await database.close();
      const reply = await app.inject({ method: 'GET', url: '/health' });
      expect([reply.statusCode, reply.json()]).toEqual([503, { detail: 'database_unavailable' }]);
    } finally {
      await app.close();
    }
  });
});

describe('npm run server (src/server/cli.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints its address, serves, and exits 0 on %s',
    async (signal) => {
      const child = spawnTsx('src/server/cli.ts', {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: freshDataDir(),
        ...{ TOKEN_SECRET: SECRETS.token_secret, ADMIN_PASSWORD: SECRETS.admin_password },
      });
      const finished = collect(child);
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Copycat server listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
      });
      expect((await fetch(`${url}/health`)).status).toBe(200);
      child.kill(signal);
      const result = await finished;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`API docs: ${url}/docs`);
      expect(result.stdout).toContain(`${signal} received: shutting down`);
    },
  );
});
