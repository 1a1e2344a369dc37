import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../errors';

/**
 * JSON bodies through Fastify's own safe parser (prototype-poisoning protection), with two
 * changes: an empty body counts as no body (clients often send the JSON content type on
 * body-less POSTs), and malformed JSON is a 422 like any other malformed body.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(unprocessable('Malformed JSON body'), undefined);
      else done(null, value);
    });
  });
}
