import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { TokenResponse } from '../../src/shared/api/auth';
import { players, refreshTokens } from '../../src/server/db/schema';
import { authHeader, databaseSnapshot, describeEachEngine, type EngineContext } from '../support';

const HOUR = 3600_000;

function post(
  ctx: EngineContext,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
}
const balance = (ctx: EngineContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/player/balance', headers: authHeader(token) });

describeEachEngine('auth: login, refresh, logout, tokens', (ctx) => {
  it('logs in with the registered email (any case, trimmed) and records the login time', async () => {
    const player = await ctx.registerPlayer();
    ctx.clock.advance(HOUR);
    const reply = await post(ctx, '/auth/login', {
      email: `  ${player.email.toUpperCase()} `,
      password: player.password,
    });
    expect(reply.statusCode).toBe(200);
    const tokens = TokenResponse.parse(reply.json());
    expect(tokens).toMatchObject({
      player_id: player.playerId,
      username: player.username,
      token_type: 'bearer',
    });
    expect(reply.cookies.find((c) => c.name === 'copycat_refresh')).toMatchObject({
      value: tokens.refresh_token,
      httpOnly: true,
    });
    const profile = (await balance(ctx, tokens.access_token)).json();
    expect(profile.last_login_date).toBe(ctx.clock.now().toISOString());
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown email, changing nothing', async () => {
    const player = await ctx.registerPlayer();
    for (const attempt of [
      { email: player.email, password: 'wrong password!' },
      { email: `nobody-${player.email}`, password: player.password },
    ]) {
      const before = await databaseSnapshot(ctx.database.db);
      const reply = await post(ctx, '/auth/login', attempt);
      expect([reply.statusCode, reply.json()]).toEqual([401, { detail: 'invalid_credentials' }]);
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
    }
  });

  it('refuses missing or malformed login input with 422', async () => {
    for (const payload of [{}, { email: 'a@example.com' }, { email: ' ', password: 'x' }]) {
      const reply = await post(ctx, '/auth/login', payload);
      expect([reply.statusCode, reply.json()]).toEqual([
        422,
        { detail: 'Please enter your email and password.' },
      ]);
    }
    const wrongType = await post(ctx, '/auth/login', {
      email: 'a@example.com',
      password: 12345678,
    });
    expect([wrongType.statusCode, wrongType.json()]).toEqual([
      422,
      { detail: 'body.password: Invalid input: expected string, received number' },
    ]);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses authenticated calls without a token, with a bad scheme, or with garbage', async () => {
    const player = await ctx.registerPlayer();
    const cases: [Record<string, string>, string][] = [
      [{}, 'not_authenticated'],
      [{ authorization: `Basic ${player.accessToken}` }, 'not_authenticated'],
      [{ authorization: 'Bearer not.a.token' }, 'invalid_token'],
      [{ authorization: `Bearer ${player.accessToken}x` }, 'invalid_token'],
    ];
    for (const [headers, detail] of cases) {
      const reply = await ctx.app.inject({ method: 'GET', url: '/player/balance', headers });
      expect([reply.statusCode, reply.json()]).toEqual([401, { detail }]);
    }
  });

  it('refuses an access token with alg "none" or signed with another key', async () => {
    const player = await ctx.registerPlayer();
    const [, payload] = player.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const otherKey = `${header}.${payload}.${createHmac('sha256', 'some-other-secret-of-32-characters!').update(`${header}.${payload}`).digest('base64url')}`;
    for (const token of [none, otherKey]) {
      const reply = await balance(ctx, token);
      expect([reply.statusCode, reply.json()]).toEqual([401, { detail: 'invalid_token' }]);
    }
    expect((await balance(ctx, player.accessToken)).statusCode).toBe(200);
  });

  it('expires access tokens by the injected clock', async () => {
    const player = await ctx.registerPlayer();
    ctx.clock.advance(ctx.settings.access_token_lifetime_seconds * 1000 - 1000);
    expect((await balance(ctx, player.accessToken)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await balance(ctx, player.accessToken)).json()).toEqual({ detail: 'invalid_token' });
  });

  it('refreshes with the body token and rotates it; the cookie is rotated too', async () => {
    const player = await ctx.registerPlayer();
    const reply = await post(ctx, '/auth/refresh', { refresh_token: player.refreshToken });
    expect(reply.statusCode).toBe(200);
    const tokens = TokenResponse.parse(reply.json());
    expect(tokens.refresh_token).not.toBe(player.refreshToken);
    expect(tokens.player_id).toBe(player.playerId);
    expect(reply.cookies.find((c) => c.name === 'copycat_refresh')?.value).toBe(
      tokens.refresh_token,
    );
    expect((await balance(ctx, tokens.access_token)).statusCode).toBe(200);
  });

  it('refreshes from the cookie when the body is empty, {} or has a null token', async () => {
    let token = (await ctx.registerPlayer()).refreshToken;
    for (const payload of [undefined, {}, { refresh_token: null }]) {
      const reply = await post(ctx, '/auth/refresh', payload, {
        cookie: `copycat_refresh=${token}`,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      token = reply.json().refresh_token;
    }
  });

  it('revokes the whole family when a rotated token is reused (401 invalid_token)', async () => {
    const player = await ctx.registerPlayer();
    const rotated = (
      await post(ctx, '/auth/refresh', { refresh_token: player.refreshToken })
    ).json().refresh_token as string;

    const replay = await post(ctx, '/auth/refresh', { refresh_token: player.refreshToken });
    expect([replay.statusCode, replay.json()]).toEqual([401, { detail: 'invalid_token' }]);

    // The legitimate holder's newer token died with the family.
    const afterReuse = await post(ctx, '/auth/refresh', { refresh_token: rotated });
    expect([afterReuse.statusCode, afterReuse.json()]).toEqual([401, { detail: 'invalid_token' }]);
    const family = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.playerId, player.playerId));
    expect(family).toHaveLength(2);
    expect(family.every((token) => token.revokedAt !== null)).toBe(true);

    // Other sessions of the same player are separate families and keep working.
    const otherSession = await post(ctx, '/auth/login', {
      email: player.email,
      password: player.password,
    });
    expect(
      (await post(ctx, '/auth/refresh', { refresh_token: otherSession.json().refresh_token }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses unknown, missing, malformed and expired refresh tokens', async () => {
    for (const payload of [{ refresh_token: 'unknown-token' }, {}, undefined]) {
      const reply = await post(ctx, '/auth/refresh', payload);
      expect([reply.statusCode, reply.json()]).toEqual([401, { detail: 'invalid_token' }]);
    }
    expect((await post(ctx, '/auth/refresh', { refresh_token: 42 })).statusCode).toBe(422);
    expect(
      (await post(ctx, '/auth/refresh', { refresh_token: 'x'.repeat(100_000) })).statusCode,
    ).toBe(413);

    const player = await ctx.registerPlayer();
    ctx.clock.advance(ctx.settings.refresh_token_lifetime_seconds * 1000);
    expect(
      (await post(ctx, '/auth/refresh', { refresh_token: player.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('logs out with 204, clears the cookie and revokes the session (body or cookie)', async () => {
    const viaBody = await ctx.registerPlayer();
    const reply = await post(ctx, '/auth/logout', { refresh_token: viaBody.refreshToken });
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    const cleared = reply.cookies.find((c) => c.name === 'copycat_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(
      (await post(ctx, '/auth/refresh', { refresh_token: viaBody.refreshToken })).statusCode,
    ).toBe(401);

    const viaCookie = await ctx.registerPlayer();
    expect(
      (
        await post(ctx, '/auth/logout', undefined, {
          cookie: `copycat_refresh=${viaCookie.refreshToken}`,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await post(ctx, '/auth/refresh', { refresh_token: viaCookie.refreshToken })).statusCode,
    ).toBe(401);

    // Without any token there is nothing to revoke, and that is fine.
    expect((await post(ctx, '/auth/logout')).statusCode).toBe(204);
    expect((await post(ctx, '/auth/logout', { refresh_token: 'unknown' })).statusCode).toBe(204);
  });

  it('suggests a free, well-formed username', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/auth/suggest-username' });
    expect(reply.statusCode).toBe(200);
    const { suggested_username } = reply.json();
    expect(suggested_username).toMatch(/^[a-z0-9]{3,30}$/);
    expect(await ctx.database.db.$count(players, eq(players.username, suggested_username))).toBe(0);
  });
});
