/**
 * Keycloak-like brute-force protection of one login, whatever address the attempts come from
 * (issue 18). The `failuresBeforeWait`-th wrong password in a row makes the login wait
 * `baseWaitSeconds`; each further one doubles the wait, up to `maxWaitSeconds`. A wait is never
 * permanent: a real resident whose login is under attack waits at most `maxWaitSeconds`. Attempts
 * during a wait are refused without checking the password and do not lengthen it. A successful
 * login, or `resetAfterSeconds` without failures, forgets the count.
 *
 * Keyed by the normalized login whether or not the account exists, so a wait tells nothing about
 * which logins are real. In memory: a restart forgets the counts, which only favours residents.
 */
export interface AccountBackoffOptions {
  failuresBeforeWait: number;
  baseWaitSeconds: number;
  maxWaitSeconds: number;
  resetAfterSeconds: number;
  /** Logins tracked at most; the least recently failed are forgotten first. */
  capacity: number;
  now: () => number;
}

export const DEFAULT_ACCOUNT_BACKOFF = {
  failuresBeforeWait: 5,
  baseWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * 60 * 60,
  capacity: 100_000,
} as const satisfies Omit<AccountBackoffOptions, 'now'>;

interface Entry {
  /** Wrong passwords in a row, confirmed. */
  failures: number;
  /** Password checks of this login under way. */
  pending: number;
  lastFailureAt: number;
  waitUntil: number;
}

export interface AccountAttempt {
  /** The check is over: a right password forgets the count, a wrong one counts (and may start a wait). */
  end(passwordMatched: boolean): void;
}

export interface AccountBackoff {
  /**
   * Seconds this login must still wait, or an attempt to `end()` once checked. Checks under way
   * count against the failures still allowed before a wait, so parallel guesses cannot slip past
   * it; but only a wrong password starts a wait, so a resident signing in on several devices at
   * once is never made to wait for it.
   */
  begin(login: string): { waitSeconds: number } | AccountAttempt;
}

export function createAccountBackoff(options: AccountBackoffOptions): AccountBackoff {
  const entries = new Map<string, Entry>();

  function waitAfter(failures: number): number {
    const extra = failures - options.failuresBeforeWait;
    if (extra < 0) return 0;
    return Math.min(options.baseWaitSeconds * 2 ** Math.min(extra, 30), options.maxWaitSeconds) * 1000;
  }

  function current(login: string, at: number): Entry | undefined {
    const entry = entries.get(login);
    if (entry && entry.pending === 0 && at - entry.lastFailureAt >= options.resetAfterSeconds * 1000) {
      entries.delete(login);
      return undefined;
    }
    return entry;
  }

  function remember(login: string, entry: Entry): void {
    // Re-inserting keeps the Map in order of the latest change, so the oldest goes first.
    entries.delete(login);
    entries.set(login, entry);
    if (entries.size > options.capacity) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    begin(login) {
      const at = options.now();
      const entry = current(login, at) ?? { failures: 0, pending: 0, lastFailureAt: at, waitUntil: 0 };
      if (entry.waitUntil > at) return { waitSeconds: Math.ceil((entry.waitUntil - at) / 1000) };
      // As many checks in flight as wrong passwords are still allowed before a wait (one once a wait
      // has passed: its failure starts the next); the rest retry in a second.
      if (entry.pending >= Math.max(1, options.failuresBeforeWait - entry.failures)) return { waitSeconds: 1 };
      remember(login, { ...entry, pending: entry.pending + 1 });
      let ended = false;
      return {
        end(passwordMatched) {
          if (ended) return;
          ended = true;
          const now = options.now();
          const latest = entries.get(login);
          if (!latest) return;
          const pending = latest.pending - 1;
          if (passwordMatched) {
            if (pending === 0) entries.delete(login);
            else remember(login, { ...latest, pending, failures: 0, waitUntil: 0 });
            return;
          }
          const failures = latest.failures + 1;
          remember(login, { failures, pending, lastFailureAt: now, waitUntil: now + waitAfter(failures) });
        },
      };
    },
  };
}
