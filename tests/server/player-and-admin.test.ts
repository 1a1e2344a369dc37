import { expect, it } from 'vitest';
import { AdminConfig } from '../../src/shared/api/admin';
import { Player } from '../../src/shared/api/player';
import { TEST_ADMIN_PASSWORD, databaseSnapshot, describeEachEngine } from '../support';

describeEachEngine('player profile and admin', (ctx) => {
  it('GET /player/balance returns the Player object of docs/api-reference.md', async () => {
    const player = await ctx.registerPlayer();
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/player/balance',
      headers: player.headers,
    });
    expect(reply.statusCode).toBe(200);
    const body = Player.strict().parse(reply.json());
    expect(body).toEqual({
      player_id: player.playerId,
      username: player.username,
      email: player.email,
      pseudonym: expect.stringMatching(/^\w+ \w+$/),
      created_at: ctx.clock.now().toISOString(),
      last_login_date: ctx.clock.now().toISOString(),
      balance: 5000,
      starting_balance: 5000,
      outstanding_prompts: 0,
      daily_bonus_available: false,
      daily_bonus_amount: 100,
    });
  });

  it('validates the admin password for signed-in players only', async () => {
    const player = await ctx.registerPlayer();
    const check = (payload: unknown, headers: Record<string, string> = player.headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/admin/validate-password',
        headers,
        payload: payload as object,
      });
    expect((await check({ password: TEST_ADMIN_PASSWORD })).json()).toEqual({ valid: true });
    expect((await check({ password: `${TEST_ADMIN_PASSWORD} ` })).json()).toEqual({ valid: false });
    expect((await check({ password: ctx.settings.token_secret })).json()).toEqual({ valid: false });

    const anonymous = await check({ password: TEST_ADMIN_PASSWORD }, {});
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { detail: 'not_authenticated' },
    ]);
    expect((await check({})).statusCode).toBe(422);
    expect((await check({ password: 1234 })).json()).toEqual({
      detail: 'body.password: Invalid input: expected string, received number',
    });
    expect((await check({ password: 'p'.repeat(2000) })).statusCode).toBe(422);
  });

  it('GET /admin/config lists the 31 settings of the spec and the 7 backup profile ones', async () => {
    const player = await ctx.registerPlayer();
    const reply = await ctx.app.inject({
      method: 'GET',
      url: '/admin/config',
      headers: player.headers,
    });
    const config = AdminConfig.strict().parse(reply.json());
    expect(Object.keys(config)).toHaveLength(38);
    // The third-party client's fields keep their names; the profile's are added after them.
    expect(Object.keys(config).slice(0, 31)).toContain('ai_backup_delay_minutes');
    expect(config).toMatchObject({ game_profile: 'hosted', ai_backup_votes_up_to: 'minimum' });
    for (const [key, value] of Object.entries(config))
      expect(ctx.settings[key as keyof typeof ctx.settings]).toEqual(value);
    expect(JSON.stringify(config)).not.toContain(ctx.settings.admin_password);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/config' })).statusCode).toBe(401);
  });

  it('GET /health reports the engine and the database', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(reply.json()).toEqual({
      status: 'ok',
      database: 'connected',
      engine: ctx.engine,
      version: '0.1.0',
      time: ctx.clock.now().toISOString(),
    });
  });

  it('answers unknown paths and methods with 404 {detail} and changes nothing', async () => {
    const before = await databaseSnapshot(ctx.database.db);
    for (const [method, url] of [
      ['GET', '/no/such/route'],
      ['DELETE', '/player'],
      ['GET', '/player/6f1c1f3e-3c2a-4d8e-9a51-6b1f0f6a2b10'],
    ] as const) {
      const reply = await ctx.app.inject({ method, url });
      expect([reply.statusCode, reply.json()]).toEqual([404, { detail: 'not_found' }]);
    }
    expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
  });

  it('answers CORS preflights for configured origins without auth, with credentials', async () => {
    const origin = ctx.settings.cors_origins[0]!;
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/player/balance',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);

    const foreign = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/player/balance',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const simple = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBe(origin);
  });

  it('sends security headers', async () => {
    const reply = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
