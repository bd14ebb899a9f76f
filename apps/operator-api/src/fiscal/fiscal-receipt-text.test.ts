import { describe, expect, it } from 'vitest';
import type { FiscalReceiptRow } from './fiscal-receipt-repository.ts';
import { fiscalReceiptText, isFiscalised } from './fiscal-receipt-text.ts';

const row: FiscalReceiptRow = {
  id: 3,
  contragent_id: 1,
  payment_id: 10,
  refund_id: 4,
  operation: 'income-return',
  amount: 135_000,
  item: 'Вывоз строительных отходов 2,5 м³',
  seller_name: 'ООО «Региональный оператор»',
  seller_inn: '6950012345',
  buyer_email: 'resident@demo.ru',
  buyer_phone: null,
  card_mask: '•••• 4242',
  status: 'fiscalised',
  created_at: 1,
  retry_at: 1,
  attempts: 1,
  last_error: null,
  register_number: '0000000001012345',
  fiscal_storage: '7380440700076549',
  document_number: 17,
  fiscal_sign: '0123456789',
  fiscalised_at: Date.UTC(2026, 10, 28, 5, 42),
};

describe('the cash receipt text', () => {
  it('carries every field a resident checks a receipt with', () => {
    if (!isFiscalised(row)) throw new Error('the sample is fiscalised');
    const lines = fiscalReceiptText(row).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Возврат прихода',
        'Продавец: ООО «Региональный оператор»',
        'ИНН продавца: 6950012345',
        'Дата и время: 28.11.2026, 08:42 (МСК)',
        '1. Вывоз строительных отходов 2,5 м³',
        'ИТОГ: 1\u00a0350,00 ₽',
        'Безналичными: 1\u00a0350,00 ₽ (карта •••• 4242)',
        'Эл. адрес покупателя: resident@demo.ru',
        'РН ККТ: 0000000001012345',
        'ФН: 7380440700076549',
        'ФД: 17',
        'ФП: 0123456789',
        'QR-код для проверки чека: t=20261128T0842&s=1350.00&fn=7380440700076549&i=17&fp=0123456789&n=2',
      ]),
    );
    expect(lines.join('\n')).not.toContain('Оплата заказанной услуги');
  });

  it('is not made for a receipt the register has not answered', () => {
    expect(
      isFiscalised({ ...row, status: 'pending', fiscal_sign: null, document_number: null, fiscalised_at: null }),
    ).toBe(false);
  });
});
