import type { BillingSummary, ChargeLine, MonthCharges, PaymentHistoryPage, PaymentRecord } from '@resident/contract';

export const summary = (overrides: Partial<BillingSummary> = {}): BillingSummary => ({
  contragentId: 501,
  numberPersonalAccount: '7700000001',
  isClosed: false,
  debt: 352_075,
  lastCharge: { period: '2026-04', accrued: 26_040, dueDate: '2026-05-25' },
  latestReceiptPeriod: '2026-04',
  pendingPayments: 0,
  pendingAmount: 0,
  ...overrides,
});

const line = (overrides: Partial<ChargeLine>): ChargeLine => ({
  serviceId: 'tko',
  serviceName: 'Обращение с ТКО',
  unit: 'person',
  tariff: 13_020,
  norm: '0.158',
  residents: 2,
  area: '54.3',
  quantity: '2',
  accrued: 26_040,
  recalculation: 0,
  penalty: 0,
  benefit: 0,
  paid: 0,
  debtStart: 326_035,
  debtEnd: 352_075,
  ...overrides,
});

export const april: MonthCharges = {
  contragentId: 501,
  period: '2026-04',
  dueDate: '2026-05-25',
  lines: [
    line({}),
    line({
      serviceId: 'kgm',
      serviceName: 'Вывоз КГМ',
      unit: 'm2',
      tariff: 150,
      norm: null,
      quantity: '54.3',
      accrued: 8_145,
      recalculation: -1_000,
      penalty: 120,
      benefit: 500,
      paid: 2_000,
      debtStart: 10_000,
      debtEnd: 14_765,
    }),
  ],
  totals: {
    accrued: 34_185,
    recalculation: -1_000,
    penalty: 120,
    benefit: 500,
    paid: 2_000,
    debtStart: 336_035,
    debtEnd: 366_840,
    toPay: 366_840,
  },
};

export const periods = { periods: ['2026-04', '2026-03', '2026-02'] };

export const history = (content: PaymentRecord[]): PaymentHistoryPage => ({
  content,
  page: 1,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  totals: {
    paid: content
      .filter((line) => line.kind !== 'refund' && line.status === 'succeeded')
      .reduce((sum, line) => sum + line.amount, 0),
    refunded: content.filter((line) => line.kind === 'refund').reduce((sum, line) => sum + line.amount, 0),
  },
});

export const record = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 1,
  kind: 'bill',
  createdAt: '2026-04-10T09:30:00Z',
  amount: 150_000,
  status: 'succeeded',
  purpose: 'charges',
  channel: 'card',
  description: 'Оплата картой',
  order: null,
  receiptId: null,
  ...overrides,
});
