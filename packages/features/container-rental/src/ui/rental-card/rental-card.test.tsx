import { rentalToday, shiftRentalDate } from '@resident/contract/limits';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rental } from '../../testing/fixtures';
import { RentalCard } from './rental-card';

const today = rentalToday();
const day = (offset: number) => shiftRentalDate(today, offset);
const noop = () => {};
const actions = () => screen.queryAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ' '));

function show(
  props: Partial<Parameters<typeof RentalCard>[0]> & { rental: Parameters<typeof RentalCard>[0]['rental'] },
) {
  render(
    <RentalCard
      contragentId={1}
      today={today}
      onPay={noop}
      onCancel={noop}
      onExtended={noop}
      onReturned={noop}
      {...props}
    />,
  );
}

describe('a rental card offers what its phase allows', () => {
  it('running: extend and return early', () => {
    show({ rental: rental(1, 3, day(-3), 10) });
    expect(actions()).toEqual(['Продлить', 'Вернуть досрочно']);
  });

  it('on its last day: extend only', () => {
    show({ rental: rental(1, 1, day(-9), 10) });
    expect(actions()).toEqual(['Продлить']);
  });

  it('unpaid: pay its amount or cancel', () => {
    show({ rental: rental(2, 1, day(2), 10, { status: 'awaiting-payment' }) });
    expect(actions()).toEqual(['Оплатить 1 500,00 ₽', 'Отменить заказ']);
  });

  it('finished, returned, cancelled, or on a closed account: nothing', () => {
    show({ rental: rental(4, 4, day(-90), 30) });
    show({ rental: rental(5, 1, day(-5), 30, { status: 'returned', returnedOn: day(-1) }) });
    show({ rental: rental(6, 1, day(-20), 10, { status: 'cancelled' }) });
    show({ rental: rental(7, 3, day(-3), 10), changeable: false });
    expect(actions()).toEqual([]);
  });
});
