import { describe, expect, it } from 'vitest';
import { allocatePayment } from './allocation-rule.ts';
import type { OpenInstalment } from './allocation-rule.ts';

const row = (number: number, dueDate: string, amount: number, paid = 0, agreementId = 1): OpenInstalment => ({
  agreementId,
  number,
  dueDate,
  amount,
  paid,
});

describe('allocatePayment', () => {
  const schedule = [
    row(1, '2026-01-10', 90_000, 90_000),
    row(2, '2026-02-10', 70_000),
    row(3, '2026-03-10', 70_000),
    row(4, '2026-04-10', 70_000),
  ];

  it('pays the oldest unpaid instalment first, skipping the paid ones', () => {
    expect(allocatePayment(schedule, 70_000)).toEqual([{ agreementId: 1, number: 2, amount: 70_000 }]);
  });

  it('leaves an instalment partly paid by a smaller payment', () => {
    expect(allocatePayment(schedule, 5_000)).toEqual([{ agreementId: 1, number: 2, amount: 5_000 }]);
  });

  it('finishes a partly paid instalment before the next one', () => {
    const partly = [row(2, '2026-02-10', 70_000, 65_000), row(3, '2026-03-10', 70_000)];
    expect(allocatePayment(partly, 10_000)).toEqual([
      { agreementId: 1, number: 2, amount: 5_000 },
      { agreementId: 1, number: 3, amount: 5_000 },
    ]);
  });

  it('carries a larger payment on to the following instalments and leaves the excess unallocated', () => {
    expect(allocatePayment(schedule, 150_000)).toEqual([
      { agreementId: 1, number: 2, amount: 70_000 },
      { agreementId: 1, number: 3, amount: 70_000 },
      { agreementId: 1, number: 4, amount: 10_000 },
    ]);
    const all = allocatePayment(schedule, 1_000_000);
    expect(all.reduce((sum, allocation) => sum + allocation.amount, 0)).toBe(210_000);
  });

  it('orders by due date across agreements, whatever order the rows come in', () => {
    const rows = [
      row(2, '2026-05-01', 10_000, 0, 1),
      row(1, '2026-03-01', 10_000, 0, 2),
      row(1, '2026-04-01', 10_000, 0, 1),
    ];
    expect(allocatePayment(rows, 25_000)).toEqual([
      { agreementId: 2, number: 1, amount: 10_000 },
      { agreementId: 1, number: 1, amount: 10_000 },
      { agreementId: 1, number: 2, amount: 5_000 },
    ]);
  });

  it('allocates nothing without open instalments or for a non-positive amount', () => {
    expect(allocatePayment([row(1, '2026-01-10', 90_000, 90_000)], 10_000)).toEqual([]);
    expect(allocatePayment(schedule, 0)).toEqual([]);
    expect(allocatePayment(schedule, -1)).toEqual([]);
  });
});
