import type { Payment } from '@resident/contract';
import { errorMessageOf } from '@resident/api';
import { useCallback, useState } from 'react';
import { createPaymentAttempts, type AttemptScope, type PaymentAttempts } from '../lib/payment-attempts.ts';
import { isOpenStatus } from '../lib/payment-status.ts';
import type { ReceiptContact } from '../lib/receipt-contact.ts';

/**
 * What the pay form hands over: integer kopecks, where the fiscal receipt goes, and whether the
 * acquirer should keep the card for autopay (only where the form offers it).
 */
export type PayValues = { amount: number; contact: ReceiptContact; saveCard?: boolean };

type QueryError = Parameters<typeof errorMessageOf>[0];

let sharedAttempts: PaymentAttempts | undefined;
/** One set of attempts per page, on the browser's storages. */
export function defaultPaymentAttempts(): PaymentAttempts {
  sharedAttempts ??= createPaymentAttempts();
  return sharedAttempts;
}

/** jsdom and a server render have no navigation; the browser leaves the portal for the acquirer here. */
function leaveFor(url: string) {
  window.location.assign(url);
}

export interface PaymentFlowOptions {
  /** What the attempt is for (the account and purpose are the caller's; amount from the form). */
  scopeOf: (values: PayValues) => AttemptScope;
  /** Sends the create call with this Idempotency-Key and resolves with the payment (throws the RTK error). */
  send: (idempotencyKey: string, values: PayValues) => Promise<Payment>;
  /** A payment that needs no acquirer page (already paid with this attempt, or refused at once). */
  onResult: (payment: Payment) => void;
  /** Where the acquirer's page opens; default `window.location.assign`. */
  redirect?: (url: string) => void;
  attempts?: PaymentAttempts;
}

/**
 * Pressing «Оплатить»: the attempt's Idempotency-Key (see payment-attempts.ts), the create call,
 * then the acquirer's page. A failed request leaves the form as it was and says why (spec §8 text).
 * A key that answers a payment already declined or expired belonged to a finished attempt (the
 * resident never came back to see its result): it is dropped and the payment created anew, once.
 */
export function usePaymentFlow({
  scopeOf,
  send,
  onResult,
  redirect = leaveFor,
  attempts = defaultPaymentAttempts(),
}: PaymentFlowOptions) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(
    async (values: PayValues) => {
      setSubmitting(true);
      setError(null);
      const scope = scopeOf(values);
      try {
        let payment = await send(attempts.keyFor(scope), values);
        attempts.created(scope, payment.id);
        if (payment.status === 'failed' || payment.status === 'expired') {
          attempts.forget(scope);
          payment = await send(attempts.keyFor(scope), values);
          attempts.created(scope, payment.id);
        }
        if (isOpenStatus(payment.status) && payment.confirmationUrl) {
          // The page is leaving: the button stays busy so nothing is pressed twice meanwhile.
          redirect(payment.confirmationUrl);
          return;
        }
        setSubmitting(false);
        onResult(payment);
      } catch (failure) {
        setError(errorMessageOf(failure as QueryError));
        setSubmitting(false);
      }
    },
    [scopeOf, send, onResult, redirect, attempts],
  );

  return { pay, submitting, error };
}
