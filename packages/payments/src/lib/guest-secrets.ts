/**
 * The secret the operator API hands the guest who creates a payment on /pay: reading that payment
 * needs it, so another guest of the same account cannot. It is kept for this tab only
 * (sessionStorage, which survives the trip to the acquirer's page and back), keyed by payment id.
 */
export const GUEST_SECRET_STORAGE_PREFIX = 'resident.payment-secret:';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): the payment still goes ahead, its result page says why it cannot check.
    return undefined;
  }
}

export function keepGuestSecret(paymentId: number, secret: string, storage: Storage | undefined = tabStorage()): void {
  try {
    storage?.setItem(GUEST_SECRET_STORAGE_PREFIX + String(paymentId), secret);
  } catch {
    // A full or refused storage: as above.
  }
}

export function guestSecretOf(paymentId: number, storage: Storage | undefined = tabStorage()): string | undefined {
  try {
    return storage?.getItem(GUEST_SECRET_STORAGE_PREFIX + String(paymentId)) ?? undefined;
  } catch {
    return undefined;
  }
}
