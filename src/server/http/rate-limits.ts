import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { loginAttemptLimit } from '../commands/login-throttle';
import { fixedWindowLimit, type CountedLimit } from '../commands/rate-limit-windows';
import type { Executor } from '../db/types';
import { rateLimited } from '../errors';
import { normalizeLoginEmail } from '../players/registration-rules';
import type { Settings } from '../settings';

/** A hook that refuses the request with 429 `rate_limited` and Retry-After once over its limit. */
export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

/** Admin password checks from all players and addresses together, as a multiple of one's. */
const ADMIN_PASSWORD_OVERALL_FACTOR = 5;

export interface RateLimits {
  /** Per address; per account and address; progressive per account from unknown addresses. */
  login: RateLimitHook;
  /** Per address and per email. */
  register: RateLimitHook;
  /** Calls without a token other than login and registration. */
  publicPerIp: RateLimitHook;
  /** Every authenticated call, per player (applied by the authentication hook). */
  perPlayer: RateLimitHook;
  /** Per player, per address, and all together: fresh accounts do not multiply guesses. */
  adminPassword: RateLimitHook;
}

/**
 * Fixed-window limits, each with its own counters, so one route can enforce several (login's
 * per-account throttling is in commands/login-throttle.ts). The limits that guard credentials
 * (login, registration, the admin password) are counted in the database, shared by every server
 * process on it: several processes must not multiply an attacker's guesses, and these calls
 * already cost a password hash, so a few more statements are nothing. A route's limits are all
 * read first and counted only when none refuses, so a flood of refused requests writes nothing.
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
  type RequestLimit = (request: FastifyRequest) => CountedLimit | undefined;
  const inDatabase =
    (
      name: string,
      max: number,
      keyOf: (request: FastifyRequest) => string | undefined,
    ): RequestLimit =>
    (request) => {
      const counted = keyOf(request);
      return counted === undefined
        ? undefined
        : fixedWindowLimit(shared.db, name, counted, { max, windowMs: timeWindow });
    };
  const all =
    (...limits: RequestLimit[]): RateLimitHook =>
    async (request) => {
      const now = shared.clock.now();
      const applying = limits.map((limit) => limit(request)).filter((limit) => limit !== undefined);
      for (const step of ['peek', 'take'] as const) {
        for (const limit of applying) {
          const outcome = await limit[step](now);
          if (!outcome.allowed) throw rateLimited(outcome.retryAfterSeconds);
        }
      }
    };
  const byIp = (request: FastifyRequest) => request.ip;
  const byEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? normalizeLoginEmail(email) : undefined;
  };
  const byPlayer = (request: FastifyRequest) => request.player?.id;
  const everyone = () => 'all';
  const loginAccount: RequestLimit = (request) => {
    const email = byEmail(request);
    return email === undefined
      ? undefined
      : loginAttemptLimit(shared.db, { email, address: request.ip }, settings);
  };

  return {
    login: all(inDatabase('login-ip', settings.rate_limit_login_per_ip, byIp), loginAccount),
    register: all(
      inDatabase('register-ip', settings.rate_limit_register_per_ip, byIp),
      inDatabase('register-email', settings.rate_limit_register_per_email, byEmail),
    ),
    publicPerIp: inMemory(settings.rate_limit_public_per_ip, byIp),
    perPlayer: inMemory(settings.rate_limit_player, byPlayer),
    adminPassword: all(
      inDatabase('admin-password-player', settings.rate_limit_admin_password, byPlayer),
      inDatabase('admin-password-ip', settings.rate_limit_admin_password, byIp),
      inDatabase(
        'admin-password-all',
        settings.rate_limit_admin_password * ADMIN_PASSWORD_OVERALL_FACTOR,
        everyone,
      ),
    ),
  };
}
