import type { CreatePaymentBody, CreatePublicPaymentBody, Payment, PublicPaymentCreated } from '@resident/contract';
import { baseApi, billingTag } from '@resident/api';
import { isFinalStatus } from '../lib/payment-status.ts';

export type CreatePaymentArg = { contragentId: number; idempotencyKey: string; body: CreatePaymentBody };
export type PaymentArg = { contragentId: number; paymentId: number };
export type CreatePublicPaymentArg = { idempotencyKey: string; body: CreatePublicPaymentBody };
/** `guestSecret`: what the create answer handed this guest (header X-Payment-Secret). */
export type PublicPaymentArg = { paymentId: number; accountToken: string; guestSecret: string };

const paymentTag = (payment: Pick<Payment, 'id'> | undefined) =>
  payment ? [{ type: 'Payment' as const, id: payment.id }] : [];

/**
 * The pay calls of the operator API (contract `payments.ts`). Creating a payment sends the
 * attempt's Idempotency-Key; a payment that becomes final changes the account's money, so the
 * 'Billing' tag (summary, charges, history) is invalidated and billing and the dashboard reload.
 * Nothing here shows errors: the pay form does, keeping what the resident typed.
 */
export const paymentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST client/{contragentId}/payments (bearer). */
    createPayment: build.mutation<Payment, CreatePaymentArg>({
      query: ({ contragentId, idempotencyKey, body }) => ({
        url: `client/${contragentId}/payments`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      // The summary counts pending payments.
      invalidatesTags: (result, _error, { contragentId }) =>
        result ? [billingTag(contragentId), ...paymentTag(result)] : [],
    }),

    /** GET client/{contragentId}/payments/{paymentId}. */
    getPayment: build.query<Payment, PaymentArg>({
      query: ({ contragentId, paymentId }) => `client/${contragentId}/payments/${paymentId}`,
      providesTags: (result) => paymentTag(result),
      async onQueryStarted({ contragentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && isFinalStatus(data.status)) dispatch(baseApi.util.invalidateTags([billingTag(contragentId)]));
      },
    }),

    /** POST client/freeAccess/pay/payments: a guest pays by account number (basic credential when signed out). */
    createPublicPayment: build.mutation<PublicPaymentCreated, CreatePublicPaymentArg>({
      query: ({ idempotencyKey, body }) => ({
        url: 'client/freeAccess/pay/payments',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
    }),

    /** GET client/freeAccess/pay/payments/{paymentId}?accountToken=… with the creator's secret. */
    getPublicPayment: build.query<Payment, PublicPaymentArg>({
      query: ({ paymentId, accountToken, guestSecret }) => ({
        url: `client/freeAccess/pay/payments/${paymentId}`,
        params: { accountToken },
        headers: { 'X-Payment-Secret': guestSecret },
      }),
      providesTags: (result) => paymentTag(result),
    }),
  }),
});

export const {
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useCreatePublicPaymentMutation,
  useGetPublicPaymentQuery,
} = paymentsApi;
