import type { PublicPayAccount } from '@resident/contract';

/**
 * The looked-up account outlives the trip to the acquirer's page (the guest comes back to
 * /pay?payment={id} and the result is asked with the accountToken), but not the browser tab:
 * sessionStorage, never localStorage, so a shared computer does not keep someone's account.
 */
export const PAY_SESSION_KEY = 'public-pay:account';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off (private mode, policies): the page still works within one visit.
    return undefined;
  }
}

function isAccount(value: unknown): value is PublicPayAccount {
  if (!value || typeof value !== 'object') return false;
  const account = value as Record<string, unknown>;
  return (
    typeof account.accountToken === 'string' &&
    typeof account.accountNumber === 'string' &&
    typeof account.maskedAddress === 'string' &&
    typeof account.amountDue === 'number'
  );
}

/** The stored text as it is (a stable snapshot for useSyncExternalStore); null without one. */
export function readStoredPayAccount(): string | null {
  try {
    return storage()?.getItem(PAY_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

export function parsePayAccount(stored: string | null): PublicPayAccount | undefined {
  try {
    const parsed: unknown = JSON.parse(stored ?? 'null');
    return isAccount(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function readPayAccount(): PublicPayAccount | undefined {
  return parsePayAccount(readStoredPayAccount());
}

export function savePayAccount(account: PublicPayAccount): void {
  try {
    storage()?.setItem(PAY_SESSION_KEY, JSON.stringify(account));
  } catch {
    // Full or refused storage: the result page will ask to look the account up again.
  }
}

export function forgetPayAccount(): void {
  try {
    storage()?.removeItem(PAY_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}
