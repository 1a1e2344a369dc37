import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { countRateLimitHit, rateLimitKey } from '../commands/rate-limit-windows';
import type { Executor } from '../db/types';
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
 * Fixed-window limits, each with its own counters, so one route can enforce several. The limits
 * that guard credentials (login, registration, the admin password) are counted in the database,
 * shared by every server process on it: several processes must not multiply an attacker's
 * guesses, and these calls already cost a password hash, so one more statement is nothing.
 * The per-player and public limits, checked on every call, are counted in this process's
 * memory (several processes each count their own): they only keep one client from flooding.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: Settings,
  shared: { db: Executor; clock: Clock },
): Promise<RateLimits> {
  await app.register(rateLimit, { global: false });
  const timeWindow = settings.rate_limit_window_seconds * 1000;

  const inMemory = (
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
  const inDatabase = (
    name: string,
    max: number,
    keyOf: (request: FastifyRequest) => string | undefined,
  ): RateLimitHook => {
    return async (request) => {
      const counted = keyOf(request);
      if (counted === undefined) return;
      const now = shared.clock.now();
      const window = await countRateLimitHit(
        shared.db,
        rateLimitKey(name, counted),
        timeWindow,
        now,
      );
      if (window.hits > max)
        throw rateLimited(Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000)));
    };
  };
  const byIp = (request: FastifyRequest) => request.ip;
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? normalizeLoginEmail(email) : undefined;
  };
  const byPlayer = (request: FastifyRequest) => request.player?.id;

  return {
    loginPerIp: inDatabase('login-ip', settings.rate_limit_login_per_ip, byIp),
    loginPerEmail: inDatabase('login-email', settings.rate_limit_login_per_email, byEmail),
    registerPerIp: inDatabase('register-ip', settings.rate_limit_register_per_ip, byIp),
    registerPerEmail: inDatabase('register-email', settings.rate_limit_register_per_email, byEmail),
    publicPerIp: inMemory(settings.rate_limit_public_per_ip, byIp),
    perPlayer: inMemory(settings.rate_limit_player, byPlayer),
    adminPasswordPerPlayer: inDatabase(
      'admin-password-player',
      settings.rate_limit_admin_password,
      byPlayer,
    ),
  };
}
