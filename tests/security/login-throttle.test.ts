// Login guessing is bounded without locking the owner out (commands/login-throttle.ts): a
// stranger guessing steadily from many addresses never stops the owner logging in from theirs,
// the guesses one account takes in an hour stay bounded (printed), parallel guesses cannot slip
// past the count, and refused attempts write nothing.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { UNKNOWN_ADDRESS_DELAYS } from '../../src/server/commands/login-throttle';
import { queryRows } from '../../src/server/db/query-rows';
import { describeEachEngine, type EngineContext } from '../support';

/** Guesses one account can take from addresses that never logged in to it, in one hour. */
const HOURLY_BOUND = 80;

const login = (ctx: EngineContext, email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const stranger = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describeEachEngine('login throttling', (ctx) => {
  it("a stranger's steady guessing from other addresses never stops the owner at theirs", async () => {
    const owner = await ctx.registerPlayer(); // from 127.0.0.1: the owner's known address
    let refusedGuesses = 0;
    for (let minute = 0; minute < 30; minute += 1) {
      for (let n = 0; n < 6; n += 1) {
        const guess = await login(
          ctx,
          owner.email,
          `guess ${minute}-${n}`,
          stranger(minute * 6 + n),
        );
        if (guess.statusCode === 429) refusedGuesses += 1;
        else expect(guess.statusCode).toBe(401);
      }
      if (minute % 5 === 4) {
        const ownLogin = await login(ctx, owner.email, owner.password, '127.0.0.1');
        expect(ownLogin.statusCode, `minute ${minute}`).toBe(200);
      }
      ctx.clock.advance(60_000);
    }
    // The stranger was slowed down, not the owner.
    expect(refusedGuesses).toBeGreaterThan(100);
  });

  it(`bounds the guesses one account takes in an hour (at most ${HOURLY_BOUND}), from any number of addresses`, async () => {
    const owner = await ctx.registerPlayer();
    const start = ctx.clock.now().getTime();
    let checked = 0;
    let address = 0;
    while (ctx.clock.now().getTime() - start < 3600_000) {
      const guess = await login(ctx, owner.email, `guess ${address}`, stranger(1000 + address));
      address += 1;
      if (guess.statusCode === 401) {
        checked += 1;
        continue;
      }
      expect(guess.statusCode).toBe(429);
      // The attacker waits exactly as long as told: the fastest guessing there is.
      ctx.clock.advance(Number(guess.headers['retry-after']) * 1000);
    }
    console.log(
      `[login throttling, ${ctx.engine}] password checks of one account in one hour from ${address} addresses: ${checked}`,
    );
    expect(checked).toBeGreaterThan(UNKNOWN_ADDRESS_DELAYS.free);
    expect(checked).toBeLessThanOrEqual(HOURLY_BOUND);
  });

  it('lets parallel guesses from many addresses through no faster than one at a time', async () => {
    const owner = await ctx.registerPlayer();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        login(ctx, owner.email, `parallel ${n}`, stranger(5000 + n)),
      ),
    );
    const checked = guesses.filter((guess) => guess.statusCode === 401).length;
    expect(guesses.every((guess) => [401, 429].includes(guess.statusCode))).toBe(true);
    // The free attempts, then one more once the first wait is set: never the whole burst.
    expect(checked).toBeLessThanOrEqual(UNKNOWN_ADDRESS_DELAYS.free + 1);
  });

  it('delays the owner on a new address during an attack, and lets them in after the wait', async () => {
    const owner = await ctx.registerPlayer();
    for (let n = 0; n < UNKNOWN_ADDRESS_DELAYS.free + 3; n += 1) {
      await login(ctx, owner.email, `guess ${n}`, stranger(7000 + n));
    }
    const delayed = await login(ctx, owner.email, owner.password, '192.0.2.7');
    expect(delayed.statusCode).toBe(429);
    const wait = Number(delayed.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(UNKNOWN_ADDRESS_DELAYS.capSeconds);
    ctx.clock.advance(wait * 1000);
    expect((await login(ctx, owner.email, owner.password, '192.0.2.7')).statusCode).toBe(200);
  });

  it('writes nothing for a refused login or admin password check', async () => {
    const owner = await ctx.registerPlayer();
    for (let n = 0; n < 12; n += 1) await login(ctx, owner.email, `guess ${n}`, '198.51.100.1');
    const admin = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/admin/validate-password',
        headers: owner.headers,
        payload: { password: 'not it' },
        remoteAddress,
      });
    for (let n = 0; n < 12; n += 1) await admin('198.51.100.2');
    // xmin changes with every write to a row, even one that stores the same values.
    const rows = () =>
      queryRows<{ key: string; version: string }>(
        ctx.database.db,
        sql`select key, xmin::text as version from rate_limit_windows order by key`,
      );
    const before = await rows();
    for (let n = 0; n < 10; n += 1) {
      expect((await login(ctx, owner.email, `more ${n}`, '198.51.100.1')).statusCode).toBe(429);
      expect((await admin('198.51.100.2')).statusCode).toBe(429);
    }
    expect(await rows()).toEqual(before);
  });
});
