import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerLimits } from '../config/options.ts';

/**
 * The Fastify options that cut slow and stalled clients (Node's defaults keep a stalled body's
 * connection open for ever: Fastify sets requestTimeout and connectionTimeout to 0):
 * - connectionTimeout: a socket silent for this long is destroyed, whatever it was doing;
 * - requestTimeout: a request whose body is not complete by then gets 408 and is closed. It bounds
 *   a slow trickle that the idle timeout cannot see; generous, so 10 files of 25 MB pass on a slow line;
 * - keepAliveTimeout: how long an idle connection waits for the next request.
 * Node checks requestTimeout every `connectionsCheckingInterval` only, so that is configured too.
 */
export function connectionOptions(limits: ServerLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'
> & {
  http: { connectionsCheckingInterval: number; headersTimeout: number };
} {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Headers are small: they get the idle timeout at most (Node requires ≤ requestTimeout).
    http: {
      connectionsCheckingInterval: limits.timeoutCheckMs,
      headersTimeout: Math.min(limits.connectionTimeoutMs, limits.requestTimeoutMs),
    },
  };
}

/** Caps open connections: past the cap Node closes new sockets at once instead of exhausting memory. */
export function capConnections(app: FastifyInstance, limits: ServerLimits): void {
  app.server.maxConnections = limits.maxConnections;
}
