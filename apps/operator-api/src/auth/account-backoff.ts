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
  failures: number;
  lastFailureAt: number;
  waitUntil: number;
}

export interface AccountAttempt {
  /** The password was right: the count is forgotten. */
  succeeded(): void;
}

export interface AccountBackoff {
  /**
   * Seconds this login must still wait, or an attempt counted as failed until `succeeded()` is
   * called (counting first keeps parallel guesses from slipping through during the check).
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
    if (entry && at - entry.lastFailureAt >= options.resetAfterSeconds * 1000) {
      entries.delete(login);
      return undefined;
    }
    return entry;
  }

  function remember(login: string, entry: Entry): void {
    // Re-inserting keeps the Map in order of the latest failure, so the oldest goes first.
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
      const entry = current(login, at);
      if (entry && entry.waitUntil > at) return { waitSeconds: Math.ceil((entry.waitUntil - at) / 1000) };
      const failures = (entry?.failures ?? 0) + 1;
      remember(login, { failures, lastFailureAt: at, waitUntil: at + waitAfter(failures) });
      return {
        succeeded() {
          entries.delete(login);
        },
      };
    },
  };
}
