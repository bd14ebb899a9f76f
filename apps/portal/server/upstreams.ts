// The operator API instances the portal's server proxies /api to (several instances on one
// PostgreSQL). `OPERATOR_API_URL` may name several, comma-separated. Each instance has two bounded
// connection pools (ordinary calls, and uploads, which must not starve them) and a health state:
// an instance that refuses or drops a connection is taken out of the rotation at once, and put
// back when its health check (GET /api/health) passes again, as Envoy's outlier detection does.
import { Pool } from 'undici';
import { PROXY_LIMITS, type ProxyLimits } from './server-limits.ts';

export function parseUpstreams(value: string | readonly string[]): string[] {
  const urls = (typeof value === 'string' ? value.split(',') : [...value])
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (urls.length === 0) throw new Error('OPERATOR_API_URL names no operator API');
  for (const url of urls) {
    const { protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`OPERATOR_API_URL: ${url} is not an http(s) address`);
  }
  return urls;
}

export interface Upstream {
  /** The instance's origin, e.g. http://127.0.0.1:8080. */
  readonly origin: string;
  /** Ordinary calls: small, buffered bodies and answers streamed back. */
  readonly pool: Pool;
  /** Uploads (streamed multipart bodies): few connections, so they cannot take the others'. */
  readonly uploads: Pool;
  healthy: boolean;
}

export interface UpstreamSetOptions {
  limits?: ProxyLimits;
  /** Called when an instance goes out of or back into the rotation. */
  onChange?: (origin: string, healthy: boolean) => void;
}

export interface UpstreamSet {
  readonly all: readonly Upstream[];
  /**
   * The next healthy instance in turn, other than those in `except`. When none is healthy, the
   * next of all of them (a health check may lag behind an instance that came back; if it is
   * really down the request fails fast with 502). Undefined only when `except` holds them all.
   */
  pick(except?: ReadonlySet<Upstream>): Upstream | undefined;
  /** The first healthy instance (the first of all when none is), without moving the rotation. */
  firstHealthy(): Upstream;
  /** Takes the instance out of the rotation until its health check passes. */
  eject(upstream: Upstream): void;
  /** One round of health checks now (the timer runs them every healthIntervalMs). */
  checkAll(): Promise<void>;
  close(): Promise<void>;
}

export function createUpstreamSet(urls: readonly string[], options: UpstreamSetOptions = {}): UpstreamSet {
  const limits = options.limits ?? PROXY_LIMITS;
  const pool = (origin: string, connections: number) =>
    new Pool(origin, {
      connections,
      connectTimeout: limits.connectTimeoutMs,
      headersTimeout: limits.upstreamHeadersTimeoutMs,
      bodyTimeout: limits.upstreamBodyTimeoutMs,
      // Under the API's own keep-alive timeout, so the API never closes a socket the pool is
      // about to reuse, and idle sockets go back within the 5 s budget after a burst.
      keepAliveTimeout: limits.upstreamKeepAliveMs,
      keepAliveMaxTimeout: limits.upstreamKeepAliveMs,
    });
  const all: Upstream[] = urls.map((url) => {
    const { origin } = new URL(url);
    return {
      origin,
      pool: pool(origin, limits.upstreamConnections),
      uploads: pool(origin, limits.uploadConnections),
      healthy: true,
    };
  });
  let next = 0;
  const setHealth = (upstream: Upstream, healthy: boolean) => {
    if (upstream.healthy === healthy) return;
    upstream.healthy = healthy;
    options.onChange?.(upstream.origin, healthy);
  };

  async function check(upstream: Upstream) {
    try {
      const { statusCode, body } = await upstream.pool.request({
        path: '/api/health',
        method: 'GET',
        headersTimeout: limits.healthTimeoutMs,
        bodyTimeout: limits.healthTimeoutMs,
      });
      await body.dump();
      setHealth(upstream, statusCode === 200);
    } catch {
      setHealth(upstream, false);
    }
  }
  const checkAll = async () => {
    await Promise.all(all.map(check));
  };
  const timer = setInterval(() => void checkAll(), limits.healthIntervalMs);
  timer.unref();

  return {
    all,
    pick(except) {
      const candidates = all.filter((upstream) => !except?.has(upstream));
      const healthy = candidates.filter((upstream) => upstream.healthy);
      const from = healthy.length > 0 ? healthy : candidates;
      if (from.length === 0) return undefined;
      // Round robin over the whole list, skipping the ones not among `from`: the order stays
      // A, B, A, B while both are up, whatever was excluded for one request.
      for (let i = 0; i < all.length; i++) {
        const upstream = all[(next + i) % all.length]!;
        if (from.includes(upstream)) {
          next = (next + i + 1) % all.length;
          return upstream;
        }
      }
      return from[0];
    },
    firstHealthy() {
      return all.find((upstream) => upstream.healthy) ?? all[0]!;
    },
    eject(upstream) {
      setHealth(upstream, false);
    },
    checkAll,
    async close() {
      clearInterval(timer);
      await Promise.all(all.flatMap((upstream) => [upstream.pool.destroy(), upstream.uploads.destroy()]));
    },
  };
}
