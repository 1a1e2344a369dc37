import { and, eq, isNull } from 'drizzle-orm';
import type { TokenResponse } from '../../shared/api/auth';
import { hashRefreshToken } from '../auth';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { players, refreshTokens } from '../db/schema';
import type { Tx } from '../db/types';
import { unauthorized } from '../errors';
import { startSession } from './start-session';

type Outcome = { kind: 'rotated'; tokens: TokenResponse } | { kind: 'refused' };

/**
 * `POST /auth/refresh`: exchanges a refresh token for a new pair, rotating it. A token that
 * was already rotated is being replayed (it leaked, or a client raced itself): the whole
 * family is revoked so neither holder keeps the session, and the caller gets 401.
 */
export async function refreshSession(
  ctx: ServerContext,
  refreshToken: string | null | undefined,
): Promise<TokenResponse> {
  if (!refreshToken) throw unauthorized('invalid_token');
  const now = ctx.clock.now();

  // The revocation must commit, so refusals are returned from the transaction, not thrown.
  const outcome = await transaction(ctx.db, async (tx): Promise<Outcome> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)))
      .for('update');
    if (!token || token.revokedAt || token.expiresAt.getTime() <= now.getTime())
      return { kind: 'refused' };
    if (token.rotatedAt) {
      await revokeFamily(tx, token.familyId, now);
      return { kind: 'refused' };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token.id));
    const [player] = await tx
      .select({ id: players.id, username: players.username })
      .from(players)
      .where(eq(players.id, token.playerId));
    if (!player) return { kind: 'refused' };
    return { kind: 'rotated', tokens: await startSession(tx, ctx, player, token.familyId) };
  });

  if (outcome.kind === 'refused') throw unauthorized('invalid_token');
  return outcome.tokens;
}

/** Ends a session: every token of the family stops working. */
export async function revokeFamily(tx: Tx, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
