import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../settings';
import { staticSecurityHeaders } from './security-headers';

/** CORS for the configured origins (with credentials), security headers and cookies. */
export async function installSecurity(app: FastifyInstance, settings: Settings): Promise<void> {
  const allowedOrigins = new Set(settings.cors_origins);
  await app.register(cors, {
    // Decided per request: an origin off the list gets no CORS header at all (with a plain
    // list, the plugin would still send Allow-Credentials and the preflight headers to it).
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      // The server is often reached over plain http on 127.0.0.1: upgrading would break /docs.
      directives: { upgradeInsecureRequests: null },
    },
    // HSTS only makes sense when the server is reached over HTTPS (the same signal as the cookie).
    strictTransportSecurity: settings.cookie_secure,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(cookie);
}
