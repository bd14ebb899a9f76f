/**
 * Keycloak-like brute-force protection of one login, whatever address the attempts come from.
 * The `failuresBeforeWait`-th wrong password in a row makes the login wait
 * `baseWaitSeconds`; each further one doubles the wait, up to `maxWaitSeconds`. A wait is never
 * permanent: a real resident whose login is under attack waits at most `maxWaitSeconds`. Attempts
 * during a wait are refused without checking the password and do not lengthen it. A successful
 * login, or `resetAfterSeconds` without failures, forgets the count.
 *
 * Keyed by the normalized login whether or not the account exists, so a wait tells nothing about
 * which logins are real. One instance (SQLite) counts in memory: a restart forgets the counts, which
 * only favours residents. Several instances on PostgreSQL count in a shared table with the same
 * rules (store-account-backoff.ts).
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

/** One login's count; the in-memory and the store-backed backoff keep the same fields. */
export interface BackoffEntry {
  /** Wrong passwords in a row, confirmed. */
  failures: number;
  /** Password checks of this login under way. */
  pending: number;
  lastFailureAt: number;
  waitUntil: number;
}

export interface AccountAttempt {
  /** The check is over: a right password forgets the count, a wrong one counts (and may start a wait). */
  end(passwordMatched: boolean): Promise<void>;
}

export interface AccountBackoff {
  /**
   * Seconds this login must still wait, or an attempt to `end()` once checked. Checks under way
   * count against the failures still allowed before a wait, so parallel guesses cannot slip past
   * it; but only a wrong password starts a wait, so a resident signing in on several devices at
   * once is never made to wait for it.
   */
  begin(login: string): Promise<{ waitSeconds: number } | AccountAttempt>;
}

type BackoffRules = Omit<AccountBackoffOptions, 'capacity' | 'now'>;

/** The entry as it stands at `at`: undefined once it has been quiet for `resetAfterSeconds`. */
export function currentEntry(
  entry: BackoffEntry | undefined,
  at: number,
  rules: BackoffRules,
): BackoffEntry | undefined {
  if (entry && entry.pending === 0 && at - entry.lastFailureAt >= rules.resetAfterSeconds * 1000) return undefined;
  return entry;
}

/** Beginning a check: the wait to answer, or the entry with the check counted as under way. */
export function beginCheck(
  entry: BackoffEntry | undefined,
  at: number,
  rules: BackoffRules,
): { waitSeconds: number } | BackoffEntry {
  const counted = entry ?? { failures: 0, pending: 0, lastFailureAt: at, waitUntil: 0 };
  if (counted.waitUntil > at) return { waitSeconds: Math.ceil((counted.waitUntil - at) / 1000) };
  // As many checks in flight as wrong passwords are still allowed before a wait (one once a wait
  // has passed: its failure starts the next); the rest retry in a second.
  if (counted.pending >= Math.max(1, rules.failuresBeforeWait - counted.failures)) return { waitSeconds: 1 };
  return { ...counted, pending: counted.pending + 1 };
}

function waitAfter(failures: number, rules: BackoffRules): number {
  const extra = failures - rules.failuresBeforeWait;
  if (extra < 0) return 0;
  return Math.min(rules.baseWaitSeconds * 2 ** Math.min(extra, 30), rules.maxWaitSeconds) * 1000;
}

/** Ending a check: the entry after it, or undefined when the login's count is forgotten. */
export function endCheck(
  latest: BackoffEntry,
  passwordMatched: boolean,
  now: number,
  rules: BackoffRules,
): BackoffEntry | undefined {
  const pending = latest.pending - 1;
  if (passwordMatched) return pending === 0 ? undefined : { ...latest, pending, failures: 0, waitUntil: 0 };
  const failures = latest.failures + 1;
  return { failures, pending, lastFailureAt: now, waitUntil: now + waitAfter(failures, rules) };
}

/** In one process's memory: a single instance (SQLite) keeps the counts here. */
export function createAccountBackoff(options: AccountBackoffOptions): AccountBackoff {
  const entries = new Map<string, BackoffEntry>();

  function remember(login: string, entry: BackoffEntry | undefined): void {
    // Re-inserting keeps the Map in order of the latest change, so the oldest goes first.
    entries.delete(login);
    if (!entry) return;
    entries.set(login, entry);
    if (entries.size > options.capacity) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return {
    // Decided and counted synchronously: parallel requests see each other's checks at once.
    async begin(login) {
      const at = options.now();
      const entry = currentEntry(entries.get(login), at, options);
      if (!entry) entries.delete(login);
      const begun = beginCheck(entry, at, options);
      if ('waitSeconds' in begun) return begun;
      remember(login, begun);
      let ended = false;
      return {
        async end(passwordMatched) {
          if (ended) return;
          ended = true;
          const latest = entries.get(login);
          if (!latest) return;
          remember(login, endCheck(latest, passwordMatched, options.now(), options));
        },
      };
    },
  };
}
