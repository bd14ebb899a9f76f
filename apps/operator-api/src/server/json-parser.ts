import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body is no body: clients send bodiless PUTs
 * (select_contragent) with `Content-Type: application/json`, which is not malformed input.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
