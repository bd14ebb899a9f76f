import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Store } from '../db/store/store.ts';

/** rate-limiter-flexible's table (key, points, expire): migration 033 makes it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type Params = FastifyRateLimitOptions & RouteInfo & { continueExceeding?: boolean; exponentialBackoff?: boolean };

export interface SharedRateLimitOptions {
  /** Keys counted in this process's memory, e.g. the refresh flood limit: no query on a hot path. */
  keepLocal(key: string): boolean;
}

/**
 * rate-limiter-flexible's PostgreSQL limiter queries through this client: the store's Kysely, so
 * its statements share the pool, its prepared statements and the pool metrics.
 */
function kyselyClient(store: Store) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const result = await store.db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
const counted = (res: RateLimiterRes | null): Counted =>
  res ? { current: res.consumedPoints, ttl: Math.max(res.msBeforeNext, 0) } : { current: 0, ttl: 0 };

/**
 * A @fastify/rate-limit store over rate-limiter-flexible, for several instances on one
 * PostgreSQL: the routes keep the plugin's per-route config, headers and 429 answers, while the
 * counting is the library's — each hit one atomic upsert that starts a new fixed window once the
 * old one has passed, so every instance counts in the same window and concurrent hits are neither
 * lost nor doubled. Windows are whole seconds there (the library's unit); a part of a second is
 * rounded up, so a limit never gets looser.
 */
export function sharedRateLimitStore(store: Store, { keepLocal }: SharedRateLimitOptions): FastifyRateLimitStoreCtor {
  // One limiter per app: a route's namespace is part of the key, its window comes with each call.
  const limiterOptions = {
    storeClient: kyselyClient(store),
    storeType: 'client',
    tableName: RATE_LIMIT_TABLE,
    keyPrefix: '',
    points: 1,
    duration: 60,
    // The API's own purge deletes passed windows: no timer per instance.
    clearExpiredByTimeout: false,
  };
  // The table is the migrations' (033), so the limiter is ready at once and never creates it.
  const shared = new RateLimiterPostgres({ ...limiterOptions, tableCreated: true });
  const local = new RateLimiterMemory({ keyPrefix: '', points: 1, duration: 60 });

  function count(
    key: string,
    timeWindow: number,
    callback: Callback,
    hit: (limiter: RateLimiterAbstract, options: object) => Promise<RateLimiterRes | null>,
  ) {
    const window = { customDuration: Math.max(1, Math.ceil(timeWindow / 1000)) };
    const counting = hit(keepLocal(key) ? local : shared, window);
    counting.then(
      (res) => callback(null, counted(res)),
      (error: unknown) => callback(asError(error)),
    );
  }

  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    constructor(params: FastifyRateLimitOptions, namespace = '') {
      const { continueExceeding, exponentialBackoff } = params as Params;
      // The API uses plain fixed windows; the others would count differently.
      if (continueExceeding || exponentialBackoff)
        throw new Error('the shared rate-limit store counts fixed windows only');
      this.#namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const namespaced = this.#namespace + key;
      count(key, timeWindow, callback, (limiter, options) => limiter.penalty(namespaced, 1, options));
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const namespaced = this.#namespace + key;
      count(key, timeWindow, callback, (limiter, options) => limiter.get(namespaced, options));
    }

    // A route's limit counts apart from other routes' (the in-memory store gives each its own map):
    // keys of the default generator (the address) would otherwise be shared by every limited route.
    child(routeOptions: Params): FastifyRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      const namespace = url === undefined ? '' : `${[method].flat().join(',')} ${url} `;
      return new SharedRateLimitStore(routeOptions, namespace);
    }
  }
  return SharedRateLimitStore;
}

/** Deletes the counters whose window has passed (the purge's job; the library's own timer is off). */
export async function purgeRateLimitCounters(store: Store, now: number): Promise<void> {
  await store.db.deleteFrom(RATE_LIMIT_TABLE).where('expire', '<=', now).execute();
}
