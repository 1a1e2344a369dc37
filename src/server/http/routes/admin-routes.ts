import { isAdminPassword } from '../../auth';
import { toAdminConfig } from '../../settings';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const adminRoutes = ({ ctx, limits }: RouteDeps) =>
  ({
    validateAdminPassword: {
      preHandler: limits.adminPassword,
      handle: async (request) => ({
        valid: isAdminPassword(request.body.password, ctx.settings.admin_password),
      }),
    },
    adminConfig: { handle: async () => toAdminConfig(ctx.settings) },
  }) satisfies Partial<EndpointHandlers>;
