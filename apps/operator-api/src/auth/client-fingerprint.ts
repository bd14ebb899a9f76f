import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, as far as the refresh grace window needs to know: the address (the forwarding
 * header only from the trusted proxy) and the browser. Two tabs of one browser share it; a thief
 * replaying a stolen token from elsewhere does not.
 */
export function clientFingerprint(request: FastifyRequest): string {
  return `${request.ip}\n${request.headers['user-agent'] ?? ''}`;
}
