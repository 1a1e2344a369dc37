import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginRequest,
  RefreshRequest,
  SuggestUsernameResponse,
  TokenResponse,
} from '../../../shared/api/auth';
import { ErrorBody } from '../../../shared/api/common';
import { login } from '../../commands/login';
import { logout } from '../../commands/logout';
import { refreshSession } from '../../commands/refresh-session';
import { suggestUsername } from '../../queries/suggest-username';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from '../refresh-cookie';
import type { RouteDeps } from '../route-deps';

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, limits }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginRequest,
        response: { 200: TokenResponse, '4xx': ErrorBody },
      },
      preHandler: limits.login,
    },
    async (request, reply) => {
      const tokens = await login(ctx, request.body, request.ip);
      setRefreshCookie(reply, ctx.settings, tokens.refresh_token);
      return tokens;
    },
  );

  app.get(
    '/auth/suggest-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'A free username to propose on the sign-up form',
        response: { 200: SuggestUsernameResponse, '4xx': ErrorBody },
      },
      onRequest: limits.publicPerIp,
    },
    async () => ({ suggested_username: await suggestUsername(ctx) }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (from the body, else the cookie) for a new pair',
        body: RefreshRequest,
        response: { 200: TokenResponse, '4xx': ErrorBody },
      },
      onRequest: limits.publicPerIp,
    },
    async (request, reply) => {
      const tokens = await refreshSession(
        ctx,
        request.body?.refresh_token ?? refreshCookie(request),
      );
      setRefreshCookie(reply, ctx.settings, tokens.refresh_token);
      return tokens;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session of the refresh token (body or cookie) and clear the cookie',
        body: RefreshRequest,
        response: { 204: z.null().describe('Logged out'), '4xx': ErrorBody },
      },
      onRequest: limits.publicPerIp,
    },
    async (request, reply) => {
      await logout(ctx, request.body?.refresh_token ?? refreshCookie(request));
      clearRefreshCookie(reply, ctx.settings);
      return reply.code(204).send(null);
    },
  );
};
