import type { MonthCharges } from '@resident/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { receiptPdf, reconciliationPdf } from './billing-documents.ts';
import type { DocumentParties } from './billing-documents.ts';
import type { LedgerMonth } from './ledger.ts';

const parties: DocumentParties = {
  operatorName: 'ООО «Регоператор»',
  requisites: {
    name: 'ООО «Регоператор»',
    inn: '6950001236',
    kpp: '695001001',
    account: '40702810000000000001',
    bankName: 'ПАО Банк',
    bic: '042809679',
    correspondentAccount: '30101810000000000679',
  },
  supportPhone: undefined,
  numberPersonalAccount: '7700000001',
  payerName: 'Иванов Иван Иванович',
  address: 'г. Тверь, ул. Советская, д. 10, кв. 5',
};

const line: MonthCharges['lines'][number] = {
  serviceId: 'tko',
  serviceName: 'Обращение с ТКО',
  unit: 'person',
  tariff: 12_345,
  norm: '0.178',
  residents: 3,
  area: '54.2',
  quantity: '3',
  accrued: 1_234_567,
  recalculation: -1_000,
  penalty: 0,
  benefit: 0,
  paid: 0,
  debtStart: 0,
  debtEnd: 0,
};

function month(totals: Pick<MonthCharges['totals'], 'paid' | 'debtStart' | 'debtEnd'>): MonthCharges {
  return {
    contragentId: 1,
    period: '2026-04',
    dueDate: '2026-05-10',
    lines: [line],
    totals: {
      accrued: line.accrued,
      recalculation: line.recalculation,
      penalty: 0,
      benefit: 0,
      ...totals,
      toPay: Math.max(totals.debtEnd, 0),
    },
  };
}

/** The document's text as a reader copies it (non-breaking spaces read as spaces). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}

const PAYING = ['Итого к оплате', 'Оплатить до', 'Оплата по QR-коду', 'Чтобы оплатить', 'Назначение платежа'];

describe('the receipt PDF', () => {
  it('of a month with an amount due says what to pay by when and how', async () => {
    const text = await pdfText(await receiptPdf(parties, month({ debtStart: 0, paid: 0, debtEnd: 1_233_567 })));
    for (const words of PAYING) expect(text).toContain(words);
    expect(text).toContain('Итого к оплате: 12 335,67 руб.');
  });

  it('of an overpaid month says so in one sentence, with no second full stop and nothing about paying', async () => {
    const text = await pdfText(await receiptPdf(parties, month({ debtStart: 0, paid: 1_234_567, debtEnd: -1_000 })));
    expect(text).toContain('Переплата (аванс): 10,00 руб. Оплачивать ничего не нужно.');
    expect(text).not.toContain('руб..');
    for (const words of PAYING) expect(text).not.toContain(words);
  });

  it('of a month paid exactly says there is no debt, and nothing about paying', async () => {
    const text = await pdfText(await receiptPdf(parties, month({ debtStart: 0, paid: 1_233_567, debtEnd: 0 })));
    expect(text).toContain('Задолженности нет. Оплачивать ничего не нужно.');
    for (const words of PAYING) expect(text).not.toContain(words);
  });

  it('gives every column of its table its own room: the header words stand apart, the amounts read as in the sentences', async () => {
    const text = await pdfText(await receiptPdf(parties, month({ debtStart: 0, paid: 0, debtEnd: 1_233_567 })));
    expect(text).toContain('Начислено Перерасчёт Пени Льгота Итого, руб.');
    expect(text).not.toMatch(/Начислено\S/);
    expect(text).toContain('Обращение с ТКО чел. 0,178 3 123,45 12 345,67 -10,00 0,00 0,00 12 335,67');
    expect(text).toContain('Начислено за месяц с перерасчётом, пенями и льготами: 12 335,67 руб.');
  });
});

describe('the reconciliation act PDF', () => {
  it('writes its rows’ amounts with thousands apart, exactly as its totals and balances', async () => {
    const totals = (accrued: number, paid: number, debtStart: number) => ({
      accrued,
      recalculation: 0,
      penalty: 0,
      benefit: 0,
      paid,
      debtStart,
      debtEnd: debtStart + accrued - paid,
      toPay: Math.max(debtStart + accrued - paid, 0),
    });
    const months: LedgerMonth[] = [
      { period: '2026-02', dueDate: '2026-03-10', lines: [], totals: totals(1_234_567, 0, 1_000_000) },
      { period: '2026-03', dueDate: '2026-04-10', lines: [], totals: totals(1_234_567, 3_580_245, 2_234_567) },
    ];
    const text = await pdfText(await reconciliationPdf(parties, months));
    expect(text).toContain('февраль 2026 12 345,67 0,00 0,00 22 345,67');
    expect(text).toContain('март 2026 12 345,67 0,00 35 802,45 -1 111,11');
    expect(text).toContain('Итого за период 24 691,34 0,00 35 802,45 -1 111,11');
    expect(text).toContain('Сальдо на 31.03.2026: переплата 1 111,11 руб.');
    expect(text).toContain('Сальдо на 01.02.2026: задолженность 10 000,00 руб.');
    expect(text).not.toMatch(/\d{4},\d{2}/);
  });
});
