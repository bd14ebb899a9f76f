import { describe, expect, it } from 'vitest';
import type { Store } from '../db/store/store.ts';
import type { AuditCheck } from './audit-check.ts';
import { auditLines, runAudit } from './run-audit.ts';

const check = (name: string, checked: number, subjects: string[]): AuditCheck => ({
  name,
  run: () =>
    Promise.resolve({
      checked,
      discrepancies: subjects.map((subject) => ({ check: name, subject, problem: 'does not add up' })),
    }),
});

describe('the money audit', () => {
  it('adds up every check and prints each discrepancy, then `N checked, M discrepancies`', async () => {
    const report = await runAudit({} as Store, [check('a', 3, []), check('b', 4, ['payment 7', 'payment 9'])]);
    expect(report.checked).toBe(7);
    expect(auditLines(report)).toEqual([
      'b\tpayment 7\tdoes not add up',
      'b\tpayment 9\tdoes not add up',
      '7 checked, 2 discrepancies',
    ]);
    expect(auditLines(await runAudit({} as Store, [check('a', 5, [])]))).toEqual(['5 checked, 0 discrepancies']);
  });
});
