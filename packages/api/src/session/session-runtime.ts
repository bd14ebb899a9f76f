import { Mutex } from 'async-mutex';
import type { ApiExtra } from '../config/api-extra.ts';

/** Spec §9: the session-expired notice is suppressed for this long after it is shown. */
export const SESSION_EXPIRED_NOTICE_PAUSE_MS = 5000;

/** Per-store session machinery; keyed by the extra object so stores (and tests) never share it. */
export type SessionRuntime = {
  /** Serialises token refreshes (redux-toolkit docs "Preventing multiple unauthorized errors"). */
  mutex: Mutex;
  /** How many refresh calls have been made: a waiter sees whether one ran while it waited. */
  refreshes: number;
  /** The error_description of the last refresh call, null when it succeeded. */
  lastFailure: string | null;
  /** A refresh token the server called invalid: never spent again (a logout is under way). */
  rejectedRefreshToken: string | null;
  /** When the session-expired notice was last shown (Date.now()). */
  lastExpiredNoticeAt: number | null;
};

const runtimes = new WeakMap<ApiExtra, SessionRuntime>();

export function sessionRuntime(extra: ApiExtra): SessionRuntime {
  let runtime = runtimes.get(extra);
  if (!runtime) {
    runtime = {
      mutex: new Mutex(),
      refreshes: 0,
      lastFailure: null,
      rejectedRefreshToken: null,
      lastExpiredNoticeAt: null,
    };
    runtimes.set(extra, runtime);
  }
  return runtime;
}
