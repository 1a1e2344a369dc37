import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth';
import type { ServerContext } from '../context';
import type { Engine } from '../db/types';
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

/**
 * How long after its last request a session's liveness is kept re-checked: a little over the
 * desktop app's dashboard poll (60 s), so a player with the app open never asks alone.
 */
const KEEP_SESSIONS_WARM_MS = 65_000;

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
  engine: Engine,
): AuthenticateHook {
  app.decorateRequest('player', null);
  // A PostgreSQL server has many players: their sessions are re-checked together. The
  // desktop app's PGlite server has one, and nothing should wake it between its polls.
  const sessionStands = createSessionLiveness(ctx.db, {
    keepWarmMs: engine === 'postgres' ? KEEP_SESSIONS_WARM_MS : 0,
  });
  app.addHook('onClose', async () => sessionStands.stop());
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
