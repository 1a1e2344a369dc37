// Game data found damaged while the server runs (a page of a table that no longer reads back,
// from a failing disk or a copy cut short) is the host's fault, not the client's: PGlite reports
// it as PostgreSQL does (SQLSTATE XX001, "invalid page in block 0 of relation ..."), and the calls
// that need the page are answered 503 database_unavailable instead of 500, while the rest of the
// server goes on. A real data folder, damaged on disk between two runs of the server.
import { sql } from 'drizzle-orm';
import { openSync, closeSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlState } from '../../src/server/db/database-errors';
import { queryRows } from '../../src/server/db/query-rows';
import { startServer, type StartServerOptions } from '../../src/server/server';
import { tempFolders } from '../support/temp-folders';

const freshDataDir = tempFolders('copycat-damaged-page-');

function start(dataDir: string) {
  const options: StartServerOptions = {
    env: {},
    host: '127.0.0.1',
    port: 0,
    dataDir,
    overrides: {
      token_secret: 'damaged-page-test-token-secret-0123456789',
      admin_password: 'damaged-page-test-admin',
    },
  };
  return startServer(options);
}

async function post(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('a page of the game data found damaged at run time (PGlite)', () => {
  it('answers the calls that need it 503 database_unavailable and serves the rest', async () => {
    const dataDir = freshDataDir();
    const account = { email: 'damaged@example.com', password: 'long enough password' };
    const first = await start(dataDir);
    let playersFile: string;
    try {
      expect((await post(first.url, '/player', account)).status).toBe(201);
      const [row] = await queryRows<{ path: string }>(
        first.database.db,
        sql`select pg_relation_filepath('players') as path`,
      );
      playersFile = join(dataDir, 'pglite', row!.path);
    } finally {
      // Closing writes every page to its file.
      await first.close();
    }
    // The players' one page (block 0) overwritten with bytes that are no page at all.
    const file = openSync(playersFile, 'r+');
    try {
      writeSync(file, Buffer.alloc(8192, 0x5a), 0, 8192, 0);
    } finally {
      closeSync(file);
    }

    const second = await start(dataDir);
    try {
      // What PGlite throws, read as PostgreSQL's would be.
      const damaged = await queryRows(second.database.db, sql`select email from players`).catch(
        (error: unknown) => error,
      );
      expect(sqlState(damaged)).toBe('XX001');
      expect(await post(second.url, '/auth/login', account)).toEqual({
        status: 503,
        body: { detail: 'database_unavailable' },
      });
      // The database itself still answers: the health check says so.
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
