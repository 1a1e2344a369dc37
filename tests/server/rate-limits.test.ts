import { expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../src/server/settings/schema';
import {
  TEST_ADMIN_PASSWORD,
  describeEachEngine,
  type EngineContext,
  type RegisteredPlayer,
} from '../support';

type Reply = Awaited<ReturnType<EngineContext['app']['inject']>>;

function expectRateLimited(reply: Reply, windowSeconds: number): void {
  expect([reply.statusCode, reply.json()]).toEqual([429, { detail: 'rate_limited' }]);
  const retryAfter = Number(reply.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const login = (ctx: EngineContext, email: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress,
  });
const register = (ctx: EngineContext, email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/player',
    payload: { email, password: 'long enough password' },
    remoteAddress,
  });

const {
  rate_limit_window_seconds: WINDOW,
  rate_limit_login_per_email: LOGIN_PER_EMAIL,
  rate_limit_login_per_ip: LOGIN_PER_IP,
  rate_limit_register_per_ip: REGISTER_PER_IP,
  rate_limit_register_per_email: REGISTER_PER_EMAIL,
  rate_limit_admin_password: ADMIN_PASSWORD_CHECKS,
} = SETTING_DEFAULTS;

describeEachEngine(
  'rate limits (defaults)',
  (ctx) => {
    it(`trips login after ${LOGIN_PER_EMAIL} attempts for one account from one address, with 429 and Retry-After`, async () => {
      // Registered from 127.0.0.1 (app.inject's address): the owner's known address.
      const player = await ctx.registerPlayer();
      for (let attempt = 0; attempt < LOGIN_PER_EMAIL; attempt += 1) {
        expect((await login(ctx, player.email, 'wrong password', '127.0.0.1')).statusCode).toBe(
          401,
        );
      }
      expectRateLimited(await login(ctx, player.email, player.password, '127.0.0.1'), WINDOW);
      // Case and spaces do not give an attacker fresh counters.
      expectRateLimited(
        await login(ctx, ` ${player.email.toUpperCase()}`, player.password, '127.0.0.1'),
        WINDOW,
      );
      // The limit is per account and address: the same address may still log in to another
      // account, and the owner from another address.
      const other = await ctx.registerPlayer();
      expect((await login(ctx, other.email, other.password, '127.0.0.1')).statusCode).toBe(200);
      expect((await login(ctx, player.email, player.password, '10.0.0.9')).statusCode).toBe(200);
    });

    it(`trips login after ${LOGIN_PER_IP} attempts from one address, whatever the emails`, async () => {
      for (let attempt = 0; attempt < LOGIN_PER_IP; attempt += 1) {
        expect(
          (await login(ctx, `user${attempt}@example.com`, 'whatever!', '10.0.0.2')).statusCode,
        ).toBe(401);
      }
      expectRateLimited(await login(ctx, 'fresh@example.com', 'whatever!', '10.0.0.2'), WINDOW);
      expect((await login(ctx, 'fresh@example.com', 'whatever!', '10.0.0.3')).statusCode).toBe(401);
    });

    it(`trips registration after ${REGISTER_PER_IP} per address and ${REGISTER_PER_EMAIL} per email`, async () => {
      for (let n = 0; n < REGISTER_PER_IP; n += 1) {
        expect((await register(ctx, `ip-limit-${n}@example.com`, '10.0.1.1')).statusCode).toBe(201);
      }
      expectRateLimited(await register(ctx, 'ip-limit-x@example.com', '10.0.1.1'), WINDOW);
      expect((await register(ctx, 'ip-limit-y@example.com', '10.0.1.2')).statusCode).toBe(201);

      const statuses = [];
      for (let n = 0; n < REGISTER_PER_EMAIL; n += 1) {
        statuses.push((await register(ctx, 'same@example.com', `10.0.2.${n}`)).statusCode);
      }
      expect(statuses).toEqual([201, ...Array(REGISTER_PER_EMAIL - 1).fill(409)]);
      expectRateLimited(await register(ctx, 'same@example.com', '10.0.2.99'), WINDOW);
    });

    it(`limits admin password checks to ${ADMIN_PASSWORD_CHECKS} per player and per address`, async () => {
      const check = (player: RegisteredPlayer, password: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/admin/validate-password',
          headers: player.headers,
          payload: { password },
          remoteAddress,
        });
      const player = await ctx.registerPlayer();
      for (let n = 0; n < ADMIN_PASSWORD_CHECKS; n += 1)
        expect((await check(player, `guess-${n}`, '10.0.3.1')).json()).toEqual({ valid: false });
      expectRateLimited(await check(player, TEST_ADMIN_PASSWORD, '10.0.3.2'), WINDOW);
      // A fresh account from the same address gets no fresh guesses...
      const fresh = await ctx.registerPlayer();
      expectRateLimited(await check(fresh, TEST_ADMIN_PASSWORD, '10.0.3.1'), WINDOW);
      // ...while another player elsewhere is not held up.
      const other = await ctx.registerPlayer();
      expect((await check(other, TEST_ADMIN_PASSWORD, '10.0.3.3')).json()).toEqual({ valid: true });
    });
  },
  {
    settings: {
      rate_limit_login_per_ip: LOGIN_PER_IP,
      rate_limit_login_per_email: LOGIN_PER_EMAIL,
      rate_limit_register_per_ip: REGISTER_PER_IP,
      rate_limit_register_per_email: REGISTER_PER_EMAIL,
      rate_limit_admin_password: ADMIN_PASSWORD_CHECKS,
    },
  },
);

describeEachEngine(
  'rate limits (per player, public calls, window reset)',
  (ctx) => {
    it('limits authenticated calls per player, not per address', async () => {
      const player = await ctx.registerPlayer();
      const other = await ctx.registerPlayer();
      const balance = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/player/balance', headers });
      for (let n = 0; n < 5; n += 1) expect((await balance(player.headers)).statusCode).toBe(200);
      expectRateLimited(await balance(player.headers), 1);
      expect((await balance(other.headers)).statusCode).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await balance(player.headers)).statusCode).toBe(200);
    });

    it('limits unauthenticated calls per address', async () => {
      const health = (remoteAddress: string) =>
        ctx.app.inject({ method: 'GET', url: '/health', remoteAddress });
      for (let n = 0; n < 3; n += 1) expect((await health('10.0.3.1')).statusCode).toBe(200);
      expectRateLimited(await health('10.0.3.1'), 1);
      expect((await health('10.0.3.2')).statusCode).toBe(200);
    });
  },
  { settings: { rate_limit_player: 5, rate_limit_public_per_ip: 3, rate_limit_window_seconds: 1 } },
);
