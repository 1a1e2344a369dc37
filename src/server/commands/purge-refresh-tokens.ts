import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { refreshTokens } from '../db/schema';
import { queryRows } from '../db/query-rows';

/**
 * How long an expired refresh token's row is kept. Once expired, a token is refused whether its
 * row exists or not; the day covers clocks that differ a little between server processes.
 */
export const EXPIRED_REFRESH_TOKEN_RETENTION_MS = 24 * 3600 * 1000;

/** Rows deleted per statement, so that a large backlog never holds many row locks at once. */
const PURGE_BATCH = 5000;

/**
 * Deletes the refresh tokens that expired more than a day ago. Every login and refresh adds a
 * row (rotation keeps the old one so that its replay can be detected), so without this the
 * table grows for ever. Returns how many rows went.
 */
export async function purgeExpiredRefreshTokens(ctx: ServerContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - EXPIRED_REFRESH_TOKEN_RETENTION_MS);
  let purged = 0;
  for (;;) {
    const deleted = await queryRows<{ id: string }>(
      ctx.db,
      sql`delete from ${refreshTokens} where ${refreshTokens.id} in (
            select ${refreshTokens.id} from ${refreshTokens}
            where ${refreshTokens.expiresAt} < ${cutoff.toISOString()}::timestamptz
            limit ${PURGE_BATCH})
          returning ${refreshTokens.id}`,
    );
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}
