import { describe, expect, it } from 'vitest';
import { parseReceiptContact, RECEIPT_CONTACT_TEXTS } from './receipt-contact';

describe('parseReceiptContact', () => {
  it.each([
    ['ivanov@mail.ru', { receiptEmail: 'ivanov@mail.ru' }],
    ['  ivanov@mail.ru ', { receiptEmail: 'ivanov@mail.ru' }],
    ['+7 912 345-67-89', { receiptPhone: '+79123456789' }],
    ['8 (912) 345 67 89', { receiptPhone: '+79123456789' }],
    ['89123456789', { receiptPhone: '+79123456789' }],
  ])('reads %j', (text, contact) => {
    expect(parseReceiptContact(text)).toEqual({ contact });
  });

  it.each([
    ['', 'Обязательное поле'],
    ['ivanov@mail', 'Введите правильный email'],
    ['иванов', RECEIPT_CONTACT_TEXTS.neither],
    ['+7 912 345', 'Введите телефон полностью'],
    ['+1 212 555 0100', 'Проверьте номер телефона, возможно он введен неверно'],
    ['+7 (212) 345-67-89', 'Проверьте номер телефона, возможно он введен неверно'],
  ])('refuses %j with %j', (text, problem) => {
    expect(parseReceiptContact(text)).toEqual({ problem });
  });
});
