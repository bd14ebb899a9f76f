import type { AuditCheck } from './audit-check.ts';
import { cancelledOrderPaymentCheck } from './checks/cancelled-order-payment.ts';
import { fiscalReceiptsCheck } from './checks/fiscal-receipts.ts';
import { installmentsCheck } from './checks/installments.ts';
import { paidOrderProductCheck } from './checks/paid-order-product.ts';
import { paymentOwnerCheck } from './checks/payment-owner.ts';
import { paymentReceiptCheck } from './checks/payment-receipt.ts';
import { refundReceipts } from './checks/refund-receipts.ts';
import { refundsWithinPaid } from './checks/refunds-within-paid.ts';

/** Every rule the money audit applies, one module each under ./checks/. */
export const AUDIT_CHECKS: AuditCheck[] = [
  paymentOwnerCheck,
  paymentReceiptCheck,
  fiscalReceiptsCheck(),
  paidOrderProductCheck,
  cancelledOrderPaymentCheck,
  refundReceipts,
  refundsWithinPaid,
  installmentsCheck,
];
