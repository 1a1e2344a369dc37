import { eq } from 'drizzle-orm';
import { hashRefreshToken } from '../auth';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { refreshTokens } from '../db/schema';
import { revokeFamily } from './refresh-session';

/** `POST /auth/logout`: revokes the session of the given refresh token; unknown tokens are ignored. */
export async function logout(
  ctx: ServerContext,
  refreshToken: string | null | undefined,
): Promise<void> {
  if (!refreshToken) return;
  await transaction(ctx.db, async (tx) => {
    const [token] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
    if (token) await revokeFamily(tx, token.familyId, ctx.clock.now());
  });
}
