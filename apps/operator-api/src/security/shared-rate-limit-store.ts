import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** The plugin's own store's methods we call (it ships no types for its file). */
interface PluginLocalStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type PluginLocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginLocalStore;
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as PluginLocalStoreCtor;

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };
type Params = FastifyRateLimitOptions & RouteInfo & { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

export interface SharedRateLimitOptions {
  /** Keys counted in this process's memory as before, e.g. the refresh flood limit: no query on a hot path. */
  keepLocal(key: string): boolean;
}

/**
 * A @fastify/rate-limit store over the store's `rate_limit_counters` (issue 19), for several
 * instances on one PostgreSQL: each hit is one upsert that starts a new window once the old one
 * has passed, so every instance counts in the same window — the same fixed windows, counts and
 * remaining time as the plugin's in-memory store. The window starts by the wall clock, as there.
 */
export function sharedRateLimitStore(store: Store, { keepLocal }: SharedRateLimitOptions): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    readonly #local: PluginLocalStore;

    constructor(params: FastifyRateLimitOptions, namespace = '') {
      const { continueExceeding, exponentialBackoff, cache } = params as Params;
      // The API uses plain fixed windows; the others would need their own SQL.
      if (continueExceeding || exponentialBackoff) throw new Error('the shared rate-limit store counts fixed windows only');
      this.#namespace = namespace;
      this.#local = new LocalStore(false, false, cache);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (keepLocal(key)) {
        this.#local.incr(key, callback, timeWindow, 0);
        return;
      }
      const now = Date.now();
      const counterKey = this.#namespace + key;
      const expired = sql`rate_limit_counters.window_start + ${timeWindow} <= ${now}`;
      first(
        store.db,
        sql<{ hits: number; window_start: number }>`INSERT INTO rate_limit_counters (counter_key, hits, window_start, expires_at)
          VALUES (${counterKey}, 1, ${now}, ${now + timeWindow})
          ON CONFLICT (counter_key) DO UPDATE SET
            hits = CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.hits + 1 END,
            expires_at = CASE WHEN ${expired} THEN ${now + timeWindow} ELSE rate_limit_counters.expires_at END,
            window_start = CASE WHEN ${expired} THEN ${now} ELSE rate_limit_counters.window_start END
          RETURNING hits, window_start`,
      ).then(
        (row) => callback(null, row ? { current: row.hits, ttl: row.window_start + timeWindow - now } : { current: 0, ttl: 0 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      if (keepLocal(key)) {
        this.#local.read(key, callback, timeWindow, 0);
        return;
      }
      const now = Date.now();
      first(store.db, sql<{ hits: number; window_start: number }>`SELECT hits, window_start FROM rate_limit_counters
        WHERE counter_key = ${this.#namespace + key}`).then(
        (row) =>
          callback(null, !row || row.window_start + timeWindow <= now ? { current: 0, ttl: 0 } : { current: row.hits, ttl: row.window_start + timeWindow - now }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
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

/** Deletes the counters whose window has passed (the purge's job). */
export async function purgeRateLimitCounters(store: Store, now: number): Promise<void> {
  await sql`DELETE FROM rate_limit_counters WHERE expires_at <= ${now}`.execute(store.db);
}
