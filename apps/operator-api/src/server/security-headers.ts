import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './docs.ts';

/**
 * The browser-facing headers every API answer carries (ASVS V3.4), unless a route set its own
 * (a document's sandboxed CSP, the test acquirer's page): JSON and files never run scripts or sit
 * in a frame, are not sniffed into HTML, and leak no address in Referer. The API docs page keeps
 * its own scripts, so it gets everything but the CSP. Every answer to a request that carries
 * credentials (bearer, basic, operator token) is `Cache-Control: no-store` unless the route chose
 * its own (downloads say `private, no-store`): personal data stays out of every cache, shared or
 * not; public answers (brand assets, the OpenAPI document) keep their own caching.
 */
const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};
const CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The headers of an answer to `url` that no route shaped: everything, and the CSP unless it is the
 * docs page. For the answers Fastify and Node give before any hook runs (framework-answers.ts).
 */
export function securityHeadersOf(url: string | undefined): Record<string, string> {
  return url?.startsWith(DOCS_PREFIX) ? { ...HEADERS } : { ...HEADERS, 'content-security-policy': CSP };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith(DOCS_PREFIX)) {
      reply.header('content-security-policy', CSP);
    }
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
