import type { AuditCheck } from './audit-check.ts';
import { cancelledOrderPaymentCheck } from './checks/cancelled-order-payment.ts';
import { paidOrderProductCheck } from './checks/paid-order-product.ts';
import { paymentOwnerCheck } from './checks/payment-owner.ts';
import { paymentReceiptCheck } from './checks/payment-receipt.ts';

/** Every rule the money audit applies, one module each under ./checks/. */
export const AUDIT_CHECKS: AuditCheck[] = [paymentOwnerCheck, paymentReceiptCheck, paidOrderProductCheck, cancelledOrderPaymentCheck];
