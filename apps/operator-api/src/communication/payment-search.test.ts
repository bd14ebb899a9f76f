import { describe, expect, it } from 'vitest';
import { latestPaymentDate, paymentSearchAppeal } from './payment-search.ts';

describe('paymentSearchAppeal', () => {
  it('states the account, date, amount, place and comment', () => {
    const appeal = paymentSearchAppeal(
      {
        contragentId: 1,
        paymentDate: '2026-05-10',
        amount: 1520.5,
        paymentPlace: 'Сбербанк Онлайн',
        comment: 'Чек приложен',
      },
      '7700000001',
    );
    expect(appeal.subject).toBe('Поиск платежа от 10.05.2026 на сумму 1\u00a0520,50 ₽');
    expect(appeal.text).toBe(
      'Платёж не отражён на лицевом счёте 7700000001.\nДата платежа: 10.05.2026\nСумма: 1\u00a0520,50 ₽\nГде оплачен: Сбербанк Онлайн\n\nЧек приложен',
    );
  });

  it('leaves out what was not given', () => {
    const appeal = paymentSearchAppeal(
      { contragentId: 1, paymentDate: '2026-05-10', amount: 300, paymentPlace: '', comment: '' },
      '1',
    );
    expect(appeal.text.split('\n')).toHaveLength(3);
  });
});

describe('latestPaymentDate', () => {
  it('is already tomorrow in Kamchatka late in a Moscow evening', () => {
    expect(latestPaymentDate(Date.UTC(2026, 4, 10, 20))).toBe('2026-05-11');
    expect(latestPaymentDate(Date.UTC(2026, 4, 10, 9))).toBe('2026-05-10');
  });
});
