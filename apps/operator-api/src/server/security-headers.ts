import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './docs.ts';

/**
 * The browser-facing headers every API answer carries (ASVS V3.4), unless a route set its own
 * (a document's sandboxed CSP, the test acquirer's page): JSON and files never run scripts or sit
 * in a frame, are not sniffed into HTML, and leak no address in Referer. The API docs page keeps
 * its own scripts, so it gets everything but the CSP.
 */
const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};
const CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith(DOCS_PREFIX)) {
      reply.header('content-security-policy', CSP);
    }
  });
}
