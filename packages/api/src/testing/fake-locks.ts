import { Mutex } from 'async-mutex';
import type { MutexInterface } from 'async-mutex';
import type { RefreshLocks } from '../config/api-extra.ts';

/**
 * A stand-in for `navigator.locks` (jsdom has none) shared by the "tabs" of a test: exclusive locks
 * by name, granted in request order; a request whose signal aborts before it is granted rejects
 * with the signal's reason, as the Web Locks API does. `granted` lists the grants, for assertions.
 */
export function fakeLocks() {
  const mutexes = new Map<string, Mutex>();
  const granted: string[] = [];
  const locks: RefreshLocks = {
    async request(name, { signal }, callback) {
      signal?.throwIfAborted();
      let mutex = mutexes.get(name);
      if (!mutex) {
        mutex = new Mutex();
        mutexes.set(name, mutex);
      }
      const acquiring = mutex.acquire();
      let release: MutexInterface.Releaser;
      try {
        release = signal
          ? await Promise.race([
              acquiring,
              new Promise<never>((_, reject) =>
                signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
              ),
            ])
          : await acquiring;
      } catch (error) {
        // Given up: the grant, when it comes, is handed straight on.
        void acquiring.then((late) => late());
        throw error;
      }
      try {
        granted.push(name);
        return await callback();
      } finally {
        release();
      }
    },
  };
  return { locks, granted };
}
