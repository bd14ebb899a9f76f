import type { InstallmentAgreement } from '@resident/contract';
import { describe, expect, it } from 'vitest';
import { nextInstalmentOf } from './next-instalment';

const agreement = (id: number, rows: [string, number, number, 'paid' | 'due' | 'overdue'][]): InstallmentAgreement => ({
  id,
  number: `РС-00000${id}`,
  concludedOn: rows[0]?.[0] ?? '2026-01-01',
  debt: rows.reduce((sum, [, amount]) => sum + amount, 0),
  months: rows.length,
  paid: rows.reduce((sum, [, , paid]) => sum + paid, 0),
  remaining: 0,
  overdue: 0,
  status: rows.every(([, , , status]) => status === 'paid') ? 'completed' : 'active',
  payments: rows.map(([dueDate, amount, paidAmount, status], index) => ({
    number: index + 1,
    dueDate,
    amount,
    paidAmount,
    paidAt: null,
    status,
  })),
});

describe('nextInstalmentOf', () => {
  it('is the oldest instalment not fully paid, with what it still lacks', () => {
    const registry = {
      agreements: [
        agreement(1, [
          ['2026-09-15', 144_000, 144_000, 'paid'],
          ['2026-10-15', 112_000, 12_000, 'overdue'],
          ['2026-11-15', 112_000, 0, 'overdue'],
          ['2026-12-15', 112_000, 0, 'due'],
        ]),
      ],
    };
    expect(nextInstalmentOf(registry)).toEqual({
      agreementNumber: 'РС-000001',
      number: 2,
      dueDate: '2026-10-15',
      amount: 100_000,
      overdue: true,
      overdueCount: 2,
    });
  });

  it('is a due one when nothing is overdue, across agreements by date; null when all is paid', () => {
    const registry = {
      agreements: [agreement(1, [['2026-12-20', 50_000, 0, 'due']]), agreement(2, [['2026-12-10', 70_000, 0, 'due']])],
    };
    expect(nextInstalmentOf(registry)).toMatchObject({
      agreementNumber: 'РС-000002',
      dueDate: '2026-12-10',
      amount: 70_000,
      overdue: false,
      overdueCount: 0,
    });
    expect(nextInstalmentOf({ agreements: [agreement(1, [['2026-12-20', 50_000, 50_000, 'paid']])] })).toBeNull();
    expect(nextInstalmentOf({ agreements: [] })).toBeNull();
  });
});
