// Expired refresh tokens are deleted a day after their expiry (the hourly background job's
// command); live tokens, rotated ones that still detect a replay, and their sessions stay.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  EXPIRED_REFRESH_TOKEN_RETENTION_MS,
  purgeExpiredRefreshTokens,
} from '../../src/server/commands/purge-refresh-tokens';
import { refreshTokens } from '../../src/server/db/schema';
import { SERVER_JOBS } from '../../src/server/jobs/server-jobs';
import { describeEachEngine, type EngineContext } from '../support';

const HOUR = 3600_000;

const refresh = (ctx: EngineContext, token: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token: token } });

const tokensOf = (ctx: EngineContext, playerId: string) =>
  ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.playerId, playerId));

it('is a background job of every server', () => {
  expect(SERVER_JOBS.map((job) => job.name)).toContain('refresh-token-purge');
});

describeEachEngine('refresh tokens: the purge of expired ones', (ctx) => {
  it('deletes only tokens expired for more than a day, and the live sessions keep working', async () => {
    const lifetimeMs = ctx.settings.refresh_token_lifetime_seconds * 1000;
    const old = await ctx.registerPlayer();
    const oldRotated = (await refresh(ctx, old.refreshToken)).json().refresh_token as string;
    expect(await tokensOf(ctx, old.playerId)).toHaveLength(2);

    // Expired, but within the day kept after expiry: nothing goes.
    ctx.clock.advance(lifetimeMs + EXPIRED_REFRESH_TOKEN_RETENTION_MS - HOUR);
    const recent = await ctx.registerPlayer();
    const recentRotated = (await refresh(ctx, recent.refreshToken)).json().refresh_token as string;
    expect(await purgeExpiredRefreshTokens(ctx.serverContext)).toBe(0);
    expect(await tokensOf(ctx, old.playerId)).toHaveLength(2);

    ctx.clock.advance(2 * HOUR);
    expect(await purgeExpiredRefreshTokens(ctx.serverContext)).toBe(2);
    expect(await tokensOf(ctx, old.playerId)).toHaveLength(0);
    expect(await purgeExpiredRefreshTokens(ctx.serverContext)).toBe(0);
    expect((await refresh(ctx, oldRotated)).statusCode).toBe(401);

    // The recent session's rotated token is kept, so replaying it still revokes the family.
    expect(await tokensOf(ctx, recent.playerId)).toHaveLength(2);
    expect((await refresh(ctx, recent.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx, recentRotated)).statusCode).toBe(401);
    await ctx.expectLedgerClean();
  });

  it('purges a backlog larger than one batch', async () => {
    const player = await ctx.registerPlayer();
    const [template] = await tokensOf(ctx, player.playerId);
    if (!template) throw new Error('no token');
    const expiredAt = new Date(
      ctx.clock.now().getTime() - EXPIRED_REFRESH_TOKEN_RETENTION_MS - HOUR,
    );
    const backlog = Array.from({ length: 5200 }, (_, index) => ({
      ...template,
      id: randomUUID(),
      tokenHash: `backlog-${index}`,
      expiresAt: expiredAt,
    }));
    for (let start = 0; start < backlog.length; start += 1000)
      await ctx.database.db.insert(refreshTokens).values(backlog.slice(start, start + 1000));
    expect(await purgeExpiredRefreshTokens(ctx.serverContext)).toBe(5200);
    expect(await tokensOf(ctx, player.playerId)).toEqual([template]);
  });
});
