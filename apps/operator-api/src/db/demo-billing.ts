import type { PaymentChannel, PaymentStatus } from '@resident/contract';
import { chargedOf } from '../billing/ledger.ts';
import type { StoredLine } from '../billing/ledger.ts';
import { addMonths, momentIn } from '../billing/period.ts';

/** The one service a regional waste operator bills. */
export const DEMO_SERVICE = { id: 'tko', name: 'Обращение с ТКО', unit: 'person', sortOrder: 10 } as const;

/**
 * Tariffs per resident per month in kopecks, as a Тверь region operator's tariffs moved with the
 * yearly indexations (the 2022 one came in December); the norm is about 2.13 m³ a year per resident.
 */
export const DEMO_TARIFFS: readonly { validFrom: string; tariff: number; norm: string }[] = [
  { validFrom: '2019-01', tariff: 11_120, norm: '0.178' },
  { validFrom: '2019-07', tariff: 11_450, norm: '0.178' },
  { validFrom: '2020-07', tariff: 11_920, norm: '0.178' },
  { validFrom: '2021-07', tariff: 12_430, norm: '0.178' },
  { validFrom: '2022-12', tariff: 13_600, norm: '0.178' },
  { validFrom: '2024-07', tariff: 14_980, norm: '0.178' },
  { validFrom: '2025-07', tariff: 16_630, norm: '0.178' },
  { validFrom: '2026-07', tariff: 17_960, norm: '0.178' },
];

/** How many months a demo account's ledger has when it is first seeded (the last is the current one). */
export const DEMO_LEDGER_MONTHS = 48;

type Payer =
  /** Pays the previous month's bill early every month. */
  | { kind: 'regular'; channels: readonly PaymentChannel[] }
  /** Pays like a regular payer, then stops: the debt and the penalties grow. */
  | { kind: 'stops'; after: number; channels: readonly PaymentChannel[]; partial?: { at: number; amount: number } }
  /** Pays a round sum now and then, less than is charged, then stops. */
  | { kind: 'irregular'; every: number; amount: number; until: number; channels: readonly PaymentChannel[] }
  /** Autopay of a fixed sum above the charge: an advance that grows. */
  | { kind: 'fixed'; amount: number; channel: PaymentChannel };

export interface DemoBillingAccount {
  contragentId: number;
  /** The account number it must have: the seed never writes a ledger into someone else's account. */
  numberPersonalAccount: string;
  residents: number;
  area: string;
  payer: Payer;
  /** Percent of the accrual a benefit (льгота) covers. */
  benefitPercent?: number;
  /** Month index (from the first ledger month) with a negative recalculation: one resident away for two months. */
  recalculationAt?: number;
  /** Penalties (пени) on the overdue debt. */
  penalties?: boolean;
  /** Month index of the last month charged: the account is closed after it. */
  closesAt?: number;
  /** Month index with a declined card payment before the one that went through. */
  declinedAt?: number;
}

/** The ledger of every demo account (ids and numbers of demo-residents.ts). */
export const demoBillingAccounts: readonly DemoBillingAccount[] = [
  // resident@demo.ru, account 1: pays on time; the absence request of the demo was granted.
  {
    contragentId: 1,
    numberPersonalAccount: '7700000001',
    residents: 3,
    area: '54.3',
    payer: { kind: 'regular', channels: ['card', 'card', 'bank'] },
    recalculationAt: 44,
    declinedAt: 30,
  },
  // resident@demo.ru, account 2: stopped paying, went to court (state duty).
  {
    contragentId: 2,
    numberPersonalAccount: '7700000002',
    residents: 2,
    area: '38.6',
    payer: { kind: 'stops', after: 20, channels: ['bank'], partial: { at: 33, amount: 100_000 } },
    penalties: true,
  },
  // pending@demo.ru: a pensioner with a 50 % benefit, pays at the bank.
  {
    contragentId: 3,
    numberPersonalAccount: '7700000003',
    residents: 1,
    area: '31.2',
    payer: { kind: 'regular', channels: ['bank'] },
    benefitPercent: 50,
  },
  // closed@demo.ru: sold the flat; the account was closed eight months before the demo's month, settled.
  {
    contragentId: 4,
    numberPersonalAccount: '7700000004',
    residents: 2,
    area: '44.0',
    payer: { kind: 'regular', channels: ['card'] },
    closesAt: 39,
  },
  // debtor@demo.ru: paid a little now and then, then nothing; penalties, state duty.
  {
    contragentId: 5,
    numberPersonalAccount: '7700000005',
    residents: 4,
    area: '62.8',
    payer: { kind: 'irregular', every: 3, amount: 150_000, until: 14, channels: ['cash', 'bank'] },
    penalties: true,
  },
  // plain@demo.ru: autopay of 400 ₽ a month, more than the charge: an overpayment.
  {
    contragentId: 6,
    numberPersonalAccount: '7700000006',
    residents: 2,
    area: '47.5',
    payer: { kind: 'fixed', amount: 40_000, channel: 'autopay' },
  },
];

/** A ledger line as the seed writes it: the service's name and unit live in billing_services. */
export type PlannedLine = Omit<StoredLine, 'serviceName' | 'unit'>;

export interface PlannedPayment {
  amount: number;
  status: PaymentStatus;
  channel: PaymentChannel;
  description: string;
  createdAt: number;
  settledAt: number;
}

export interface BillingPlan {
  lines: PlannedLine[];
  payments: PlannedPayment[];
}

export function tariffAt(period: string): { tariff: number; norm: string } {
  let current = DEMO_TARIFFS[0];
  for (const tariff of DEMO_TARIFFS) if (tariff.validFrom <= period) current = tariff;
  if (!current) throw new Error('no demo tariffs');
  return current;
}

/** A small deterministic generator (mulberry32) per account and month: same seed, same figures. */
function randomFor(contragentId: number, period: string): () => number {
  let state = contragentId * 100_003 + Number(period.replace('-', ''));
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DESCRIPTIONS: Record<PaymentChannel, string> = {
  card: 'Оплата картой',
  bank: 'Платёж через банк',
  autopay: 'Автоплатёж с карты',
  cash: 'Оплата наличными в отделении Почты России',
};

function paymentIn(period: string, amount: number, channel: PaymentChannel, random: () => number): PlannedPayment {
  // Early in the month (before the 10th, when the bill is due), in the daytime.
  const day = 2 + Math.floor(random() * 7);
  const createdAt = momentIn(period, day, 9 + Math.floor(random() * 11), Math.floor(random() * 60));
  // A bank or post office transfer reaches the operator the next morning; a card payment in a minute and a half.
  const settledAt = channel === 'bank' || channel === 'cash' ? momentIn(period, day + 1, 10, 0) : createdAt + 90_000;
  return { amount, status: 'succeeded', channel, description: DESCRIPTIONS[channel], createdAt, settledAt };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** What the account pays in month `index` (the previous month's bill), or nothing. */
function amountPaid(account: DemoBillingAccount, index: number, previousToPay: number): number {
  const { payer } = account;
  if (index === 0) return 0;
  switch (payer.kind) {
    case 'regular':
      return previousToPay;
    case 'stops':
      if (payer.partial?.at === index) return payer.partial.amount;
      return index <= payer.after ? previousToPay : 0;
    case 'irregular':
      return index <= payer.until && index % payer.every === 0 ? payer.amount : 0;
    case 'fixed':
      return payer.amount;
  }
}

function channelsOf(payer: Payer): readonly PaymentChannel[] {
  return payer.kind === 'fixed' ? [payer.channel] : payer.channels;
}

/**
 * The demo ledger of one account from `opening` to `end` (both included), with the payments that
 * settled it: charges at the tariff of each month, the benefit, the recalculation month, penalties
 * on the overdue debt, and the payer's habit. Nothing dated after `now` is planned. Deterministic:
 * the same account, months and `now` give the same figures.
 */
export function planDemoBilling(account: DemoBillingAccount, opening: string, end: string, now: number): BillingPlan {
  const lines: PlannedLine[] = [];
  const payments: PlannedPayment[] = [];
  let debt = 0;
  let previousCharged = 0;
  let previousToPay = 0;
  const lastCharged = account.closesAt === undefined ? end : minPeriod(addMonths(opening, account.closesAt), end);

  for (let index = 0; ; index += 1) {
    const period = addMonths(opening, index);
    if (period > end) break;
    const random = randomFor(account.contragentId, period);
    const paid = amountPaid(account, index, previousToPay);
    const monthPayments: PlannedPayment[] = [];
    if (paid > 0) {
      const channel = pick(channelsOf(account.payer), random);
      const payment = paymentIn(period, paid, channel, random);
      // A declined card five minutes before the payment that went through.
      if (account.declinedAt === index) {
        monthPayments.push({
          ...payment,
          channel: 'card',
          description: DESCRIPTIONS.card,
          status: 'failed',
          createdAt: payment.createdAt - 300_000,
          settledAt: payment.createdAt - 270_000,
        });
      }
      monthPayments.push(payment);
    }
    const settled = monthPayments.filter((payment) => payment.createdAt <= now && payment.settledAt <= now);
    payments.push(...settled);
    const paidNow = settled
      .filter((payment) => payment.status === 'succeeded')
      .reduce((sum, payment) => sum + payment.amount, 0);

    // A closed account: the final bill is paid the month after the last one; nothing is charged then.
    if (period > lastCharged) break;
    const { tariff, norm } = tariffAt(period);
    const accrued = tariff * account.residents;
    const benefit = Math.round((accrued * (account.benefitPercent ?? 0)) / 100);
    const recalculation =
      account.recalculationAt === index
        ? -(tariffAt(addMonths(period, -1)).tariff + tariffAt(addMonths(period, -2)).tariff)
        : 0;
    // The previous month's bill is not overdue before the 10th; older debt is. 0.95 % a month of it.
    const overdue = Math.max(debt - previousCharged, 0);
    const penalty = account.penalties ? Math.round((overdue * 95) / 10_000) : 0;
    const line: PlannedLine = {
      period,
      serviceId: DEMO_SERVICE.id,
      tariff,
      norm,
      residents: account.residents,
      area: account.area,
      quantity: String(account.residents),
      accrued,
      recalculation,
      penalty,
      benefit,
    };
    lines.push(line);
    previousCharged = chargedOf(line);
    debt += previousCharged - paidNow;
    previousToPay = Math.max(debt, 0);
  }
  return { lines, payments };
}

function minPeriod(a: string, b: string): string {
  return a < b ? a : b;
}
