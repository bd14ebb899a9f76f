import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, INSURANCE_TEXTS, policyPeriod } from './insurance.ts';

describe('ageOn', () => {
  it.each([
    ['1990-05-10', '2026-05-09', 35],
    ['1990-05-10', '2026-05-10', 36],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['1990-02-30', '2026-01-01', null],
    ['10.05.1990', '2026-01-01', null],
  ])('%s on %s → %s', (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });
});

describe('birthDateProblem', () => {
  it.each([
    ['1985-01-01', null],
    ['2008-11-25', null],
    ['2008-11-26', INSURANCE_TEXTS.tooYoung],
    ['1920-01-01', INSURANCE_TEXTS.tooOld],
    ['abc', INSURANCE_TEXTS.birthDate],
  ])('%s → %s', (birth, problem) => {
    expect(birthDateProblem(birth, '2026-11-25')).toBe(problem);
  });
});

describe('policyPeriod', () => {
  it.each([
    ['2026-11-25', 12, { startsOn: '2026-11-26', endsOn: '2027-11-25' }],
    ['2026-12-31', 12, { startsOn: '2027-01-01', endsOn: '2027-12-31' }],
    ['2027-01-30', 1, { startsOn: '2027-01-31', endsOn: '2027-02-27' }],
    ['2026-06-14', 6, { startsOn: '2026-06-15', endsOn: '2026-12-14' }],
  ])('paid %s for %s months → %o', (paidOn, months, period) => {
    expect(policyPeriod(paidOn, months)).toEqual(period);
  });
});
