import { describe, expect, it } from 'vitest';
import { computeLedger } from './ledger.ts';
import type { StoredLine } from './ledger.ts';
import { momentIn } from './period.ts';

const line = (period: string, serviceId: string, accrued: number, extra: Partial<StoredLine> = {}): StoredLine => ({
  period,
  serviceId,
  serviceName: serviceId === 'tko' ? 'Обращение с ТКО' : 'Вывоз КГО',
  unit: 'person',
  tariff: accrued,
  norm: null,
  residents: 1,
  area: '40.0',
  quantity: '1',
  accrued,
  recalculation: 0,
  penalty: 0,
  benefit: 0,
  ...extra,
});

describe('computeLedger', () => {
  it('counts a payment in the month it settled in, and one after the last month in the last', () => {
    const months = computeLedger(
      0,
      [line('2026-01', 'tko', 10_000), line('2026-02', 'tko', 10_000)],
      [
        { amount: 10_000, settledAt: momentIn('2026-02', 5, 12, 0) },
        { amount: 4_000, settledAt: momentIn('2026-04', 1, 0, 0) },
      ],
    );
    expect(months.map((month) => month.totals)).toEqual([
      {
        accrued: 10_000,
        recalculation: 0,
        penalty: 0,
        benefit: 0,
        paid: 0,
        debtStart: 0,
        debtEnd: 10_000,
        toPay: 10_000,
      },
      {
        accrued: 10_000,
        recalculation: 0,
        penalty: 0,
        benefit: 0,
        paid: 14_000,
        debtStart: 10_000,
        debtEnd: 6_000,
        toPay: 6_000,
      },
    ]);
    expect(months[1]?.dueDate).toBe('2026-03-10');
  });

  it('pays each service’s debt first and gives the advance to the first service; the parts add up', () => {
    const [month] = computeLedger(
      500,
      [
        line('2026-01', 'tko', 10_000, { penalty: 100, benefit: 2_000, recalculation: -1_000 }),
        line('2026-01', 'kgo', 3_000),
      ],
      [{ amount: 20_000, settledAt: momentIn('2026-01', 20, 9, 0) }],
    );
    expect(month?.lines.map((item) => [item.serviceId, item.debtStart, item.paid, item.debtEnd])).toEqual([
      ['tko', 500, 7_600 + 9_400, -9_400],
      ['kgo', 0, 3_000, 0],
    ]);
    expect(month?.totals).toMatchObject({ paid: 20_000, debtStart: 500, debtEnd: -9_400, toPay: 0 });
  });

  it('counts a payment for a named service to that service first, beyond its debt as its advance', () => {
    const lines = [line('2026-01', 'tko', 10_000), line('2026-01', 'kgo', 3_000)];
    const at = momentIn('2026-01', 20, 9, 0);
    const [month] = computeLedger(0, lines, [
      { amount: 5_000, settledAt: at, serviceId: 'kgo' },
      { amount: 4_000, settledAt: at },
    ]);
    // kgo gets its 5 000 whole (2 000 more than it owed); the account's 4 000 goes to tko, the first debt left.
    expect(month?.lines.map((item) => [item.serviceId, item.paid, item.debtEnd])).toEqual([
      ['tko', 4_000, 6_000],
      ['kgo', 5_000, -2_000],
    ]);
    expect(month?.totals).toMatchObject({ paid: 9_000, debtEnd: 4_000 });
    // A service the month does not bill: the payment counts for the account as a whole.
    const [other] = computeLedger(0, lines, [{ amount: 1_000, settledAt: at, serviceId: 'water' }]);
    expect(other?.lines.map((item) => item.paid)).toEqual([1_000, 0]);
  });

  it('keeps a service’s debt in the totals in a month without its line', () => {
    const months = computeLedger(
      0,
      [line('2026-01', 'tko', 1_000), line('2026-01', 'kgo', 700), line('2026-02', 'tko', 1_000)],
      [],
    );
    expect(months[1]?.lines.map((item) => [item.serviceId, item.accrued, item.debtStart, item.debtEnd])).toEqual([
      ['tko', 1_000, 1_000, 2_000],
      ['kgo', 0, 700, 700],
    ]);
    expect(months[1]?.totals.debtEnd).toBe(2_700);
  });

  it('is empty for an account without lines', () => {
    expect(computeLedger(0, [], [{ amount: 100, settledAt: 0 }])).toEqual([]);
  });
});
