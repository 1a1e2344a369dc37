import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth';
import type { ServerContext } from '../context';
import { createSessionLiveness } from '../queries/session-liveness';
import { unauthorized } from '../errors';
import type { RateLimitHook } from './rate-limits';

export interface AuthenticatedPlayer {
  id: string;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook on routes that require a bearer token. */
    player: AuthenticatedPlayer | null;
  }
}

export type AuthenticateHook = (request: FastifyRequest) => Promise<void>;

/**
 * The `authenticate` onRequest hook: verifies `Authorization: Bearer <access token>` against
 * the injected clock and checks that its session still stands, sets `request.player`, and
 * applies the per-player rate limit.
 */
export function installAuthentication(
  app: FastifyInstance,
  ctx: ServerContext,
  perPlayer: RateLimitHook,
): AuthenticateHook {
  app.decorateRequest('player', null);
  const sessionStands = createSessionLiveness(ctx.db);
  return async (request) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('not_authenticated');
    const claims = verifyAccessToken(token, ctx.settings.token_secret, ctx.clock.now());
    if (!claims || !(await sessionStands(claims.sessionId))) throw unauthorized('invalid_token');
    request.player = { id: claims.playerId, username: claims.username };
    await perPlayer(request);
  };
}

/** The player of an authenticated route (the hook guarantees one). */
export function currentPlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw unauthorized('not_authenticated');
  return request.player;
}
