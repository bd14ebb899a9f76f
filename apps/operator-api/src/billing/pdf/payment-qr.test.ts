import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { PayeeRequisites } from '@resident/contract';
import { paymentQrPayload } from './payment-qr.ts';

const PAYEE: PayeeRequisites = {
  name: 'ООО «Региональный оператор по обращению с отходами»',
  inn: '6950001236',
  kpp: '695001001',
  account: '40702810600000000001',
  bankName: 'АО «Демо-банк»',
  bic: '042809999',
  correspondentAccount: '30101810600000000999',
};

describe('the ГОСТ Р 56042-2014 payment QR payload', () => {
  it('lists the required payee fields, then the sum in kopecks, purpose, account and MM.YYYY period', () => {
    expect(
      paymentQrPayload(PAYEE, {
        sum: 53_880,
        purpose: 'Оплата услуги по обращению с ТКО за 05.2026, л/с 7700000001',
        personalAccount: '7700000001',
        paymentPeriod: '05.2026',
      }),
    ).toBe(
      'ST00012|Name=ООО «Региональный оператор по обращению с отходами»|PersonalAcc=40702810600000000001|BankName=АО «Демо-банк»' +
        '|BIC=042809999|CorrespAcc=30101810600000000999|PayeeINN=6950001236|KPP=695001001|Sum=53880' +
        '|Purpose=Оплата услуги по обращению с ТКО за 05.2026, л/с 7700000001|PersAcc=7700000001|PaymPeriod=05.2026',
    );
  });

  it('leaves the sum to the payer when nothing is due, and never lets a value break the fields', () => {
    const payload = paymentQrPayload(
      { ...PAYEE, name: 'ООО |Оператор|' },
      { sum: 0, purpose: 'Аванс', personalAccount: '7700000006', paymentPeriod: '05.2026' },
    );
    expect(payload).not.toContain('Sum=');
    expect(payload.split('|')).toHaveLength(11);
    expect(payload).toContain('|Name=ООО Оператор|');
  });

  it('leaves KPP out for an individual entrepreneur, who has none (a 12-digit ИНН)', () => {
    const { kpp: _kpp, ...entrepreneur } = PAYEE;
    const payload = paymentQrPayload(
      { ...entrepreneur, inn: '500100732259' },
      { sum: 100, purpose: 'Тест', personalAccount: '7700000001', paymentPeriod: '01.2026' },
    );
    expect(payload).toContain('|PayeeINN=500100732259|Sum=100|');
    expect(payload).not.toContain('KPP=');
  });

  it('encodes as UTF-8 bytes (ST00012 declares encoding 2 = UTF-8)', () => {
    const payload = paymentQrPayload(PAYEE, {
      sum: 100,
      purpose: 'Тест',
      personalAccount: '7700000001',
      paymentPeriod: '01.2026',
    });
    const bytes = new TextEncoder().encode(payload);
    const code = QRCode.create([{ data: bytes, mode: 'byte' }], { errorCorrectionLevel: 'M' });
    expect(code.segments).toHaveLength(1);
    expect(code.segments[0]?.mode.id).toBe('Byte');
    expect([...(code.segments[0]?.data as Uint8Array)]).toEqual([...bytes]);
  });
});
