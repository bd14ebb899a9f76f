import { useLiveUpdates } from '@resident/communication';

/** Poll period while the websocket is not open (design.md §3: answers arrive without a reload). */
export const FALLBACK_POLLING_MS = 15_000;

/**
 * Keeps the dispatch connection (its events refresh the cache) and gives the polling interval for
 * the screen's query: none while the socket is open, 15 s otherwise — the api layer has no polling
 * fallback of its own.
 */
export function useLivePollingInterval(): number {
  const status = useLiveUpdates();
  return status === 'open' ? 0 : FALLBACK_POLLING_MS;
}
