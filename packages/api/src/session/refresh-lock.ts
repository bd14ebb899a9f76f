import type { ApiExtra, RefreshLocks } from '../config/api-extra.ts';

/** The Web Lock every tab of the portal takes around a token refresh (one origin, one name). */
export const REFRESH_LOCK_NAME = 'resident-portal:token-refresh';

/**
 * How long a tab waits for another tab's refresh before it refreshes anyway. A refresh is one
 * request; a tab that holds the lock far longer is stuck (frozen, offline), and waiting on it would
 * freeze every tab's requests. Going ahead then risks one reuse, which the re-read and the server's
 * grace window cover.
 */
export const REFRESH_LOCK_WAIT_MS = 15_000;

function locksOf(extra: ApiExtra): RefreshLocks | null {
  if (extra.locks !== undefined) return extra.locks;
  const locks = (globalThis.navigator as { locks?: RefreshLocks } | undefined)?.locks;
  return typeof locks?.request === 'function' ? locks : null;
}

/**
 * Runs `work` while this tab holds the refresh lock shared by all tabs of the origin, so two tabs
 * never spend the same refresh token (spending it twice revokes the whole session, RFC 9700
 * §4.14). Where the Web Locks API is missing it simply runs `work`: the per-tab mutex still holds.
 */
export async function withRefreshLock<T>(extra: ApiExtra, work: () => Promise<T>): Promise<T> {
  const locks = locksOf(extra);
  if (!locks) return work();
  const signal = AbortSignal.timeout(REFRESH_LOCK_WAIT_MS);
  let started = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal }, () => {
      started = true;
      return work();
    });
  } catch (error) {
    // Only the wait timed out; a failure of the work itself is the caller's.
    if (started || !signal.aborted) throw error;
    return work();
  }
}
