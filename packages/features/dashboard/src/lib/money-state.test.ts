import { describe, expect, it } from 'vitest';
import { moneyStateOf } from './money-state';

describe('moneyStateOf', () => {
  it.each([
    [{ isClosed: false, debt: 1 }, 'debt'],
    [{ isClosed: false, debt: -1 }, 'overpayment'],
    [{ isClosed: false, debt: 0 }, 'settled'],
    [{ isClosed: true, debt: 50_000 }, 'closed'],
  ] as const)('%j is %s', (summary, state) => {
    expect(moneyStateOf(summary)).toBe(state);
  });
});
