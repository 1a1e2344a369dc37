import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Settings } from '../settings';
import { appVersion } from '../version';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `<base>/openapi.json`, and
 * the interactive page at `<base>/docs`. Must be installed before the routes it describes.
 */
export async function installDocs(app: FastifyInstance, settings: Settings): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Copycat game server',
        description: 'The HTTP API of Copycat, a multiplayer phrase game played for Flipcoins.',
        version: appVersion(),
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${settings.base_path}/docs` });
  app.get(`${settings.base_path}/openapi.json`, { schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
