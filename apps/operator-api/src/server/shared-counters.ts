import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createAccountBackoff, DEFAULT_ACCOUNT_BACKOFF } from '../auth/account-backoff.ts';
import type { AccountBackoff } from '../auth/account-backoff.ts';
import { createStoreAccountBackoff, purgeStoreAccountBackoff } from '../auth/store-account-backoff.ts';
import type { ServerOptions } from '../config/options.ts';
import type { Store } from '../db/store/store.ts';
import { isRefreshRateLimitKey } from '../auth/refresh-rate-limit-key.ts';
import { purgeRateLimitCounters, sharedRateLimitStore } from '../security/shared-rate-limit-store.ts';

export interface SharedCounters {
  /** @fastify/rate-limit's store: undefined keeps the plugin's in-memory one. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  backoff: AccountBackoff;
  /** Deletes windows that have passed and logins long quiet. */
  purgeExpired(): Promise<void>;
}

/**
 * Where the rate limits and the login backoff count. One instance on SQLite: in its
 * memory, as always. PostgreSQL, where several instances may answer one address: in tables they
 * share, except the refresh flood limit, which stays per instance so refreshing makes no query.
 */
export function sharedCounters(store: Store, options: ServerOptions): SharedCounters {
  if (store.dialect === 'sqlite') {
    return {
      rateLimitStore: undefined,
      backoff: createAccountBackoff({
        ...options.accountBackoff,
        capacity: DEFAULT_ACCOUNT_BACKOFF.capacity,
        now: options.now,
      }),
      purgeExpired: async () => {},
    };
  }
  return {
    rateLimitStore: sharedRateLimitStore(store, { keepLocal: isRefreshRateLimitKey }),
    backoff: createStoreAccountBackoff(store, { ...options.accountBackoff, now: options.now }),
    async purgeExpired() {
      // The rate limits' windows run by the wall clock, like the plugin's own store.
      await purgeRateLimitCounters(store, Date.now());
      await purgeStoreAccountBackoff(store, options.now(), options.accountBackoff.resetAfterSeconds);
    },
  };
}
