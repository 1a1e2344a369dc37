// Time limits an operator sets on the PostgreSQL database (lock_timeout, statement_timeout) end a
// request that waits on a lock another session holds: the request is answered 503
// database_unavailable, not 500, and the log names the limit's SQLSTATE. Real limits on a real
// server: the database's settings, which its sessions take when the app's pool opens them.
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import { queryRows } from '../../src/server/db/query-rows';
import { buildApp } from '../../src/server/http/build-app';
import {
  createPostgresDatabaseWithUrl,
  databaseSnapshot,
  expectLedgerClean,
  registerPlayer,
  testSettings,
} from '../support';
import { scaledMs } from '../support/slowness';

const adminUrl = inject('pgAdminUrl');

describe.skipIf(!adminUrl)('time limits of the PostgreSQL database', () => {
  it.each([
    ['lock_timeout', 300, '55P03'],
    ['statement_timeout', 1_000, '57014'],
  ] as const)(
    'answers a round start that waits on a lock past %s 503 database_unavailable',
    async (setting, quietMs, expectedState) => {
      const { database, url } = await createPostgresDatabaseWithUrl(adminUrl, 2);
      const locker = new Client({ connectionString: url });
      const lines: Record<string, unknown>[] = [];
      let app: Awaited<ReturnType<typeof buildApp>> | undefined;
      try {
        await locker.connect();
        // Before the app's pool opens its sessions, which take it then.
        const name = new URL(url).pathname.slice(1);
        await locker.query(`alter database ${name} set ${setting} = ${scaledMs(quietMs)}`);
        app = await buildApp({
          settings: testSettings(),
          database,
          clock: createTestClock(),
          logger: {
            level: 'error',
            stream: {
              write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
            },
          },
        });
        const player = await registerPlayer(app);
        const before = await databaseSnapshot(database.db);

        // An operator's session, or a long report, holding the rounds the start checks.
        await locker.query('begin');
        await locker.query('lock table rounds in access exclusive mode');
        const reply = await app.inject({
          method: 'POST',
          url: '/rounds/prompt',
          headers: player.headers,
          payload: {},
        });
        await locker.query('rollback');

        expect([reply.statusCode, reply.json()]).toEqual([503, { detail: 'database_unavailable' }]);
        expect(lines.map((line) => line.sqlState)).toEqual([expectedState]);
        expect(await databaseSnapshot(database.db)).toEqual(before);
        expect(await queryRows(database.db, sql`select count(*)::int as n from rounds`)).toEqual([
          { n: 0 },
        ]);
        await expectLedgerClean(database.db);
      } finally {
        await locker.end();
        await app?.close();
        await database.close();
      }
    },
  );
});
