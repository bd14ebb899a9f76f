import type { PaymentPurpose } from '@resident/contract';
import { useCallback } from 'react';
import { useCreatePaymentMutation, useCreatePublicPaymentMutation } from '../api/payments-api.ts';
import { usePaymentFlow, type PaymentFlowOptions, type PayValues } from './use-payment-flow.ts';

type Common = Pick<PaymentFlowOptions, 'onResult' | 'redirect' | 'attempts'> & {
  /** The portal path the acquirer sends the resident back to, with `?payment={id}` appended. */
  returnPath: string;
};

/** A signed-in resident pays their account (`purpose` 'charges' unless a state duty or an order). */
export function useAccountPayment({ contragentId, purpose = 'charges', orderId, returnPath, ...rest }: Common & { contragentId: number; purpose?: PaymentPurpose; orderId?: number }) {
  const [create] = useCreatePaymentMutation();
  const scopeOf = useCallback((values: PayValues) => ({ account: contragentId, purpose, orderId, amount: values.amount }), [contragentId, purpose, orderId]);
  const send = useCallback(
    (idempotencyKey: string, { amount, contact }: PayValues) =>
      create({ contragentId, idempotencyKey, body: { amount, purpose, orderId, returnPath, ...contact } }).unwrap(),
    [create, contragentId, purpose, orderId, returnPath],
  );
  return usePaymentFlow({ scopeOf, send, ...rest });
}

/** A guest pays an account found by its number on /pay (`accountToken` from the lookup). */
export function usePublicPayment({ accountNumber, accountToken, returnPath, ...rest }: Common & { accountNumber: string; accountToken: string }) {
  const [create] = useCreatePublicPaymentMutation();
  const scopeOf = useCallback((values: PayValues) => ({ account: accountNumber, purpose: 'charges' as const, amount: values.amount }), [accountNumber]);
  const send = useCallback(
    (idempotencyKey: string, { amount, contact }: PayValues) => create({ idempotencyKey, body: { accountToken, amount, returnPath, ...contact } }).unwrap(),
    [create, accountToken, returnPath],
  );
  return usePaymentFlow({ scopeOf, send, ...rest });
}
