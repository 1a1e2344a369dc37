import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '../../../shared/api/auth';
import { ErrorBody } from '../../../shared/api/common';
import { appVersion } from '../../version';
import type { RouteDeps } from '../route-deps';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, database, limits },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: HealthResponse, '4xx': ErrorBody, 503: ErrorBody },
      },
      onRequest: limits.publicPerIp,
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ detail: 'database_unavailable' });
      }
      return {
        status: 'ok' as const,
        database: 'connected' as const,
        engine: database.engine,
        version: appVersion(),
        time: ctx.clock.now().toISOString(),
      };
    },
  );
};
