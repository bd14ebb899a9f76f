import type { AuditCheck } from './audit-check.ts';
import { fiscalReceiptsCheck } from './checks/fiscal-receipts.ts';
import { installmentsCheck } from './checks/installments.ts';
import { refundReceipts } from './checks/refund-receipts.ts';
import { refundsWithinPaid } from './checks/refunds-within-paid.ts';

/** Every rule the money audit applies, one module each under ./checks/. */
export const AUDIT_CHECKS: AuditCheck[] = [installmentsCheck, refundReceipts, refundsWithinPaid, fiscalReceiptsCheck()];
