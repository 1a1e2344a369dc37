import type { FastifyInstance } from 'fastify';
import { containsNulCharacter } from '../../shared/nul-characters';
import { unprocessable } from '../errors';

/**
 * JSON bodies through Fastify's own safe parser (prototype-poisoning protection), with three
 * changes: an empty body counts as no body (clients often send the JSON content type on
 * body-less POSTs), malformed JSON is a 422 like any other malformed body, and so is a body
 * with a NUL character in any string (the database cannot store one: it used to answer 500).
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
    // Fastify's default parser answers through the callback; its return value carries nothing.
    void parseJson(request, text, (error, value) => {
      if (error) done(unprocessable('malformed_json'), undefined);
      else if (containsNulCharacter(value)) done(unprocessable('nul_character'), undefined);
      else done(null, value);
    });
  });
}
