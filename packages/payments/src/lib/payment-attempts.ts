import type { PaymentPurpose } from '@resident/contract';
import { newIdempotencyKey } from './new-idempotency-key.ts';

/**
 * What one payment attempt is for. The same account, purpose, order and amount within the
 * attempt's lifetime is the same attempt, whichever tab or click sends it.
 */
export type AttemptScope = {
  /** The contragent id of a signed-in resident, the account number on the public /pay page. */
  account: string | number;
  purpose: PaymentPurpose;
  /** Kopecks. */
  amount: number;
  orderId?: number;
  /** Whatever else makes the body differ (the service paid, «Сохранить карту»): another attempt. */
  variant?: string;
};

type StoredAttempt = { key: string; createdAt: number; paymentId?: number };

/**
 * As long as the acquirer keeps an unpaid payment open (it expires after 20 minutes): within it a
 * second tab joins the open payment; after it a new attempt gets a new key.
 */
export const ATTEMPT_LIFETIME_MS = 20 * 60_000;
export const ATTEMPT_STORAGE_PREFIX = 'resident.payment-attempt:';

export interface PaymentAttemptsOptions {
  /** This tab's attempts: survive a reload, and a double click reads the key the first click made. */
  session?: Storage;
  /** Every tab's attempts: a second tab paying the same thing joins the first tab's payment. */
  shared?: Storage;
  now?: () => number;
  newKey?: () => string;
}

export interface PaymentAttempts {
  /** The Idempotency-Key of the attempt `scope` describes: the open one, else a new one. */
  keyFor(scope: AttemptScope): string;
  /** Notes which payment the attempt created, so its result can close it. */
  created(scope: AttemptScope, paymentId: number): void;
  /** Closes an attempt whose payment is final: paying again is a new attempt with a new key. */
  forget(scope: AttemptScope): void;
  /** Closes the attempt that created `paymentId` (the result page knows only the payment). */
  settled(paymentId: number): void;
}

function storageKey(scope: AttemptScope): string {
  const parts = [scope.account, scope.purpose, scope.orderId ?? '-', scope.amount];
  return ATTEMPT_STORAGE_PREFIX + (scope.variant ? [...parts, scope.variant] : parts).join(':');
}

function read(storage: Storage | undefined, key: string): StoredAttempt | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof value.key === 'string' && typeof value.createdAt === 'number' ? (value as StoredAttempt) : undefined;
  } catch {
    return undefined;
  }
}

// Storage can be full or switched off (private windows): the attempt then lives as long as the page.
function write(storage: Storage | undefined, key: string, value: StoredAttempt | undefined): void {
  try {
    if (value) storage?.setItem(key, JSON.stringify(value));
    else storage?.removeItem(key);
  } catch {
    // The in-memory copy still covers clicks on this page.
  }
}

function namesIn(storage: Storage | undefined): string[] {
  try {
    return storage ? Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '') : [];
  } catch {
    return [];
  }
}

function defaultStorage(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

/**
 * Idempotency keys per payment attempt (design.md §3: no double charge on a double click, a reload
 * or a second tab). The key is made once per attempt and kept in this tab's sessionStorage (a
 * reload or a second click sends the same key, so the server answers the payment it made first).
 * sessionStorage is per tab, so the attempt is also kept in localStorage for ATTEMPT_LIFETIME_MS:
 * a second tab paying the same account the same amount for the same purpose sends the same key and
 * gets the same payment. Once the payment is final the attempt is forgotten, and paying again —
 * after a decline, or a second payment on purpose — is a new attempt.
 */
export function createPaymentAttempts(options: PaymentAttemptsOptions = {}): PaymentAttempts {
  const session = options.session ?? defaultStorage('sessionStorage');
  const shared = options.shared ?? defaultStorage('localStorage');
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? newIdempotencyKey;
  const memory = new Map<string, StoredAttempt>();

  const fresh = (attempt: StoredAttempt | undefined) =>
    attempt && now() - attempt.createdAt < ATTEMPT_LIFETIME_MS ? attempt : undefined;

  function save(key: string, attempt: StoredAttempt) {
    memory.set(key, attempt);
    write(session, key, attempt);
    write(shared, key, attempt);
  }

  function drop(key: string) {
    memory.delete(key);
    write(session, key, undefined);
    write(shared, key, undefined);
  }

  return {
    keyFor(scope) {
      const key = storageKey(scope);
      const open = fresh(memory.get(key)) ?? fresh(read(session, key)) ?? fresh(read(shared, key));
      const attempt = open ?? { key: newKey(), createdAt: now() };
      save(key, attempt);
      return attempt.key;
    },
    created(scope, paymentId) {
      const key = storageKey(scope);
      const attempt = memory.get(key) ?? read(session, key) ?? read(shared, key);
      if (attempt) save(key, { ...attempt, paymentId });
    },
    forget(scope) {
      drop(storageKey(scope));
    },
    settled(paymentId) {
      for (const storage of [session, shared]) {
        for (const name of namesIn(storage)) {
          if (name.startsWith(ATTEMPT_STORAGE_PREFIX) && read(storage, name)?.paymentId === paymentId) drop(name);
        }
      }
      for (const [name, attempt] of memory) if (attempt.paymentId === paymentId) drop(name);
    },
  };
}
