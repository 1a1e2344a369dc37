// A hosted server may be given a pool of one connection (DATABASE_POOL_SIZE=1). The migrations
// run under an advisory lock held on a connection of the pool: run on the pool, they waited for
// a second connection that could never come, and the start failed (or, without a connect
// timeout, hung for good).
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, queryRows } from '../../src/server/db';
import { createPostgresDatabaseUrl } from '../support';

const adminUrl = inject('pgAdminUrl');

describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  it('run on a pool of one connection', async () => {
    const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await migrate(database);
      expect(
        await queryRows(database.db, sql`select count(*)::int as accounts from players`),
      ).toEqual([{ accounts: 0 }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
