import { describe, expect, it } from 'vitest';
import { KopecksSchema, MonthChargesSchema, PeriodSchema } from './billing.ts';
import {
  CreatePaymentBodySchema,
  PAYMENT_MAX_KOPECKS,
  PublicPayLookupBodySchema,
  ReturnPathSchema,
} from './payments.ts';

const body = { amount: 150_000, purpose: 'charges', receiptEmail: 'ivan@demo.ru', returnPath: '/resident/1/billing' };

describe('billing and payment schemas', () => {
  it('keeps money in whole kopecks', () => {
    expect(KopecksSchema.safeParse(12_345).success).toBe(true);
    expect(KopecksSchema.safeParse(123.45).success).toBe(false);
  });

  it('takes months as YYYY-MM only', () => {
    expect(PeriodSchema.safeParse('2026-07').success).toBe(true);
    for (const bad of ['2026-13', '2026-7', '07.2026', '2026-07-01'])
      expect(PeriodSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses a payment of 0, below 0, a fraction of a kopeck or over the maximum', () => {
    expect(CreatePaymentBodySchema.safeParse(body).success).toBe(true);
    for (const amount of [0, -100, 10.5, PAYMENT_MAX_KOPECKS + 1]) {
      expect(CreatePaymentBodySchema.safeParse({ ...body, amount }).success).toBe(false);
    }
    expect(CreatePaymentBodySchema.safeParse({ ...body, amount: PAYMENT_MAX_KOPECKS }).success).toBe(true);
  });

  it('asks for an email or a phone for the fiscal receipt', () => {
    const { receiptEmail: _omitted, ...withoutContact } = body;
    expect(CreatePaymentBodySchema.safeParse(withoutContact).success).toBe(false);
    expect(CreatePaymentBodySchema.safeParse({ ...withoutContact, receiptPhone: '+79991234567' }).success).toBe(true);
  });

  it('sends the resident back only to a path of the portal', () => {
    expect(ReturnPathSchema.safeParse('/pay?payment=1').success).toBe(true);
    for (const bad of ['https://evil.example/', '//evil.example', 'billing', '/\\evil']) {
      expect(ReturnPathSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes only what a URL path may hold, so the acquirer can put it in a Location header', () => {
    for (const good of [
      '/',
      '/resident/1/billing?tab=payments',
      '/pay#result',
      '/%D1%84?q=%20&a=b#x?y',
      "/a-b_c.d~e!$&'()*+,;=:@",
    ]) {
      expect(ReturnPathSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      '/ф',
      '/a b',
      '/a\tb',
      '/a\r\nSet-Cookie: x=1',
      '/%zz',
      '/%',
      '/a"b',
      '/<script>',
      '/a#b#c',
      '/a{b}',
      '/a|b',
      '/a^b',
      `/${'a'.repeat(500)}`,
    ]) {
      const result = ReturnPathSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    expect(ReturnPathSchema.safeParse('/ф').error?.issues.map((issue) => issue.message)).toEqual([
      'Адрес возврата содержит недопустимые символы',
    ]);
  });

  it('takes a ten-digit account number on /pay', () => {
    expect(PublicPayLookupBodySchema.safeParse({ accountNumber: '7700000001', altcha: 'x' }).success).toBe(true);
    expect(PublicPayLookupBodySchema.safeParse({ accountNumber: '77000', altcha: 'x' }).success).toBe(false);
  });

  it('describes a month whose totals are its lines added up', () => {
    const line = {
      serviceId: 'tko',
      serviceName: 'Обращение с ТКО',
      unit: 'person',
      tariff: 15_512,
      norm: '0.163',
      residents: 2,
      area: '54.3',
      quantity: '2',
      accrued: 31_024,
      recalculation: 0,
      penalty: 0,
      benefit: 0,
      paid: 31_024,
      debtStart: 0,
      debtEnd: 0,
    };
    const month = {
      contragentId: 1,
      period: '2026-07',
      dueDate: '2026-08-10',
      lines: [line],
      totals: {
        accrued: 31_024,
        recalculation: 0,
        penalty: 0,
        benefit: 0,
        paid: 31_024,
        debtStart: 0,
        debtEnd: 0,
        toPay: 0,
      },
    };
    expect(MonthChargesSchema.safeParse(month).success).toBe(true);
  });
});
