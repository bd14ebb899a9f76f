import { describe, expect, it } from 'vitest';
import { checkTerms, leastFirstPayment } from './terms.ts';
import { monthsWord } from './texts.ts';

const brokenOf = (check: ReturnType<typeof checkTerms>) =>
  check.conditions.filter((entry) => !entry.met).map((entry) => entry.condition);

describe('checkTerms', () => {
  it.each([
    [1_000_000, '3000', 3, []],
    [1_000_000, '3 000,00', 3, []],
    [1_000_000, '2999.99', 3, ['minFirstPayment']],
    [1_000_000, '', 3, ['minFirstPayment']],
    [1_000_000, '10000', 3, ['firstPaymentBelowDebt']],
    [1_000_000, '100000000', 3, ['firstPaymentBelowDebt']],
    [1_000_000, '3000', 7, ['months']],
    [250_000, '1000', 3, ['minDebt']],
  ] as const)('debt %i, first %s, %i months → %o', (debt, first, months, broken) => {
    expect(brokenOf(checkTerms(debt, first, months, '2026-11-25'))).toEqual(broken);
  });

  it('previews the schedule only when every condition holds', () => {
    const check = checkTerms(1_000_000, '3000', 3, '2026-11-25');
    expect(check.schedule?.map((row) => [row.dueDate, row.amountKopecks])).toEqual([
      ['2026-11-25', 300_000],
      ['2026-12-25', 350_000],
      ['2027-01-25', 350_000],
    ]);
    expect(checkTerms(1_000_000, '2000', 3, '2026-11-25').schedule).toBeNull();
  });

  it('names a sum that is not one', () => {
    expect(checkTerms(1_000_000, 'три тысячи', 3, '2026-11-25').amountProblem).toMatch(/цифрами/);
    expect(checkTerms(1_000_000, '3000.555', 3, '2026-11-25').amountProblem).toMatch(/двух знаков/);
    expect(checkTerms(1_000_000, '', 3, '2026-11-25').amountProblem).toBeNull();
  });

  it('the least first payment is 30 % rounded up', () => {
    expect(leastFirstPayment(1_000_001)).toBe(300_001);
  });
});

describe('monthsWord', () => {
  it.each([
    [1, 'месяц'],
    [2, 'месяца'],
    [4, 'месяца'],
    [5, 'месяцев'],
    [6, 'месяцев'],
    [11, 'месяцев'],
    [21, 'месяц'],
  ])('%i %s', (count, word) => {
    expect(monthsWord(count)).toBe(word);
  });
});
