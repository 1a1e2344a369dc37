import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '../../shared/api/auth';
import { newRefreshToken, hashRefreshToken, signAccessToken } from '../auth';
import type { ServerContext } from '../context';
import { refreshTokens } from '../db/schema';
import type { Tx } from '../db/types';

/**
 * Issues an access token and a refresh token for a player, inside the caller's transaction.
 * A login starts a new family; a refresh continues the family of the token it rotates.
 */
export async function startSession(
  tx: Tx,
  ctx: ServerContext,
  player: { id: string; username: string },
  familyId: string = randomUUID(),
): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const {
    access_token_lifetime_seconds: accessLifetime,
    refresh_token_lifetime_seconds: refreshLifetime,
  } = ctx.settings;
  const refreshToken = newRefreshToken();
  await tx.insert(refreshTokens).values({
    id: randomUUID(),
    tokenHash: hashRefreshToken(refreshToken),
    familyId,
    playerId: player.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + refreshLifetime * 1000),
  });
  return {
    access_token: signAccessToken(
      { playerId: player.id, username: player.username, sessionId: familyId },
      ctx.settings.token_secret,
      now,
      accessLifetime,
    ),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: accessLifetime,
    player_id: player.id,
    username: player.username,
  };
}
