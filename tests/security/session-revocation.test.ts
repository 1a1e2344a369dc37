// Ending a session ends its access tokens, on every server process: after logout, or after a
// refresh token's replay revoked the family, the access token stops working on both of two
// servers sharing one database within the liveness cache's lifetime (under a second), so it
// can no longer start a charged round. Each request costs at most one cached lookup.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/http/build-app';
import { SESSION_LIVENESS_TTL_MS } from '../../src/server/queries/session-liveness';
import { countStatements } from '../support/query-counter';
import { listenOnTwoServers } from '../support/second-server';
import { describeEachEngine, type RegisteredPlayer } from '../support';

describeEachEngine('session revocation across server processes', (ctx) => {
  const urls = listenOnTwoServers(ctx);

  const call = async (server: number, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${urls[server]}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  };
  const balanceStatus = async (server: number, token: string) =>
    (await call(server, '/player/balance', token)).status;

  /** Both servers have just answered for this token, so both hold a cached "still stands". */
  async function warmBoth(player: RegisteredPlayer) {
    expect([
      await balanceStatus(0, player.accessToken),
      await balanceStatus(1, player.accessToken),
    ]).toEqual([200, 200]);
  }

  it('logout ends the access token on both servers: no charged round afterwards', async () => {
    const player = await ctx.registerPlayer();
    await warmBoth(player);
    const loggedOut = await fetch(`${urls[1]}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: player.refreshToken }),
    });
    expect(loggedOut.status).toBe(204);
    // Every answer cached before the logout has expired by now, whatever the machine's speed.
    await sleep(SESSION_LIVENESS_TTL_MS);
    for (const server of [0, 1]) {
      const refused = await call(server, '/rounds/prompt', player.accessToken, {});
      expect([refused.status, refused.body]).toEqual([401, { detail: 'invalid_token' }]);
    }
    const login = await fetch(`${urls[0]}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: player.password }),
    });
    const fresh = (await login.json()) as { access_token: string };
    const balance = await call(0, '/player/balance', fresh.access_token);
    expect((balance.body as { balance: number }).balance).toBe(player.response.balance);
  });

  it('a replayed refresh token revokes the family, and its newest access token with it', async () => {
    const player = await ctx.registerPlayer();
    const refresh = (token: string) =>
      fetch(`${urls[0]}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const rotated = (await (await refresh(player.refreshToken)).json()) as { access_token: string };
    await warmBoth({ ...player, accessToken: rotated.access_token });
    expect((await refresh(player.refreshToken)).status).toBe(401);
    await sleep(SESSION_LIVENESS_TTL_MS);
    expect([
      await balanceStatus(0, rotated.access_token),
      await balanceStatus(1, rotated.access_token),
    ]).toEqual([401, 401]);
    expect(await balanceStatus(1, player.accessToken)).toBe(401);
  });

  it('another session of the same player is untouched', async () => {
    const player = await ctx.registerPlayer();
    const login = await fetch(`${urls[0]}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, password: player.password }),
    });
    const other = (await login.json()) as { access_token: string };
    await fetch(`${urls[0]}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: player.refreshToken }),
    });
    await sleep(SESSION_LIVENESS_TTL_MS);
    expect(await balanceStatus(1, player.accessToken)).toBe(401);
    expect(await balanceStatus(1, other.access_token)).toBe(200);
  });

  it('asks the database at most once per session while its answer is fresh', async () => {
    const counted = countStatements(ctx.database);
    const app = await buildApp({
      settings: ctx.settings,
      database: counted.database,
      clock: ctx.clock,
    });
    try {
      const player = await ctx.registerPlayer();
      counted.reset();
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({ method: 'GET', url: '/player/balance', headers: player.headers }),
        ),
      );
      expect(statuses.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
      const lookups = counted.statements.filter((statement) =>
        statement.includes('"refresh_tokens"'),
      );
      expect(lookups).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
