import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '../errors';
import { normalizeLoginEmail } from '../players/registration-rules';
import type { Settings } from '../settings';

/** A hook that refuses the request with 429 `rate_limited` and Retry-After once over its limit. */
export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

export interface RateLimits {
  loginPerIp: RateLimitHook;
  loginPerEmail: RateLimitHook;
  registerPerIp: RateLimitHook;
  registerPerEmail: RateLimitHook;
  /** Calls without a token other than login and registration. */
  publicPerIp: RateLimitHook;
  /** Every authenticated call, per player (applied by the authentication hook). */
  perPlayer: RateLimitHook;
  adminPasswordPerPlayer: RateLimitHook;
}

/**
 * Fixed-window limits counted in this process's memory (several server processes each
 * count their own). Each limit has its own counters, so one route can enforce several.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: Settings,
): Promise<RateLimits> {
  await app.register(rateLimit, { global: false });
  const timeWindow = settings.rate_limit_window_seconds * 1000;

  const limit = (
    max: number,
    keyOf: (request: FastifyRequest) => string | undefined,
  ): RateLimitHook => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => keyOf(request) ?? '',
    });
    return async (request) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    };
  };
  const byIp = (request: FastifyRequest) => request.ip;
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? normalizeLoginEmail(email) : undefined;
  };
  const byPlayer = (request: FastifyRequest) => request.player?.id;

  return {
    loginPerIp: limit(settings.rate_limit_login_per_ip, byIp),
    loginPerEmail: limit(settings.rate_limit_login_per_email, byEmail),
    registerPerIp: limit(settings.rate_limit_register_per_ip, byIp),
    registerPerEmail: limit(settings.rate_limit_register_per_email, byEmail),
    publicPerIp: limit(settings.rate_limit_public_per_ip, byIp),
    perPlayer: limit(settings.rate_limit_player, byPlayer),
    adminPasswordPerPlayer: limit(settings.rate_limit_admin_password, byPlayer),
  };
}
