import type { PaymentPurpose } from '@resident/contract';
import { useCallback } from 'react';
import { useCreatePaymentMutation, useCreatePublicPaymentMutation } from '../api/payments-api.ts';
import { keepGuestSecret } from '../lib/guest-secrets.ts';
import { usePaymentFlow, type PaymentFlowOptions, type PayValues } from './use-payment-flow.ts';

type Common = Pick<PaymentFlowOptions, 'onResult' | 'redirect' | 'attempts'> & {
  /** The portal path the acquirer sends the resident back to, with `?payment={id}` appended. */
  returnPath: string;
};

type AccountPaymentOptions = Common & {
  contragentId: number;
  /** 'charges' unless a state duty or an order. */
  purpose?: PaymentPurpose;
  orderId?: number;
  /** Purpose 'charges': the billed service paid («Оплата услуг»). */
  serviceId?: string;
};

/** A signed-in resident pays their account, an order, or one billed service. */
export function useAccountPayment({
  contragentId,
  purpose = 'charges',
  orderId,
  serviceId,
  returnPath,
  ...rest
}: AccountPaymentOptions) {
  const [create] = useCreatePaymentMutation();
  const scopeOf = useCallback(
    (values: PayValues) => {
      const variant = [serviceId, values.saveCard ? 'save-card' : undefined].filter(Boolean).join('+');
      return { account: contragentId, purpose, orderId, amount: values.amount, ...(variant ? { variant } : {}) };
    },
    [contragentId, purpose, orderId, serviceId],
  );
  const send = useCallback(
    (idempotencyKey: string, { amount, contact, saveCard }: PayValues) =>
      create({
        contragentId,
        idempotencyKey,
        body: { amount, purpose, orderId, serviceId, ...(saveCard ? { saveCard } : {}), returnPath, ...contact },
      }).unwrap(),
    [create, contragentId, purpose, orderId, serviceId, returnPath],
  );
  return usePaymentFlow({ scopeOf, send, ...rest });
}

/**
 * A guest pays an account found by its number on /pay (`accountToken` from the lookup). The
 * payment's secret is kept for this tab before the acquirer's page opens: the result page needs it.
 */
export function usePublicPayment({
  accountNumber,
  accountToken,
  returnPath,
  ...rest
}: Common & { accountNumber: string; accountToken: string }) {
  const [create] = useCreatePublicPaymentMutation();
  const scopeOf = useCallback(
    (values: PayValues) => ({ account: accountNumber, purpose: 'charges' as const, amount: values.amount }),
    [accountNumber],
  );
  const send = useCallback(
    async (idempotencyKey: string, { amount, contact }: PayValues) => {
      const { guestSecret, ...payment } = await create({
        idempotencyKey,
        body: { accountToken, amount, returnPath, ...contact },
      }).unwrap();
      keepGuestSecret(payment.id, guestSecret);
      return payment;
    },
    [create, accountToken, returnPath],
  );
  return usePaymentFlow({ scopeOf, send, ...rest });
}
