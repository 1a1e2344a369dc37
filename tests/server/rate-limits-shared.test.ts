// The limits that guard credentials are shared by every server process on one database: two
// apps (two processes' worth of in-memory state) on one database, real HTTP, parallel guesses.
import { expect, it } from 'vitest';
import { purgeEndedRateLimitWindows } from '../../src/server/commands/rate-limit-windows';
import { rateLimitWindows } from '../../src/server/db/schema';
import { listenOnTwoServers } from '../support/second-server';
import { describeEachEngine } from '../support';

const LOGIN_PER_EMAIL = 4;
const REGISTER_PER_IP = 3;
const WINDOW_SECONDS = 60;

describeEachEngine(
  'rate limits shared by several servers on one database',
  (ctx) => {
    const urls = listenOnTwoServers(ctx);

    const post = async (server: number, path: string, body: unknown) => {
      const response = await fetch(`${urls[server]}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as unknown,
        retryAfter: response.headers.get('retry-after'),
      };
    };

    it('counts login guesses for one email across both servers, in parallel, none lost', async () => {
      const player = await ctx.registerPlayer();
      const guesses = await Promise.all(
        Array.from({ length: 3 * LOGIN_PER_EMAIL }, (_, n) =>
          post(n % 2, '/auth/login', { email: player.email, password: `wrong guess ${n}` }),
        ),
      );
      const statuses = guesses.map((guess) => guess.status).sort();
      expect(statuses).toEqual([
        ...Array(LOGIN_PER_EMAIL).fill(401),
        ...Array(2 * LOGIN_PER_EMAIL).fill(429),
      ]);
      for (const server of [0, 1]) {
        const refused = await post(server, '/auth/login', {
          email: player.email,
          password: player.password,
        });
        expect([refused.status, refused.body]).toEqual([429, { detail: 'rate_limited' }]);
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
      }

      // The window is the game clock's: once it has passed, the right password works again.
      ctx.clock.advance(WINDOW_SECONDS * 1000);
      expect(
        (await post(1, '/auth/login', { email: player.email, password: player.password })).status,
      ).toBe(200);
    });

    it('counts registrations from one address across both servers', async () => {
      ctx.clock.advance(WINDOW_SECONDS * 1000);
      const statuses = [];
      for (let n = 0; n <= REGISTER_PER_IP; n += 1)
        statuses.push(
          (
            await post(n % 2, '/player', {
              email: `shared-${n}@example.com`,
              password: 'long enough password',
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(REGISTER_PER_IP).fill(201), 429]);
    });

    it('stores hashes, not addresses or emails, and the purge removes ended windows', async () => {
      const rows = await ctx.database.db.select().from(rateLimitWindows);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.key).not.toMatch(/@|127\.0\.0\.1/);
      const live = rows.filter((row) => row.endsAt > ctx.clock.now()).length;
      expect(await purgeEndedRateLimitWindows(ctx.database.db, ctx.clock)).toBe(rows.length - live);
      // The longest-lived rows are the owners' known addresses (30 days).
      ctx.clock.advance(31 * 24 * 3600 * 1000);
      expect(await purgeEndedRateLimitWindows(ctx.database.db, ctx.clock)).toBe(live);
      expect(await ctx.database.db.select().from(rateLimitWindows)).toEqual([]);
    });
  },
  {
    settings: {
      rate_limit_window_seconds: WINDOW_SECONDS,
      rate_limit_login_per_email: LOGIN_PER_EMAIL,
      rate_limit_register_per_ip: REGISTER_PER_IP,
    },
  },
);
