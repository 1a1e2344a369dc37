import { claimDailyBonus } from '../../commands/claim-daily-bonus';
import { registerPlayer } from '../../commands/register-player';
import { getPlayerProfile } from '../../queries/player-profile';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import { setRefreshCookie } from '../refresh-cookie';
import type { RouteDeps } from '../route-deps';

export const playerRoutes = ({ ctx, limits }: RouteDeps) =>
  ({
    register: {
      preHandler: limits.register,
      handle: async (request, reply) => {
        const registered = await registerPlayer(ctx, request.body, request.ip);
        setRefreshCookie(reply, ctx.settings, registered.refresh_token);
        return registered;
      },
    },
    balance: { handle: async (request) => getPlayerProfile(ctx, currentPlayer(request).id) },
    claimDailyBonus: {
      handle: async (request) => claimDailyBonus(ctx, currentPlayer(request).id),
    },
  }) satisfies Partial<EndpointHandlers>;
