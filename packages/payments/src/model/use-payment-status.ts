import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { paymentsApi, useGetPaymentQuery, useGetPublicPaymentQuery } from '../api/payments-api.ts';
import type { PaymentAttempts } from '../lib/payment-attempts.ts';
import { guestSecretOf } from '../lib/guest-secrets.ts';
import { isFinalStatus, isOpenStatus, PAYMENT_POLL_MS } from '../lib/payment-status.ts';
import { defaultPaymentAttempts } from './use-payment-flow.ts';

type Status = { data?: { id: number; status: Parameters<typeof isOpenStatus>[0] } };

// A final payment closes its attempt: paying again later is a new attempt with a new key.
function useCloseAttempt(result: Status, attempts: PaymentAttempts) {
  const payment = result.data;
  useEffect(() => {
    if (payment && isFinalStatus(payment.status)) attempts.settled(payment.id);
  }, [payment, attempts]);
}

const pollingOf = (result: Status) => (result.data && isOpenStatus(result.data.status) ? PAYMENT_POLL_MS : 0);

/**
 * The payment the acquirer sent the resident back with (`?payment={id}`), asked again every few
 * seconds while it is open, so a pending payment turns into its result on screen by itself.
 */
export function usePaymentStatus(
  arg: { contragentId: number; paymentId: number } | undefined,
  attempts = defaultPaymentAttempts(),
) {
  // The cached answer decides whether to keep asking: open → every few seconds, final → no more.
  const cached = paymentsApi.endpoints.getPayment.useQueryState(arg ?? skipToken);
  const result = useGetPaymentQuery(arg ?? skipToken, {
    pollingInterval: pollingOf(cached),
    skipPollingIfUnfocused: false,
  });
  useCloseAttempt(result, attempts);
  return result;
}

/**
 * usePaymentStatus for the guest's payment on /pay, read with the secret this tab was handed when
 * it created the payment. `canCheck` is false without one (another tab or browser): nothing is asked.
 */
export function usePublicPaymentStatus(
  arg: { paymentId: number; accountToken: string } | undefined,
  attempts = defaultPaymentAttempts(),
) {
  const guestSecret = arg ? guestSecretOf(arg.paymentId) : undefined;
  const query = arg && guestSecret ? { ...arg, guestSecret } : skipToken;
  const cached = paymentsApi.endpoints.getPublicPayment.useQueryState(query);
  const result = useGetPublicPaymentQuery(query, { pollingInterval: pollingOf(cached), skipPollingIfUnfocused: false });
  useCloseAttempt(result, attempts);
  return { ...result, canCheck: guestSecret !== undefined };
}
