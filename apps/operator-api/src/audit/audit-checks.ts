import type { AuditCheck } from './audit-check.ts';
import { installmentsCheck } from './checks/installments.ts';

/** Every rule the money audit applies, one module each under ./checks/. */
export const AUDIT_CHECKS: AuditCheck[] = [installmentsCheck];
