// The server's log, at its most verbose level, never contains a password, the admin password,
// an access or refresh token, the token secret or a password hash: registration, login (right
// and wrong), refresh, logout, admin password checks (right and wrong), authenticated calls and
// refusals are logged without them, and so is a database fault during registration (whose
// query error carried the new password hash before loggableError cut its parameters).
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import { queryRows } from '../../src/server/db';
import { createPgliteDatabase, testSettings, TEST_ADMIN_PASSWORD } from '../support';

const PASSWORD = 'my very secret password 123';
const WRONG_PASSWORD = 'a wrong but secret guess 456';
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const settings = testSettings();

beforeAll(async () => {
  database = await createPgliteDatabase();
  app = await buildApp({
    settings,
    database,
    clock: createTestClock(),
    logger: { level: 'trace', stream: logStream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server log', () => {
  it('keeps every secret out of the log of a whole session', async () => {
    const secrets = [PASSWORD, WRONG_PASSWORD, TEST_ADMIN_PASSWORD, settings.token_secret];
    const register = await app.inject({
      method: 'POST',
      url: '/player',
      payload: { email: 'logged@example.com', password: PASSWORD },
    });
    expect(register.statusCode).toBe(201);
    const registered = register.json<{ access_token: string; refresh_token: string }>();
    const auth = { authorization: `Bearer ${registered.access_token}` };

    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'logged@example.com', password: PASSWORD },
    });
    const loggedIn = login.json<{ access_token: string; refresh_token: string }>();
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'logged@example.com', password: WRONG_PASSWORD },
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: loggedIn.refresh_token },
    });
    // Reusing a rotated refresh token is refused and logged as a refusal.
    await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: loggedIn.refresh_token },
    });
    for (const password of [TEST_ADMIN_PASSWORD, WRONG_PASSWORD]) {
      await app.inject({
        method: 'POST',
        url: '/admin/validate-password',
        headers: auth,
        payload: { password },
      });
    }
    await app.inject({ method: 'GET', url: '/player/balance', headers: auth });
    await app.inject({
      method: 'GET',
      url: '/player/balance',
      headers: { authorization: 'Bearer broken' },
    });
    await app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: registered.refresh_token },
    });

    const hashes = await queryRows<{ password_hash: string }>(
      database.db,
      sql`select password_hash from players`,
    );
    secrets.push(
      ...hashes.map((row) => row.password_hash),
      registered.access_token,
      registered.refresh_token,
    );
    secrets.push(
      loggedIn.access_token,
      loggedIn.refresh_token,
      refreshed.json<{ refresh_token: string }>().refresh_token,
    );

    // A genuine server fault: the database refuses the new player's row, and the error is logged.
    await database.db.execute(
      sql`create function refuse_players() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`,
    );
    await database.db.execute(
      sql`create trigger refuse_players before insert on players for each row execute function refuse_players()`,
    );
    const failed = await app.inject({
      method: 'POST',
      url: '/player',
      payload: { email: 'fault@example.com', password: PASSWORD },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/admin/validate-password');
    expect(log).toContain('disk on fire');
    expect(log).not.toContain('$argon2');
    for (const secret of secrets)
      expect(log.includes(secret), `a secret of length ${secret.length} is in the log`).toBe(false);
  });
});
