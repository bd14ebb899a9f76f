import { describe, expect, it } from 'vitest';
import { countText, pluralForm } from './plural.ts';

const days = { one: 'день', few: 'дня', many: 'дней' };

describe('pluralForm', () => {
  // The outputs of the hand-written rules it replaces (container-rental, installments, the dashboard).
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [1_000_001, 'день'],
  ])('%d → %s', (count, expected) => {
    expect(pluralForm(count, days)).toBe(expected);
  });

  it('says the count with its word', () => {
    expect(countText(1, { one: 'месяц', few: 'месяца', many: 'месяцев' })).toBe('1 месяц');
    expect(countText(3, { one: 'платёж', few: 'платежа', many: 'платежей' })).toBe('3 платежа');
    expect(countText(5, days)).toBe('5 дней');
  });
});
