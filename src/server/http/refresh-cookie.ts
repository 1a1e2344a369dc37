import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../settings';

// Browser clients keep the refresh token in an HttpOnly cookie (the desktop app stores the
// copy from the body). Its path limits it to the auth calls that read it.

export const REFRESH_COOKIE = 'copycat_refresh';

const cookiePath = (settings: Settings) => `${settings.base_path}/auth`;

export function setRefreshCookie(reply: FastifyReply, settings: Settings, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.cookie_secure,
    path: cookiePath(settings),
    maxAge: settings.refresh_token_lifetime_seconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, settings: Settings): void {
  reply.clearCookie(REFRESH_COOKIE, { path: cookiePath(settings) });
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}
