import { describe, expect, it } from 'vitest';
import { isOffered, isWorkingDay, offeredSlots, slotTimes } from './waste-slots.ts';

const datesOf = (now: number) => [...new Set(offeredSlots(now).map((slot) => slot.date))];

describe('offeredSlots', () => {
  it.each([
    {
      case: 'a Monday noon in Moscow: the working days from tomorrow through the 14th day',
      now: Date.UTC(2026, 6, 13, 9),
      dates: [
        '2026-07-14',
        '2026-07-15',
        '2026-07-16',
        '2026-07-17',
        '2026-07-20',
        '2026-07-21',
        '2026-07-22',
        '2026-07-23',
        '2026-07-24',
        '2026-07-27',
      ],
    },
    {
      // 21:30 UTC on Sunday is 00:30 on Monday in Moscow: today is Monday already.
      case: 'just after Moscow midnight, still Sunday in UTC',
      now: Date.UTC(2026, 6, 12, 21, 30),
      dates: [
        '2026-07-14',
        '2026-07-15',
        '2026-07-16',
        '2026-07-17',
        '2026-07-20',
        '2026-07-21',
        '2026-07-22',
        '2026-07-23',
        '2026-07-24',
        '2026-07-27',
      ],
    },
    {
      case: 'Russia Day (12 June) is not worked',
      now: Date.UTC(2026, 5, 10, 9),
      dates: [
        '2026-06-11',
        '2026-06-15',
        '2026-06-16',
        '2026-06-17',
        '2026-06-18',
        '2026-06-19',
        '2026-06-22',
        '2026-06-23',
        '2026-06-24',
      ],
    },
    {
      case: 'the New Year holidays',
      now: Date.UTC(2026, 11, 30, 9),
      dates: ['2026-12-31', '2027-01-11', '2027-01-12', '2027-01-13'],
    },
    {
      case: 'across the end of February in a leap year',
      now: Date.UTC(2028, 1, 25, 9),
      dates: [
        '2028-02-28',
        '2028-02-29',
        '2028-03-01',
        '2028-03-02',
        '2028-03-03',
        '2028-03-06',
        '2028-03-07',
        '2028-03-09',
        '2028-03-10',
      ],
    },
  ])('$case', ({ now, dates }) => {
    expect(datesOf(now)).toEqual(dates);
    expect(offeredSlots(now)).toHaveLength(dates.length * 2);
  });

  it('gives each working day a morning and an afternoon window, Moscow time, in time order', () => {
    const slots = offeredSlots(Date.UTC(2026, 6, 13, 9)).slice(0, 2);
    expect(slots).toEqual([
      { date: '2026-07-14', period: 'morning', startsAt: Date.UTC(2026, 6, 14, 6), endsAt: Date.UTC(2026, 6, 14, 10) },
      {
        date: '2026-07-14',
        period: 'afternoon',
        startsAt: Date.UTC(2026, 6, 14, 11),
        endsAt: Date.UTC(2026, 6, 14, 15),
      },
    ]);
  });

  it('offers only what is listed', () => {
    const now = Date.UTC(2026, 6, 13, 9);
    expect(isOffered('2026-07-14', 'morning', now)).toBe(true);
    // Today, a Saturday, the 15th day ahead, a date that does not exist.
    expect(isOffered('2026-07-13', 'afternoon', now)).toBe(false);
    expect(isOffered('2026-07-18', 'morning', now)).toBe(false);
    expect(isOffered('2026-07-28', 'morning', now)).toBe(false);
    expect(isOffered('2026-07-32', 'morning', now)).toBe(false);
  });

  it('knows weekends and fixed holidays', () => {
    expect(isWorkingDay('2026-07-13')).toBe(true);
    expect(isWorkingDay('2026-07-18')).toBe(false);
    expect(isWorkingDay('2026-11-04')).toBe(false);
    expect(slotTimes('2026-11-05', 'afternoon').startsAt).toBe(Date.UTC(2026, 10, 5, 11));
  });
});
