import { describe, expect, it } from 'vitest';
import { fiscalQrPayload } from './fiscal-qr.ts';

describe('the ФНС check QR payload', () => {
  const fields = {
    operation: 'income' as const,
    amount: 135_000,
    fiscalStorage: '7380440700076549',
    documentNumber: 17,
    fiscalSign: '0123456789',
    // 28.11.2026 05:42 UTC = 08:42 in Moscow.
    fiscalisedAt: Date.UTC(2026, 10, 28, 5, 42, 31),
  };

  it('writes the Moscow time to the minute, the sum in rubles with two kopeck digits, ФН, ФД, ФП and n=1 for a payment', () => {
    expect(fiscalQrPayload(fields)).toBe('t=20261128T0842&s=1350.00&fn=7380440700076549&i=17&fp=0123456789&n=1');
  });

  it('says n=2 for a return and keeps small sums exact', () => {
    expect(fiscalQrPayload({ ...fields, operation: 'income-return', amount: 5 })).toBe(
      't=20261128T0842&s=0.05&fn=7380440700076549&i=17&fp=0123456789&n=2',
    );
  });

  it('turns the date over at Moscow midnight, not at UTC midnight', () => {
    expect(fiscalQrPayload({ ...fields, fiscalisedAt: Date.UTC(2026, 11, 31, 21, 5) })).toMatch(/^t=20270101T0005&/);
  });
});
