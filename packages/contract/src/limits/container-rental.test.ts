import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  earliestRussianDate,
  isRentalDate,
  latestRentalEnd,
  rentalDaysInclusive,
  rentalEarlyReturn,
  rentalExtensionAmount,
  rentalExtensionProblem,
  rentalMonthsEnd,
  rentalPeriodProblem,
  rentalPhase,
  rentalPrice,
  rentalReturnProblem,
  rentalToday,
  shiftRentalDate,
} from './container-rental.ts';

// 150 ₽ a day, 2 500 ₽ a month: the days after the last full month stop costing more from the 17th.
const PRICES = { perDay: 15_000, perMonth: 250_000 };

describe('calendar', () => {
  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '26-01-01', '2026-00-10', ''])(
    '%j is not a date',
    (text) => {
      expect(isRentalDate(text)).toBe(false);
    },
  );

  it.each(['2028-02-29', '2026-12-31', '2000-02-29'])('%s is a date', (text) => {
    expect(isRentalDate(text)).toBe(true);
  });

  it('adds days across months, years and 29 February', () => {
    expect(shiftRentalDate('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftRentalDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftRentalDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftRentalDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftRentalDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(rentalDaysInclusive('2026-06-01', '2026-06-01')).toBe(1);
    expect(rentalDaysInclusive('2028-01-01', '2028-12-31')).toBe(366);
    expect(rentalDaysInclusive('2026-06-02', '2026-06-01')).toBe(0);
  });
});

describe('rentalMonthsEnd: a month is anchored to the start', () => {
  it.each([
    ['2026-01-15', 0, '2026-01-14'],
    ['2026-01-15', 1, '2026-02-14'],
    ['2026-01-15', 2, '2026-03-14'],
    ['2026-01-28', 1, '2026-02-27'],
    ['2026-01-29', 1, '2026-02-28'],
    ['2028-01-29', 1, '2028-02-28'],
    ['2026-01-30', 1, '2026-02-28'],
    ['2028-01-30', 1, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-30'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-02-01', 1, '2026-02-28'],
    ['2028-02-01', 1, '2028-02-29'],
    ['2100-02-01', 1, '2100-02-28'],
    ['2000-02-01', 1, '2000-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-04-30', 1, '2026-05-29'],
    ['2026-07-31', 1, '2026-08-30'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-12-20', 1, '2027-01-19'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-05-20', 12, '2027-05-19'],
  ])('from %s, %i month(s) end on %s', (start, months, end) => {
    expect(rentalMonthsEnd(start, months)).toBe(end);
  });
});

describe('rentalPrice: full months at the monthly price, the rest by the day, never above one more month', () => {
  it.each([
    // A few days: the daily price.
    ['one day', '2026-06-01', '2026-06-01', 1, 0, 1, 15_000],
    ['ten days', '2026-06-01', '2026-06-10', 10, 0, 10, 150_000],
    ['16 days stay below a month', '2026-06-01', '2026-06-16', 16, 0, 16, 240_000],
    ['17 days cost a month, not more', '2026-06-01', '2026-06-17', 17, 0, 17, 250_000],
    ['29 days of a 30-day month', '2026-06-01', '2026-06-29', 29, 0, 29, 250_000],
    // Whole months of every length.
    ['June: 30 days', '2026-06-01', '2026-06-30', 30, 1, 0, 250_000],
    ['July: 31 days', '2026-07-01', '2026-07-31', 31, 1, 0, 250_000],
    ['mid-April to mid-May: 30 days', '2026-04-15', '2026-05-14', 30, 1, 0, 250_000],
    ['mid-July to mid-August: 31 days', '2026-07-15', '2026-08-14', 31, 1, 0, 250_000],
    ['February 2026: 28 days', '2026-02-01', '2026-02-28', 28, 1, 0, 250_000],
    ['February 2028 (leap): 28 days are not yet a month', '2028-02-01', '2028-02-28', 28, 0, 28, 250_000],
    ['February 2028 (leap): 29 days', '2028-02-01', '2028-02-29', 29, 1, 0, 250_000],
    ['across the new year', '2026-12-20', '2027-01-19', 31, 1, 0, 250_000],
    // A month and some days.
    ['a month and a day', '2026-06-01', '2026-07-01', 31, 1, 1, 265_000],
    ['February and 1 March (2026)', '2026-02-01', '2026-03-01', 29, 1, 1, 265_000],
    ['February and 1 March (2028, leap)', '2028-02-01', '2028-03-01', 30, 1, 1, 265_000],
    ['a month and 16 days', '2026-06-01', '2026-07-16', 46, 1, 16, 490_000],
    ['a month and 20 days: the rest costs one month', '2026-06-01', '2026-07-20', 50, 1, 20, 500_000],
    // Starting on the 31st: the month ends on the last day of the next month.
    ['31 Jan to 28 Feb 2026', '2026-01-31', '2026-02-28', 29, 1, 0, 250_000],
    ['31 Jan to 28 Feb 2028 (leap): not yet a month', '2028-01-31', '2028-02-28', 29, 0, 29, 250_000],
    ['31 Jan to 29 Feb 2028 (leap)', '2028-01-31', '2028-02-29', 30, 1, 0, 250_000],
    ['31 Jan to 1 Mar 2028 (leap)', '2028-01-31', '2028-03-01', 31, 1, 1, 265_000],
    ['31 Jan to 30 Mar 2026: two months', '2026-01-31', '2026-03-30', 59, 2, 0, 500_000],
    ['31 Jan to 31 Mar 2026: two months and a day', '2026-01-31', '2026-03-31', 60, 2, 1, 515_000],
    ['30 Apr to 29 May', '2026-04-30', '2026-05-29', 30, 1, 0, 250_000],
    // The longest rental.
    ['twelve months', '2026-05-20', '2027-05-19', 365, 12, 0, 3_000_000],
    ['twelve months over 29 February', '2027-05-20', '2028-05-19', 366, 12, 0, 3_000_000],
    ['twelve months from 29 February', '2028-02-29', '2029-02-28', 366, 12, 0, 3_000_000],
  ])('%s: %s – %s', (_name, start, end, days, months, restDays, amount) => {
    expect(rentalPrice(PRICES, start, end)).toEqual({ days, months, restDays, amount });
  });

  it('never charges more than every day at the daily price', () => {
    const dear = { perDay: 10_000, perMonth: 400_000 };
    expect(rentalPrice(dear, '2026-06-01', '2026-06-30')).toMatchObject({ months: 1, amount: 300_000 });
    expect(rentalPrice(dear, '2026-02-01', '2026-02-28')).toMatchObject({ months: 1, amount: 280_000 });
  });

  it('is nothing for an empty period', () => {
    expect(rentalPrice(PRICES, '2026-06-02', '2026-06-01')).toEqual({ days: 0, months: 0, restDays: 0, amount: 0 });
  });

  it('never falls as the end moves later, over two years of start dates', () => {
    for (let offset = 0; offset < 730; offset += 11) {
      const start = shiftRentalDate('2027-01-01', offset);
      let previous = 0;
      for (let length = 0; length < 370; length += 1) {
        const { amount } = rentalPrice(PRICES, start, shiftRentalDate(start, length));
        expect(amount).toBeGreaterThanOrEqual(previous);
        previous = amount;
      }
    }
  });
});

describe('rentalExtensionAmount: the difference of the two prices', () => {
  it.each([
    ['ten days more, the rest reaches a month', '2026-06-10', '2026-06-20', 100_000],
    ['inside a month already charged in full', '2026-06-20', '2026-06-25', 0],
    ['into the next month', '2026-06-25', '2026-07-05', 75_000],
    ['a month more from a full month', '2026-06-30', '2026-07-31', 250_000],
  ])('%s', (_name, currentEnd, newEnd, amount) => {
    expect(rentalExtensionAmount(PRICES, '2026-06-01', currentEnd, newEnd)).toBe(amount);
  });
});

describe('rentalEarlyReturn: the used days by the same rule, the rest comes back', () => {
  it.each([
    ['after ten days of a paid month', 250_000, '2026-06-10', 10, 150_000, 100_000],
    ['after 20 days: the used days already cost the month', 250_000, '2026-06-20', 20, 250_000, 0],
    ['on the first day', 250_000, '2026-06-01', 1, 15_000, 235_000],
    ['before the start: everything', 250_000, '2026-05-31', 0, 0, 250_000],
    ['a month and five days of two paid months', 500_000, '2026-07-05', 35, 325_000, 175_000],
    ['never more than was paid', 100_000, '2026-06-20', 20, 100_000, 0],
  ])('%s', (_name, paid, returnDate, usedDays, usedAmount, refund) => {
    expect(rentalEarlyReturn(PRICES, '2026-06-01', paid, returnDate)).toEqual({ usedDays, usedAmount, refund });
  });

  it('in a leap February counts the 29th as a used day', () => {
    expect(rentalEarlyReturn(PRICES, '2028-02-01', 500_000, '2028-02-29')).toEqual({
      usedDays: 29,
      usedAmount: 250_000,
      refund: 250_000,
    });
    expect(rentalEarlyReturn(PRICES, '2026-02-01', 500_000, '2026-02-28')).toEqual({
      usedDays: 28,
      usedAmount: 250_000,
      refund: 250_000,
    });
  });
});

describe('period rules', () => {
  const today = '2026-06-01';
  it.each([
    ['2026-06-01', '2026-06-01', null],
    ['2026-06-05', '2026-06-04', 'endBeforeStart'],
    ['2026-05-31', '2026-06-05', 'startInPast'],
    ['2026-08-30', '2026-09-01', null],
    ['2026-08-31', '2026-09-01', 'startTooFar'],
    ['2026-06-01', '2027-05-31', null],
    ['2026-06-01', '2027-06-01', 'tooLong'],
    ['2026-06-30', '2027-06-29', null],
    ['2026-06-30', '2027-06-30', 'tooLong'],
  ])('%s – %s → %s', (start, end, problem) => {
    expect(rentalPeriodProblem(start, end, today)).toBe(problem);
  });

  it('takes an extension only later than the end and within twelve months of the start', () => {
    expect(latestRentalEnd('2026-06-01')).toBe('2027-05-31');
    expect(rentalExtensionProblem('2026-06-01', '2026-06-30', '2026-06-30')).toBe('extensionNotLater');
    expect(rentalExtensionProblem('2026-06-01', '2026-06-30', '2026-06-29')).toBe('extensionNotLater');
    expect(rentalExtensionProblem('2026-06-01', '2026-06-30', '2027-05-31')).toBeNull();
    expect(rentalExtensionProblem('2026-06-01', '2026-06-30', '2027-06-01')).toBe('tooLong');
  });

  it('takes a return date from today to the day before the end', () => {
    expect(rentalReturnProblem('2026-06-30', '2026-05-31', today)).toBe('returnInPast');
    expect(rentalReturnProblem('2026-06-30', '2026-06-01', today)).toBeNull();
    expect(rentalReturnProblem('2026-06-30', '2026-06-29', today)).toBeNull();
    expect(rentalReturnProblem('2026-06-30', '2026-06-30', today)).toBe('returnNotEarly');
  });
});

describe('rentalPhase', () => {
  const rental = { startDate: '2026-06-10', endDate: '2026-06-30', returnedOn: null };
  it.each([
    ['awaiting-payment', '2026-06-01', 'awaiting-payment'],
    ['cancelled', '2026-06-01', 'cancelled'],
    ['paid', '2026-06-09', 'booked'],
    ['paid', '2026-06-10', 'active'],
    ['paid', '2026-06-30', 'active'],
    ['paid', '2026-07-01', 'finished'],
  ] as const)('%s on %s → %s', (status, today, phase) => {
    expect(rentalPhase({ ...rental, status }, today)).toBe(phase);
  });

  it('keeps a returned rental current until its pickup day', () => {
    const returned = { ...rental, status: 'returned' as const, returnedOn: '2026-06-15' };
    expect(rentalPhase(returned, '2026-06-14')).toBe('returning');
    expect(rentalPhase(returned, '2026-06-15')).toBe('returning');
    expect(rentalPhase(returned, '2026-06-16')).toBe('returned');
    expect(rentalPhase({ ...returned, returnedOn: '2026-06-05' }, '2026-06-05')).toBe('returned');
  });
});

describe('today', () => {
  it('for the operator API is the date in Kaliningrad, where Russia’s day starts last', () => {
    expect(earliestRussianDate(Date.parse('2026-06-01T21:30:00Z'))).toBe('2026-06-01');
    expect(earliestRussianDate(Date.parse('2026-06-01T22:30:00Z'))).toBe('2026-06-02');
    expect(earliestRussianDate(Date.parse('2028-02-28T22:00:00Z'))).toBe('2028-02-29');
  });

  it('for the portal is never before that date', () => {
    const late = new Date(Date.parse('2026-06-01T23:00:00Z'));
    expect(rentalToday(late) >= '2026-06-02').toBe(true);
    const noon = new Date(Date.parse('2026-06-01T12:00:00Z'));
    expect(rentalToday(noon) >= earliestRussianDate(noon.getTime())).toBe(true);
  });
});
