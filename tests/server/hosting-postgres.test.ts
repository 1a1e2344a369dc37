// `npm run server` on PostgreSQL as a host meets it: a DATABASE_URL that is wrong or never
// answers, the database restarting under a running server, and a shutdown that a request
// waiting on a lock would hold. Every server here is a real process (src/server/cli.ts) on a
// real PostgreSQL server, driven over HTTP.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  postgresBinariesAvailable,
  postgresBinDir,
  startPostgresServer,
  type PostgresServer,
} from '../../src/server/dev/postgres-server';
import { createPostgresDatabaseUrl } from '../support';
import { collect, spawnTsx, type Finished } from '../support/run-tsx';
import { scaledMs } from '../support/slowness';
import { tempFolders } from '../support/temp-folders';

const freshDataDir = tempFolders('copycat-hosting-');
const adminUrl = inject('pgAdminUrl');

interface CliServer {
  child: ChildProcess;
  finished: Promise<Finished>;
  /** Resolves with the base URL once the server prints it; rejects if it exits first. */
  url: Promise<string>;
  stdout(): string;
}

function startCli(env: Record<string, string>): CliServer {
  const child = spawnTsx('src/server/cli.ts', {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: freshDataDir(),
    TOKEN_SECRET: 'hosting-test-token-secret-0123456789abcdef',
    ADMIN_PASSWORD: 'hosting-test-admin',
    ...env,
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const finished = collect(child);
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Copycat server listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void finished.then((result) =>
      reject(new Error(`server exited early (${result.code}):\n${result.stderr}`)),
    );
  });
  url.catch(() => undefined);
  return { child, finished, url, stdout: () => stdout };
}

/**
 * What a request that never came to wait on the lock left to see: the database's client
 * sessions (also any still connecting), the queues of every TCP connection to PostgreSQL (data
 * a client wrote that PostgreSQL has not read shows in Send-Q), and the server's last log lines.
 */
async function whereIsTheRequest(
  locker: Client,
  databaseUrl: string,
  server: CliServer,
): Promise<string> {
  const { rows } = await locker.query<{ session: string }>(
    `select concat_ws(' ', pid, client_port, state, wait_event_type, wait_event,
                      left(query, 80), round(extract(epoch from now() - state_change)) || ' s')
              as session
       from pg_stat_activity
      where (datname = current_database() or datname is null)
        and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const port = new URL(databaseUrl).port;
  const sockets = spawnSync('ss', ['-tn', `dport = :${port}`], { encoding: 'utf8' });
  const log = server.stdout().trim().split('\n').slice(-12);
  return [
    `sessions: ${rows.map((row) => row.session).join(' | ')}`,
    `connections to PostgreSQL (ss): ${(sockets.stdout || sockets.error?.message || '').trim()}`,
    `server log: ${log.join(' | ')}`,
  ].join('; ');
}

/** Resolves with the result, or with 'still running' when the process outlives `ms`. */
function exitWithin(server: CliServer, ms: number): Promise<Finished | 'still running'> {
  return Promise.race([
    server.finished,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

async function call(url: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * A GET on a connection of its own (no agent), not through fetch's pool, which a file run after
 * others in the same worker (isolate: false) inherits from them. In two failures of full runs
 * the blocked request never reached the database, and the cause is not known: this takes the
 * shared pool out of the question, and the poll in serverWithBlockedRequest says more if it
 * happens again.
 */
function getOnNewConnection(url: string, path: string, token: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpGet(
      `${url}${path}`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function register(url: string, email: string): Promise<string> {
  const { status, body } = await call(url, '/player', {
    body: { email, password: 'long enough password' },
  });
  expect(status).toBe(201);
  return body.access_token as string;
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('npm run server with a DATABASE_URL that does not work', () => {
  it('exits non-zero naming DATABASE_URL when the database host accepts the connection and never answers', async () => {
    // A firewall, a hung server or a wrong port: the connection opens and nothing comes back.
    const held = new Set<Socket>();
    const silent: Server = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const server = startCli({ DATABASE_URL: `postgres://copycat@127.0.0.1:${port}/copycat` });
      // The connect timeout (10 s) and a start.
      const result = await exitWithin(server, scaledMs(25_000));
      expect(result).not.toBe('still running');
      const { code, stderr } = result as Finished;
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        /^Cannot use the database at 127\.0\.0\.1:\d+\/copycat \(DATABASE_URL\): .*timeout.*$/,
      );
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });

  it.skipIf(!adminUrl)(
    'names DATABASE_URL and where it points, never its password, when the database refuses',
    async () => {
      const url = new URL(adminUrl);
      url.password = 'not-to-be-printed';
      url.pathname = '/no_such_database';
      const result = await startCli({ DATABASE_URL: url.toString() }).finished;
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Cannot use the database at ${url.host}/no_such_database (DATABASE_URL): database "no_such_database" does not exist`,
      );
      expect(result.stderr + result.stdout).not.toContain('not-to-be-printed');
    },
  );

  it('names HOST and PORT when it cannot listen', async () => {
    const result = await startCli({ HOST: 'no-such-host.invalid' }).finished;
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Cannot listen on no-such-host\.invalid:0 \(HOST, PORT\): getaddrinfo \w+ no-such-host\.invalid$/,
    );
  });
});

describe.skipIf(!postgresBinariesAvailable())(
  'npm run server while its PostgreSQL server restarts',
  () => {
    let postgres: PostgresServer | undefined;
    afterAll(() => postgres?.stop());

    /** pg_ctl on the test's own server, as the `postgres` user when the tests run as root. */
    function pgCtl(args: string[]): void {
      const command = join(postgresBinDir(), 'pg_ctl');
      const result =
        process.getuid?.() === 0
          ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
          : spawnSync(command, args, { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}`);
    }

    it('answers 503 database_unavailable in the gap, stays up, and recovers with its sweep when the database is back', async () => {
      postgres = await startPostgresServer();
      const { dataDir, port } = postgres;
      const { url: databaseUrl } = await createPostgresDatabaseUrl(postgres.adminUrl);
      const server = startCli({
        DATABASE_URL: databaseUrl,
        AI_BACKUP_ENABLED: 'false',
        // A round that expires while the database is away: the sweep must still expire it.
        PROMPT_ROUND_SECONDS: '3',
        GRACE_PERIOD_SECONDS: '0',
      });
      const url = await server.url;
      const token = await register(url, 'gap@example.com');
      const round = await call(url, '/rounds/prompt', { token, body: {} });
      expect(round.status).toBe(200);

      pgCtl(['stop', '-D', dataDir, '-m', 'fast', '-w']);
      const unavailable = { status: 503, body: { detail: 'database_unavailable' } };
      expect(await call(url, '/health')).toEqual(unavailable);
      expect(await call(url, '/player/balance', { token })).toEqual(unavailable);
      expect(await call(url, '/rounds/prompt', { token, body: {} })).toEqual(unavailable);
      // The sweep wakes for the round's expiry while the database is away, and fails.
      await expect
        .poll(() => server.stdout(), { timeout: scaledMs(10_000) })
        .toContain('background job game-sweep failed');
      expect(server.child.exitCode).toBeNull();

      const socketDir = dirname(dataDir);
      pgCtl([
        'start',
        '-D',
        dataDir,
        '-w',
        '-l',
        join(socketDir, 'restarted.log'),
        '-o',
        `-p ${port} -h 127.0.0.1 -k ${socketDir} -c fsync=off`,
      ]);
      await expect.poll(async () => (await call(url, '/health')).status).toBe(200);
      expect((await call(url, '/player/balance', { token })).status).toBe(200);
      // The sweep lived through the gap and expires the round now the database is back.
      await expect
        .poll(() =>
          withClient(databaseUrl, async (client) => {
            const { rows } = await client.query<{ status: string }>(
              'select status from rounds where id = $1',
              [round.body.round_id],
            );
            return rows[0]?.status;
          }),
        )
        .toBe('expired');
      // The outage is in the log once, not at every one of the sweep's failed runs, and so is
      // its end.
      await expect
        .poll(() => server.stdout(), { timeout: scaledMs(10_000) })
        .toContain('background job game-sweep works again');
      expect(server.stdout().split('background job game-sweep failed')).toHaveLength(2);

      expect(server.stdout()).not.toContain('Reply was already sent');
      server.child.kill('SIGTERM');
      expect((await server.finished).code).toBe(0);
    });
  },
);

describe.skipIf(!adminUrl)('npm run server shutting down on PostgreSQL', () => {
  const lockers: Client[] = [];
  afterAll(() => Promise.all(lockers.map((locker) => locker.end().catch(() => undefined))));

  /**
   * A server with a request waiting on a lock that another session (an operator's psql, a
   * long report) holds on the players table, which no timeout of the server's ends.
   */
  async function serverWithBlockedRequest() {
    const { url: databaseUrl } = await createPostgresDatabaseUrl(adminUrl);
    const server = startCli({ DATABASE_URL: databaseUrl, AI_BACKUP_ENABLED: 'false' });
    const url = await server.url;
    const token = await register(url, 'locked@example.com');
    const locker = new Client({ connectionString: databaseUrl });
    lockers.push(locker);
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table players in access exclusive mode');
    const blocked = getOnNewConnection(url, '/player/balance', token).catch(
      (error: Error) => error,
    );
    // A request that is answered instead of blocked ends the wait at once, with its answer.
    let answered: unknown;
    void blocked.then((answer) => (answered = answer));
    await expect
      .poll(
        async () => {
          if (answered)
            return `answered without waiting: ${
              answered instanceof Error ? answered.message : JSON.stringify(answered)
            }`;
          const { rows } = await locker.query<{ waiting: boolean }>(
            `select wait_event_type is not distinct from 'Lock' as waiting
               from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
          );
          const waiting = rows.filter((row) => row.waiting).length;
          if (waiting === 1) return 1;
          // When not exactly one waits, where the request is instead (a flaky failure once said
          // only "0", and twice since the database held only an idle session).
          return `${waiting} waiting; ${await whereIsTheRequest(locker, databaseUrl, server)}`;
        },
        // Passes as soon as the request waits; the limit is only for a request that never does.
        { timeout: scaledMs(30_000) },
      )
      .toBe(1);
    return { server, blocked };
  }

  it('exits within its shutdown time limit, saying so, when a request does not finish', async () => {
    const { server, blocked } = await serverWithBlockedRequest();
    server.child.kill('SIGTERM');
    // The limit is 8 s.
    const result = await exitWithin(server, scaledMs(20_000));
    expect(result).not.toBe('still running');
    const { code, stderr } = result as Finished;
    expect(code).toBe(1);
    expect(stderr).toContain('Shutdown did not finish within 8 s: exiting');
    expect(await blocked).toBeInstanceOf(Error);
  });

  it('ends at once on a second signal, SIGINT after SIGTERM as well', async () => {
    const { server } = await serverWithBlockedRequest();
    server.child.kill('SIGTERM');
    await expect.poll(() => server.stdout()).toContain('SIGTERM received: shutting down');
    server.child.kill('SIGINT');
    // Well within the shutdown time limit.
    const result = await exitWithin(server, scaledMs(3_000));
    expect(result).not.toBe('still running');
    expect((result as Finished).code).toBe(1);
  });
});
