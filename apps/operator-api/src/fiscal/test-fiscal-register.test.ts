import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { FiscalRegisterUnavailableError } from './fiscal-register.ts';
import type { FiscalDocumentRequest } from './fiscal-register.ts';
import {
  createTestFiscalRegister,
  fiscalSignOf,
  TEST_FISCAL_STORAGE,
  TEST_REGISTER_NUMBER,
} from './test-fiscal-register.ts';

const document = (externalId: string, amount = 135_000): FiscalDocumentRequest => ({
  externalId,
  operation: 'income',
  seller: { name: 'ООО «Региональный оператор»', inn: '6950012345' },
  item: 'Вывоз отходов: строительные отходы, 2,5 м³',
  amount,
  buyerContact: 'resident@demo.ru',
});

describe.each(BACKENDS)('the test fiscal register on %s', (backend) => {
  let stores: TwoInstanceStores;
  const at = Date.UTC(2026, 10, 28, 5, 42);

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend);
  });
  afterEach(() => stores.close());

  it('answers РН ККТ, ФН, ФД in sequence, a 10-digit ФП and the time', async () => {
    const register = createTestFiscalRegister(stores.store, { secret: 's', now: () => at });
    const a = await register.register(document('receipt-1'));
    const b = await register.register(document('receipt-2', 500));
    expect(a).toEqual({
      registerNumber: TEST_REGISTER_NUMBER,
      fiscalStorage: TEST_FISCAL_STORAGE,
      documentNumber: a.documentNumber,
      fiscalSign: fiscalSignOf('s', a.documentNumber, 135_000, at),
      fiscalisedAt: at,
    });
    expect(a.fiscalSign).toMatch(/^\d{10}$/);
    expect(b.documentNumber).toBe(a.documentNumber + 1);
    expect(b.fiscalSign).not.toBe(a.fiscalSign);
  });

  it('answers the same document for an external id it has seen, from any instance', async () => {
    let now = at;
    const a = createTestFiscalRegister(stores.store, { secret: 's', now: () => now });
    const b = createTestFiscalRegister(stores.other, { secret: 's', now: () => now });
    const [first, second] = await Promise.all([a.register(document('receipt-7')), b.register(document('receipt-7'))]);
    now += 60_000;
    const later = await b.register(document('receipt-7'));
    expect(second).toEqual(first);
    expect(later).toEqual(first);
    expect((await a.register(document('receipt-8'))).documentNumber).toBe(first.documentNumber + 1);
  });

  it('refuses while switched off, and makes no document then', async () => {
    let off = true;
    const register = createTestFiscalRegister(stores.store, { secret: 's', now: () => at, unavailable: () => off });
    await expect(register.register(document('receipt-1'))).rejects.toBeInstanceOf(FiscalRegisterUnavailableError);
    off = false;
    expect((await register.register(document('receipt-2'))).documentNumber).toBe(1);
  });
});
