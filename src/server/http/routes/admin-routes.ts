import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConfig,
  ValidatePasswordRequest,
  ValidatePasswordResponse,
} from '../../../shared/api/admin';
import { ErrorBody } from '../../../shared/api/common';
import { isAdminPassword } from '../../auth';
import { toAdminConfig } from '../../settings';
import { BEARER, type RouteDeps } from '../route-deps';

export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, limits, authenticate },
) => {
  app.post(
    '/admin/validate-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Check the admin password (signed-in players only; rate-limited)',
        security: BEARER,
        body: ValidatePasswordRequest,
        response: { 200: ValidatePasswordResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
      preHandler: limits.adminPassword,
    },
    async (request) => ({
      valid: isAdminPassword(request.body.password, ctx.settings.admin_password),
    }),
  );

  app.get(
    '/admin/config',
    {
      schema: {
        tags: ['admin'],
        summary: 'The 31 game settings, read-only',
        security: BEARER,
        response: { 200: AdminConfig, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async () => toAdminConfig(ctx.settings),
  );
};
