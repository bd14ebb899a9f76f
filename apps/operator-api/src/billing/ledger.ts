import type { BillingUnit, ChargeLine, ChargeTotals, MonthCharges } from '@resident/contract';
import { dueDateOf, periodOf } from './period.ts';

/** A stored ledger line with its service (what the database holds; paid and debts are derived). */
export interface StoredLine {
  period: string;
  serviceId: string;
  serviceName: string;
  unit: BillingUnit;
  tariff: number;
  norm: string | null;
  residents: number;
  area: string;
  quantity: string;
  accrued: number;
  recalculation: number;
  penalty: number;
  benefit: number;
}

export interface SettledPayment {
  amount: number;
  settledAt: number;
  /** The billed service the resident paid (service payment); absent: the account as a whole. */
  serviceId?: string | null;
}

export type LedgerMonth = Omit<MonthCharges, 'contragentId'>;

/** What a line adds to the debt before payments. */
export const chargedOf = (line: Pick<StoredLine, 'accrued' | 'recalculation' | 'penalty' | 'benefit'>) =>
  line.accrued + line.recalculation + line.penalty - line.benefit;

/** What a month was paid: for the account as a whole, and for named services. */
interface MonthPaid {
  general: number;
  byService: Map<string, number>;
}

/**
 * Each succeeded payment counts in the ledger month it settled in. A payment before the first
 * month counts in the first, one after the last month (the month is not charged yet, or the account
 * is closed) in the last, one in a month without charges in the next charged month: every payment
 * lowers the debt somewhere, and the sum of the months' paid is the sum of the payments.
 */
function paidByPeriod(periods: readonly string[], payments: readonly SettledPayment[]): Map<string, MonthPaid> {
  const paid = new Map<string, MonthPaid>(periods.map((period) => [period, { general: 0, byService: new Map() }]));
  const last = periods.at(-1);
  if (last === undefined) return paid;
  for (const payment of payments) {
    const settled = periodOf(payment.settledAt);
    const month = paid.get(periods.find((period) => period >= settled) ?? last);
    if (!month) continue;
    if (payment.serviceId)
      month.byService.set(payment.serviceId, (month.byService.get(payment.serviceId) ?? 0) + payment.amount);
    else month.general += payment.amount;
  }
  return paid;
}

/**
 * A month's payment split over its services: each service's debt first, in the services' order,
 * then what is left (an advance) to the first service. The parts add up to the payment exactly.
 */
function allocate(paid: number, owed: readonly number[]): number[] {
  let left = paid;
  const parts = owed.map((debt) => {
    const part = Math.min(Math.max(debt, 0), Math.max(left, 0));
    left -= part;
    return part;
  });
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + left;
  return parts;
}

const ZERO_TOTALS: Omit<ChargeTotals, 'toPay'> = {
  accrued: 0,
  recalculation: 0,
  penalty: 0,
  benefit: 0,
  paid: 0,
  debtStart: 0,
  debtEnd: 0,
};

/**
 * The ledger month by month, oldest first: debt at the start (the previous month's end, the
 * account's opening debt for the first), the month's charges, what was paid, the debt at the end;
 * per service and in total. A service with debt but no line in a month still gets a line (no
 * charges), so its debt never drops out of the totals.
 */
export function computeLedger(
  openingDebt: number,
  lines: readonly StoredLine[],
  payments: readonly SettledPayment[],
): LedgerMonth[] {
  const byPeriod = new Map<string, StoredLine[]>();
  for (const line of lines) {
    const month = byPeriod.get(line.period);
    if (month) month.push(line);
    else byPeriod.set(line.period, [line]);
  }
  const periods = [...byPeriod.keys()].sort();
  const paid = paidByPeriod(periods, payments);
  const serviceDebt = new Map<string, { debt: number; line: StoredLine }>();
  const months: LedgerMonth[] = [];

  periods.forEach((period, index) => {
    const stored = byPeriod.get(period) ?? [];
    const present = new Set(stored.map((line) => line.serviceId));
    const carried = [...serviceDebt.values()]
      .filter(({ debt, line }) => debt !== 0 && !present.has(line.serviceId))
      .map(({ line }) => ({
        ...line,
        period,
        tariff: 0,
        residents: 0,
        area: '0',
        quantity: '0',
        accrued: 0,
        recalculation: 0,
        penalty: 0,
        benefit: 0,
      }));
    const monthLines = [...stored, ...carried];
    const starts = monthLines.map((line) => serviceDebt.get(line.serviceId)?.debt ?? 0);
    // The opening debt belongs to the first month's first service.
    if (index === 0 && starts.length > 0) starts[0] = (starts[0] ?? 0) + openingDebt;
    const before = monthLines.map((line, i) => (starts[i] ?? 0) + chargedOf(line));
    // A payment for a named service goes to that service whole (beyond its debt: its advance); the
    // rest, and a payment for a service the month does not have, is split as the account's.
    const { general = 0, byService = new Map<string, number>() } = paid.get(period) ?? {};
    const named = monthLines.map((line) => byService.get(line.serviceId) ?? 0);
    const billed = new Set(monthLines.map((line) => line.serviceId));
    const unmatched = [...byService].reduce(
      (sum, [serviceId, amount]) => (billed.has(serviceId) ? sum : sum + amount),
      0,
    );
    const shared = allocate(
      general + unmatched,
      before.map((debt, i) => debt - (named[i] ?? 0)),
    );
    const parts = shared.map((part, i) => part + (named[i] ?? 0));

    const charged: ChargeLine[] = monthLines.map((line, i) => {
      const debtStart = starts[i] ?? 0;
      const linePaid = parts[i] ?? 0;
      const debtEnd = (before[i] ?? 0) - linePaid;
      serviceDebt.set(line.serviceId, { debt: debtEnd, line });
      return {
        serviceId: line.serviceId,
        serviceName: line.serviceName,
        unit: line.unit,
        tariff: line.tariff,
        norm: line.norm,
        residents: line.residents,
        area: line.area,
        quantity: line.quantity,
        accrued: line.accrued,
        recalculation: line.recalculation,
        penalty: line.penalty,
        benefit: line.benefit,
        paid: linePaid,
        debtStart,
        debtEnd,
      };
    });
    const sums = charged.reduce(
      (total, line) => ({
        accrued: total.accrued + line.accrued,
        recalculation: total.recalculation + line.recalculation,
        penalty: total.penalty + line.penalty,
        benefit: total.benefit + line.benefit,
        paid: total.paid + line.paid,
        debtStart: total.debtStart + line.debtStart,
        debtEnd: total.debtEnd + line.debtEnd,
      }),
      ZERO_TOTALS,
    );
    months.push({
      period,
      dueDate: dueDateOf(period),
      lines: charged,
      totals: { ...sums, toPay: Math.max(sums.debtEnd, 0) },
    });
  });
  return months;
}
