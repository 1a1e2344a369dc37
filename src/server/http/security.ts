import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';

/** CORS for the configured origins (with credentials), security headers and cookies. */
export async function installSecurity(app: FastifyInstance, settings: Settings): Promise<void> {
  const allowedOrigins = new Set(settings.cors_origins);
  await app.register(cors, {
    // Decided per request: an origin off the list gets no CORS header at all (with a plain
    // list, the plugin would still send Allow-Credentials and the preflight headers to it).
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      // The server is often reached over plain http on 127.0.0.1: upgrading would break /docs.
      directives: { upgradeInsecureRequests: null },
    },
    // HSTS only makes sense when the server is reached over HTTPS (the same signal as the cookie).
    strictTransportSecurity: settings.cookie_secure,
  });
  await app.register(cookie);
}
