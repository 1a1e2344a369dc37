// The answer to a request that arrives while the server is shutting down. Closing stops new
// connections and ends idle ones, but a request can still come in on a connection kept alive
// from an earlier request, before that connection is ended. Fastify answers those itself
// (`return503OnClosing`) with its own body, `{"error": "Service Unavailable", ...}`, which no
// client of docs/api.md#errors reads; this answers them in the error contract's shape.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Build the app with `return503OnClosing: false` and call this before the routes' hooks: from
 * the moment closing starts, requests are answered 503 `database_unavailable` (the database is
 * closed next; a client retries, a load balancer sends it elsewhere) with `Connection: close`,
 * and run no further hook or handler. Requests already in flight are not affected: they finish.
 */
export function answerRequestsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  // preClose runs as soon as closing starts, before the listening socket closes and idle
  // connections are ended: from then on a kept-alive connection may still bring a request.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    const { statusCode, detail } = new AppError('database_unavailable');
    void reply.code(statusCode).header('connection', 'close').send({ detail });
  });
}
