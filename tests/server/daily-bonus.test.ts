import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { describeEachEngine, type EngineContext, type RegisteredPlayer } from '../support';

const HOUR = 3600_000;
// Registration at 10:00 UTC, so "24 hours later" and "the next UTC date" differ.
const START = new Date('2030-03-10T10:00:00Z');

const claim = (ctx: EngineContext, player: RegisteredPlayer) =>
  ctx.app.inject({ method: 'POST', url: '/player/claim-daily-bonus', headers: player.headers });
const profile = async (ctx: EngineContext, player: RegisteredPlayer) =>
  (await ctx.app.inject({ method: 'GET', url: '/player/balance', headers: player.headers })).json();
const bonusEntries = (ctx: EngineContext, player: RegisteredPlayer) =>
  ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.playerId, player.playerId), eq(ledgerEntries.entryType, 'daily_bonus')),
    );

describeEachEngine(
  'daily bonus',
  (ctx) => {
    it('is not_eligible during the first 24 hours, then paid once per UTC date', async () => {
      ctx.clock.set(START);
      const player = await ctx.registerPlayer();
      expect(await profile(ctx, player)).toMatchObject({
        daily_bonus_available: false,
        daily_bonus_amount: 100,
        balance: 5000,
      });

      ctx.clock.set(new Date('2030-03-11T09:59:59Z'));
      const early = await claim(ctx, player);
      expect([early.statusCode, early.json()]).toEqual([400, { detail: 'not_eligible' }]);
      expect(await bonusEntries(ctx, player)).toHaveLength(0);

      ctx.clock.set(new Date('2030-03-11T10:00:00Z'));
      expect((await profile(ctx, player)).daily_bonus_available).toBe(true);
      const paid = await claim(ctx, player);
      expect([paid.statusCode, paid.json()]).toEqual([
        200,
        { success: true, amount: 100, new_balance: 5100 },
      ]);
      expect(await profile(ctx, player)).toMatchObject({
        daily_bonus_available: false,
        balance: 5100,
      });

      ctx.clock.set(new Date('2030-03-11T23:59:59Z'));
      const again = await claim(ctx, player);
      expect([again.statusCode, again.json()]).toEqual([400, { detail: 'already_claimed_today' }]);

      ctx.clock.set(new Date('2030-03-12T00:00:00Z'));
      expect((await profile(ctx, player)).daily_bonus_available).toBe(true);
      expect((await claim(ctx, player)).json()).toEqual({
        success: true,
        amount: 100,
        new_balance: 5200,
      });

      expect((await bonusEntries(ctx, player)).map((entry) => entry.idempotencyKey)).toEqual([
        `bonus:${player.playerId}:2030-03-11`,
        `bonus:${player.playerId}:2030-03-12`,
      ]);
      await ctx.expectLedgerClean();
    });

    it('pays exactly one of 20 parallel claims over real HTTP', async () => {
      ctx.clock.set(START);
      const player = await ctx.registerPlayer();
      ctx.clock.advance(25 * HOUR);
      const url = await ctx.listen();

      const replies = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fetch(`${url}/player/claim-daily-bonus`, {
            method: 'POST',
            headers: player.headers,
          });
          return { status: response.status, body: await response.json() };
        }),
      );
      expect(replies.filter((reply) => reply.status === 200)).toEqual([
        { status: 200, body: { success: true, amount: 100, new_balance: 5100 } },
      ]);
      expect(replies.filter((reply) => reply.status === 400)).toHaveLength(19);
      expect(new Set(replies.filter((r) => r.status === 400).map((r) => r.body.detail))).toEqual(
        new Set(['already_claimed_today']),
      );
      expect((await profile(ctx, player)).balance).toBe(5100);
      expect(await bonusEntries(ctx, player)).toHaveLength(1);
      await ctx.expectLedgerClean();
    });

    it('requires a valid token', async () => {
      const reply = await ctx.app.inject({ method: 'POST', url: '/player/claim-daily-bonus' });
      expect([reply.statusCode, reply.json()]).toEqual([401, { detail: 'not_authenticated' }]);
    });
  },
  // Access tokens outlive the days this suite jumps across, so players need not log in again.
  { clockStart: START, settings: { access_token_lifetime_seconds: 30 * 24 * 3600 } },
);
