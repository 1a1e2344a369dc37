import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors';
import { appVersion } from '../../version';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const healthRoutes = ({ ctx, database, limits }: RouteDeps) =>
  ({
    health: {
      onRequest: limits.publicPerIp,
      handle: async (request, reply) => {
        try {
          await queryRows(database.db, sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          const unavailable = new AppError('database_unavailable');
          return reply.code(unavailable.statusCode).send({ detail: unavailable.detail });
        }
        return {
          status: 'ok' as const,
          database: 'connected' as const,
          engine: database.engine,
          version: appVersion(),
          time: ctx.clock.now().toISOString(),
        };
      },
    },
  }) satisfies Partial<EndpointHandlers>;
