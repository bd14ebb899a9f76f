import { describe, expect, it } from 'vitest';
import {
  addMonths,
  brokenInstallmentConditions,
  INSTALLMENT_CONDITION_TEXTS,
  INSTALLMENT_LIMITS,
  installmentSchedule,
  minFirstPaymentKopecks,
  scheduledPaymentStatus,
} from './installments.ts';

describe('minFirstPaymentKopecks', () => {
  it.each([
    [300_000, 90_000, '30 % exactly'],
    [300_001, 90_001, '90 000.3 rounds up'],
    [1_000_003, 300_001, '300 000.9 rounds up'],
    [0, 0, 'no debt'],
    [-500, 0, 'an overpayment'],
  ])('%i → %i (%s)', (debt, first) => {
    expect(minFirstPaymentKopecks(debt)).toBe(first);
  });
});

describe('brokenInstallmentConditions', () => {
  it.each([
    [{ debtKopecks: 300_000, firstPaymentKopecks: 90_000, months: 6 }, [], 'every limit met exactly'],
    [{ debtKopecks: 1_234_567, firstPaymentKopecks: 500_000, months: 2 }, [], 'two payments'],
    [{ debtKopecks: 299_999, firstPaymentKopecks: 100_000, months: 3 }, ['minDebt'], 'a kopeck short of 3 000 ₽'],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 89_999, months: 3 }, ['minFirstPayment'], 'a kopeck short of 30 %'],
    [
      { debtKopecks: 300_001, firstPaymentKopecks: 90_000, months: 3 },
      ['minFirstPayment'],
      '30 % rounded down is not enough',
    ],
    [
      { debtKopecks: 300_000, firstPaymentKopecks: 300_000, months: 3 },
      ['firstPaymentBelowDebt'],
      'the whole debt at once',
    ],
    [
      { debtKopecks: 300_000, firstPaymentKopecks: 299_996, months: 6 },
      ['firstPaymentBelowDebt'],
      'less than a kopeck for each later payment',
    ],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 299_995, months: 6 }, [], 'a kopeck for each later payment'],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 90_000, months: 7 }, ['months'], 'seven months'],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 90_000, months: 1 }, ['months'], 'one month'],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 90_000, months: 2.5 }, ['months'], 'a fraction of a month'],
    [{ debtKopecks: 300_000, firstPaymentKopecks: 90_000.5, months: 3 }, ['minFirstPayment'], 'a fraction of a kopeck'],
    [
      { debtKopecks: 0, firstPaymentKopecks: 0, months: 0 },
      ['minDebt', 'minFirstPayment', 'months'],
      'nothing owed, nothing chosen',
    ],
    [
      { debtKopecks: 100_000, firstPaymentKopecks: 10_000, months: 12 },
      ['minDebt', 'minFirstPayment', 'months'],
      'every condition but one',
    ],
  ])('%o → %o (%s)', (terms, broken) => {
    expect(brokenInstallmentConditions(terms)).toEqual(broken);
  });

  it('the texts name the limits the code checks', () => {
    expect(INSTALLMENT_LIMITS.minDebtKopecks / 100).toBe(3000);
    expect(INSTALLMENT_CONDITION_TEXTS.minDebt).toContain('3 000 ₽');
    expect(INSTALLMENT_CONDITION_TEXTS.minFirstPayment).toContain(`${INSTALLMENT_LIMITS.minFirstPaymentPercent} %`);
    expect(INSTALLMENT_CONDITION_TEXTS.months).toContain(
      `от ${INSTALLMENT_LIMITS.minMonths} до ${INSTALLMENT_LIMITS.maxMonths}`,
    );
  });
});

describe('installmentSchedule', () => {
  it.each([
    {
      terms: [300_000, 90_000, 3, '2025-01-15'] as const,
      amounts: [90_000, 105_000, 105_000],
      dates: ['2025-01-15', '2025-02-15', '2025-03-15'],
      note: 'the rest divides evenly',
    },
    {
      terms: [1_000_000, 300_001, 6, '2025-01-31'] as const,
      // 699 999 / 5 = 139 999, remainder 4 on the last payment
      amounts: [300_001, 139_999, 139_999, 139_999, 139_999, 140_003],
      dates: ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30'],
      note: 'the remainder on the last payment, month ends clamped',
    },
    {
      terms: [350_000, 105_000, 2, '2025-11-30'] as const,
      amounts: [105_000, 245_000],
      dates: ['2025-11-30', '2025-12-30'],
      note: 'two payments',
    },
    {
      terms: [500_000, 150_000, 4, '2027-11-29'] as const,
      amounts: [150_000, 116_666, 116_666, 116_668],
      dates: ['2027-11-29', '2027-12-29', '2028-01-29', '2028-02-29'],
      note: 'across a year into a leap February',
    },
  ])('$note', ({ terms, amounts, dates }) => {
    const [debt, first, months, start] = terms;
    const schedule = installmentSchedule(debt, first, months, start);
    expect(schedule.map((payment) => payment.amountKopecks)).toEqual(amounts);
    expect(schedule.map((payment) => payment.dueDate)).toEqual(dates);
    expect(schedule.map((payment) => payment.number)).toEqual(amounts.map((_, index) => index + 1));
    expect(schedule.reduce((sum, payment) => sum + payment.amountKopecks, 0)).toBe(terms[0]);
    for (const payment of schedule) expect(Number.isInteger(payment.amountKopecks)).toBe(true);
  });

  it('sums to the debt for every allowed term', () => {
    for (const debt of [300_000, 300_001, 987_653, 12_345_679]) {
      for (let months = INSTALLMENT_LIMITS.minMonths; months <= INSTALLMENT_LIMITS.maxMonths; months += 1) {
        const first = minFirstPaymentKopecks(debt);
        const schedule = installmentSchedule(debt, first, months, '2025-03-31');
        expect(schedule).toHaveLength(months);
        expect(schedule.reduce((sum, payment) => sum + payment.amountKopecks, 0)).toBe(debt);
      }
    }
  });

  it('throws on terms that break a condition', () => {
    expect(() => installmentSchedule(299_999, 100_000, 3, '2025-01-01')).toThrow(/minDebt/);
    expect(() => installmentSchedule(300_000, 90_000, 7, '2025-01-01')).toThrow(/months/);
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-03-31', 0, '2025-03-31'],
    ['2025-08-31', 6, '2026-02-28'],
  ])('%s + %i → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('refuses a date that is not ISO', () => {
    expect(() => addMonths('15.01.2025', 1)).toThrow(RangeError);
  });
});

describe('scheduledPaymentStatus', () => {
  it.each([
    [{ dueDate: '2025-01-15', amountKopecks: 100, paidKopecks: 100 }, '2025-03-01', 'paid'],
    [{ dueDate: '2025-01-15', amountKopecks: 100, paidKopecks: 99 }, '2025-01-16', 'overdue'],
    [{ dueDate: '2025-01-15', amountKopecks: 100, paidKopecks: 0 }, '2025-01-15', 'due'],
    [{ dueDate: '2025-01-15', amountKopecks: 100, paidKopecks: 0 }, '2024-12-01', 'due'],
  ])('%o on %s → %s', (payment, today, status) => {
    expect(scheduledPaymentStatus(payment, today)).toBe(status);
  });
});
