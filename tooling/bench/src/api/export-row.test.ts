import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../budgets.ts';
import { exportRow, type ExportRun } from './export-row.ts';

const run = (overrides: Partial<ExportRun> = {}): ExportRun => ({
  format: 'csv',
  from: '2016-03-15',
  durationsMs: [30, 20, 40, 25, 35],
  statuses: [200, 200, 200, 200, 200],
  bytes: 5300,
  historyTotal: 47,
  fileRecords: 47,
  ...overrides,
});

describe('exportRow', () => {
  it('shows the median, the slowest, the payments and the size', () => {
    const row = exportRow(run());
    expect(row.subject).toBe('GET /api/v3/client/{contragentId}/billing/payments/export?format=csv');
    expect(row.measure).toBe('from=2016-03-15 (10 years) to today, 5 downloads one at a time');
    expect(row.figure).toBe('median 30 ms, slowest 40 ms; 47 payments in the file, 5.3 kB');
    expect(row.verdict).toBe('pass');
  });

  it('holds the slowest download to the budget, inclusive', () => {
    expect(exportRow(run({ durationsMs: [10, BUDGETS.paymentsExportMs] })).verdict).toBe('pass');
    expect(exportRow(run({ durationsMs: [10, BUDGETS.paymentsExportMs + 1] })).verdict).toBe('FAIL');
  });

  it('fails on an answer that is not 200 and names it', () => {
    const row = exportRow(run({ statuses: [200, 500] }));
    expect(row.verdict).toBe('FAIL');
    expect(row.figure).toContain('answers 500');
  });

  it('fails a CSV that holds fewer payments than the history counts', () => {
    const row = exportRow(run({ fileRecords: 40 }));
    expect(row.verdict).toBe('FAIL');
    expect(row.figure).toContain('40 payments in the file but 47 in the history');
  });

  it("gives an XLSX the history's count", () => {
    const row = exportRow(run({ format: 'xlsx', fileRecords: undefined }));
    expect(row.figure).toContain("47 payments (the history's count)");
    expect(row.verdict).toBe('pass');
  });
});
