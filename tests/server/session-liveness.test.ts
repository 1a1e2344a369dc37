// The liveness cache's background re-check (on for PostgreSQL servers): the sessions in use are
// re-checked together in one statement before their answers expire, so a request no longer asks
// alone; a session revoked or deleted meanwhile still stops standing within the answers' lifetime.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifyAccessToken } from '../../src/server/auth';
import { createSessionLiveness } from '../../src/server/queries/session-liveness';
import { countStatements } from '../support/query-counter';
import { describeEachEngine } from '../support';

/** Long enough that a re-check on a busy machine lands before the answers it renews expire. */
const TTL_MS = 2000;

describeEachEngine('session liveness re-checked together', (ctx) => {
  const sessionOf = (accessToken: string) => {
    const claims = verifyAccessToken(accessToken, ctx.settings.token_secret, ctx.clock.now());
    if (!claims) throw new Error('The test player has no valid token');
    return claims.sessionId;
  };

  it('renews the answers of sessions in use with one statement, and still sees an ended session', async () => {
    const counted = countStatements(ctx.database);
    const liveness = createSessionLiveness(counted.database.db, {
      ttlMs: TTL_MS,
      keepWarmMs: 60_000,
    });
    try {
      const [kept, loggedOut, removed] = [
        sessionOf((await ctx.registerPlayer()).accessToken),
        sessionOf((await ctx.registerPlayer()).accessToken),
        sessionOf((await ctx.registerPlayer()).accessToken),
      ];
      counted.reset();
      const lookupsAlone = () =>
        counted.statements.filter((text) => text.includes('"refresh_tokens"."family_id"')).length;
      const checksTogether = () =>
        counted.statements.filter((text) => text.includes('unnest(')).length;
      expect(await Promise.all([kept, loggedOut, removed].map(liveness))).toEqual([
        true,
        true,
        true,
      ]);
      expect(lookupsAlone()).toBe(3);

      // Asked all along, over three re-checks (longer than an answer lives): no lookup alone.
      await expect
        .poll(
          async () => {
            expect(await liveness(kept)).toBe(true);
            return checksTogether();
          },
          { timeout: 6 * TTL_MS },
        )
        .toBeGreaterThanOrEqual(3);
      expect(lookupsAlone()).toBe(3);

      await ctx.database.db.execute(
        sql`update refresh_tokens set revoked_at = now() where family_id = ${loggedOut}`,
      );
      await ctx.database.db.execute(sql`delete from refresh_tokens where family_id = ${removed}`);
      await expect.poll(() => liveness(loggedOut), { timeout: 3 * TTL_MS }).toBe(false);
      await expect.poll(() => liveness(removed), { timeout: 3 * TTL_MS }).toBe(false);
      expect(await liveness(kept)).toBe(true);
    } finally {
      liveness.stop();
    }
  });
});
