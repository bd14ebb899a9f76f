import type { Store } from '../db/store/store.ts';
import type { AuditCheck, Discrepancy } from './audit-check.ts';
import { AUDIT_CHECKS } from './audit-checks.ts';

export interface AuditReport {
  /** Things looked at, over every check. */
  checked: number;
  discrepancies: Discrepancy[];
}

/** Runs every check over the whole database, one after another (they only read). */
export async function runAudit(store: Store, checks: readonly AuditCheck[] = AUDIT_CHECKS): Promise<AuditReport> {
  let checked = 0;
  const discrepancies: Discrepancy[] = [];
  for (const check of checks) {
    const result = await check.run(store);
    checked += result.checked;
    discrepancies.push(...result.discrepancies);
  }
  return { checked, discrepancies };
}

/** The report as the command prints it: a line per discrepancy, then `N checked, M discrepancies`. */
export function auditLines(report: AuditReport): string[] {
  return [
    ...report.discrepancies.map((found) => `${found.check}\t${found.subject}\t${found.problem}`),
    `${report.checked} checked, ${report.discrepancies.length} discrepancies`,
  ];
}
