import type { ApiExtra } from '../config/api-extra.ts';
import { createMemoryStorage } from './memory-storage.ts';

// Without a window (node scripts) the session still works for the lifetime of the extra object.
const fallbacks = new WeakMap<ApiExtra, Storage>();

/** The storage the session is kept in: the injected one, else window.localStorage. */
export function resolveStorage(extra: ApiExtra): Storage {
  if (extra.storage) return extra.storage;
  if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  let fallback = fallbacks.get(extra);
  if (!fallback) {
    fallback = createMemoryStorage();
    fallbacks.set(extra, fallback);
  }
  return fallback;
}
