import { login } from '../../commands/login';
import { logout } from '../../commands/logout';
import { refreshSession } from '../../commands/refresh-session';
import { suggestUsername } from '../../queries/suggest-username';
import type { EndpointHandlers } from '../endpoint-routes';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from '../refresh-cookie';
import type { RouteDeps } from '../route-deps';

export const authRoutes = ({ ctx, limits }: RouteDeps) =>
  ({
    login: {
      preHandler: limits.login,
      handle: async (request, reply) => {
        const tokens = await login(ctx, request.body, request.ip);
        setRefreshCookie(reply, ctx.settings, tokens.refresh_token);
        return tokens;
      },
    },
    suggestUsername: {
      onRequest: limits.publicPerIp,
      handle: async () => ({ suggested_username: await suggestUsername(ctx) }),
    },
    refresh: {
      onRequest: limits.publicPerIp,
      handle: async (request, reply) => {
        const tokens = await refreshSession(
          ctx,
          request.body?.refresh_token ?? refreshCookie(request),
        );
        setRefreshCookie(reply, ctx.settings, tokens.refresh_token);
        return tokens;
      },
    },
    logout: {
      onRequest: limits.publicPerIp,
      handle: async (request, reply) => {
        await logout(ctx, request.body?.refresh_token ?? refreshCookie(request));
        clearRefreshCookie(reply, ctx.settings);
        return null;
      },
    },
  }) satisfies Partial<EndpointHandlers>;
