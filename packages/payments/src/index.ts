// @resident/payments: how the portal takes a payment (README). Billing, the dashboard, the public
// /pay page and service orders all pay through this, and features never import each other.
export {
  paymentsApi,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useCreatePublicPaymentMutation,
  useGetPublicPaymentQuery,
} from './api/payments-api.ts';
export type { CreatePaymentArg, PaymentArg, CreatePublicPaymentArg, PublicPaymentArg } from './api/payments-api.ts';
export { receiptContactApi, useGetReceiptContactQuery } from './api/receipt-contact-api.ts';

export { PAYMENT_MAX_KOPECKS, parseAmount, kopecksToInput } from './lib/money.ts';
export type { AmountProblem, ParsedAmount } from './lib/money.ts';
export { parseReceiptContact, RECEIPT_CONTACT_TEXTS } from './lib/receipt-contact.ts';
export type { ReceiptContact } from './lib/receipt-contact.ts';
export { createPaymentAttempts, ATTEMPT_LIFETIME_MS, ATTEMPT_STORAGE_PREFIX } from './lib/payment-attempts.ts';
export type { AttemptScope, PaymentAttempts, PaymentAttemptsOptions } from './lib/payment-attempts.ts';
export { newIdempotencyKey } from './lib/new-idempotency-key.ts';
export { GUEST_SECRET_STORAGE_PREFIX, guestSecretOf, keepGuestSecret } from './lib/guest-secrets.ts';
export { isOpenStatus, isFinalStatus, PAYMENT_POLL_MS } from './lib/payment-status.ts';
export { PAY_TEXTS, AMOUNT_MESSAGES, RESULT_TEXTS } from './lib/pay-texts.ts';

export { usePaymentFlow, defaultPaymentAttempts } from './model/use-payment-flow.ts';
export type { PayValues, PaymentFlowOptions } from './model/use-payment-flow.ts';
export { useAccountPayment, usePublicPayment } from './model/use-account-payment.ts';
export { usePaymentStatus, usePublicPaymentStatus } from './model/use-payment-status.ts';

export { PayForm, type PayFormProps } from './ui/pay-form/index.ts';
export { PaymentResult, type PaymentResultProps } from './ui/payment-result/index.ts';
export { OrderPayDrawer, type OrderPayDrawerProps } from './ui/order-pay-drawer/index.ts';
