import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatMonth,
  formatTime,
  formatTimeWithZone,
  formatWeekday,
  operatorTimeZone,
  setOperatorTimeZone,
  timeZoneLabel,
} from './date.ts';

// The device's clock is neither Moscow's nor the operator's: what the resident sees must not move.
// Node re-reads TZ when it is assigned, so every Date below runs in New York's or Vladivostok's zone.
const deviceZone = process.env.TZ;

describe.each(['America/New_York', 'Asia/Vladivostok'])('on a device in %s', (device) => {
  beforeAll(() => {
    process.env.TZ = device;
  });
  afterAll(() => {
    process.env.TZ = deviceZone;
  });
  afterEach(() => setOperatorTimeZone(undefined));

  it('really runs in that zone', () => {
    expect(new Date('2026-10-18T21:30:00Z').getTimezoneOffset()).not.toBe(-180);
  });

  it('tells an instant in Moscow time by default, the operator zone when the brand has one', () => {
    expect(operatorTimeZone()).toBe('Europe/Moscow');
    expect(formatDateTime('2026-10-18T21:30:00Z')).toBe('19.10.2026 00:30');
    expect(formatDate('2026-10-18T21:30:00.000Z')).toBe('19.10.2026');
    expect(formatTimeWithZone('2026-07-13T04:48:00.000Z')).toBe('07:48 (мск)');
    setOperatorTimeZone('Asia/Yekaterinburg');
    expect(formatDateTime('2026-10-18T21:30:00Z')).toBe('19.10.2026 02:30');
    expect(formatTime(Date.parse('2026-07-13T04:48:00Z'))).toBe('09:48');
    expect(formatTimeWithZone('2026-07-13T04:48:00.000Z')).toBe('09:48 (мск+2)');
    expect(timeZoneLabel()).toBe('мск+2');
    expect(formatDateTimeWithZone('2026-12-01T05:00:00Z')).toBe('01.12.2026 10:00 (мск+2)');
  });

  it('keeps a calendar date the same day whatever the zones', () => {
    setOperatorTimeZone('Asia/Yekaterinburg');
    expect(formatDate('2026-10-18')).toBe('18.10.2026');
    expect(formatMonth('2026-10-01')).toBe('октябрь 2026');
  });

  it('names the month of an instant near midnight by the operator’s calendar', () => {
    // 21:30 UTC on 31 October is already November in Moscow and in Yekaterinburg.
    expect(formatMonth('2026-10-31T21:30:00Z')).toBe('ноябрь 2026');
    expect(formatDate('2026-10-31T20:59:00Z')).toBe('31.10.2026');
    setOperatorTimeZone('Asia/Yekaterinburg');
    expect(formatDate('2026-10-31T18:59:00Z')).toBe('31.10.2026');
    expect(formatDate('2026-10-31T19:00:00Z')).toBe('01.11.2026');
  });

  it('reads a time without an offset as the operator’s wall time', () => {
    expect(formatDateTime('2024-03-05T14:07:09')).toBe('05.03.2024 14:07');
  });

  it('names the day of an instant by the operator’s calendar', () => {
    expect(formatWeekday('2026-07-13T22:30:00Z')).toBe('вт, 14 июля 2026 г.');
    expect(formatWeekday('2026-07-13T22:30:00Z', { withYear: false })).toBe('вт, 14 июля');
  });

  it('falls back to Moscow for a zone the runtime does not know', () => {
    setOperatorTimeZone('Europe/Perm');
    expect(operatorTimeZone()).toBe('Europe/Moscow');
  });
});
