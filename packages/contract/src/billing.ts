import { z } from 'zod';
import { PageQuerySchema, pageOf } from './paging.ts';
import { IdSchema } from './user.ts';

/**
 * Money is integer kopecks from the database to the screen (design.md §3, "Money"): never a float,
 * formatted only at the edge. Signed where a debt can turn into an overpayment.
 */
export const KopecksSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** A billing month, 'YYYY-MM'. */
export const PeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Период в формате ГГГГ-ММ');
/** A calendar date, 'YYYY-MM-DD' (spec §9 ISO format). */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД');
/**
 * A non-money quantity with a fractional part (area in m², a norm in m³), as a decimal string with
 * '.' (spec §5 number format) so that no float rounding reaches the ledger.
 */
export const DecimalSchema = z.string().regex(/^\d+(\.\d{1,3})?$/);

export const BillingUnitSchema = z.enum(['person', 'm2']);

/** Path of every call about one month: client/{contragentId}/billing/…/{period}. */
export const BillingPeriodParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  period: PeriodSchema,
});

/**
 * GET client/{contragentId}/billing/summary — the dashboard's money view and billing's header.
 * `debt` > 0: the resident owes; < 0: an overpayment (аванс); 0: settled.
 */
export const BillingSummarySchema = z.object({
  contragentId: IdSchema,
  numberPersonalAccount: z.string(),
  isClosed: z.boolean(),
  debt: KopecksSchema,
  /** The last month charged, or null for an account without charges yet. */
  lastCharge: z.object({ period: PeriodSchema, accrued: KopecksSchema, dueDate: IsoDateSchema }).nullable(),
  /** The newest month whose receipt can be opened. */
  latestReceiptPeriod: PeriodSchema.nullable(),
  /** Payments sent to the acquirer and not yet settled: shown as pending, never as paid. */
  pendingPayments: z.number().int().nonnegative(),
  pendingAmount: KopecksSchema,
});

/** GET client/{contragentId}/billing/periods — months with a ledger, newest first. */
export const BillingPeriodsSchema = z.object({ periods: z.array(PeriodSchema) });

/** One service's line of a month (design.md §3: tariff, norm/volume, residents, area, penalties, benefits). */
export const ChargeLineSchema = z.object({
  serviceId: z.string(),
  /** e.g. 'Обращение с ТКО'. */
  serviceName: z.string(),
  /** What the tariff is per: a resident or a square metre. */
  unit: BillingUnitSchema,
  /** Kopecks per unit per month. */
  tariff: KopecksSchema,
  /** The accumulation norm in m³ per unit per month, or null where the volume is metered. */
  norm: DecimalSchema.nullable(),
  residents: z.number().int().nonnegative(),
  /** m². */
  area: DecimalSchema,
  /** The units billed: the residents or the area. */
  quantity: DecimalSchema,
  accrued: KopecksSchema,
  /** Negative when the operator gave money back for the month (перерасчёт). */
  recalculation: KopecksSchema,
  penalty: KopecksSchema,
  benefit: KopecksSchema,
  paid: KopecksSchema,
  debtStart: KopecksSchema,
  /** debtStart + accrued + recalculation + penalty − benefit − paid. */
  debtEnd: KopecksSchema,
});

export const ChargeTotalsSchema = ChargeLineSchema.pick({
  accrued: true,
  recalculation: true,
  penalty: true,
  benefit: true,
  paid: true,
  debtStart: true,
  debtEnd: true,
}).extend({
  /** What the receipt asks for: max(debtEnd, 0). */
  toPay: KopecksSchema,
});

/** GET client/{contragentId}/billing/charges/{period}. */
export const MonthChargesSchema = z.object({
  contragentId: IdSchema,
  period: PeriodSchema,
  dueDate: IsoDateSchema,
  lines: z.array(ChargeLineSchema),
  totals: ChargeTotalsSchema,
});

export const PaymentStatusSchema = z.enum(['created', 'pending', 'succeeded', 'failed', 'expired']);
/** What a payment pays for: the account's charges, a state duty (litigation) or an ordered service. */
export const PaymentPurposeSchema = z.enum(['charges', 'state-duty', 'service']);
export const PaymentChannelSchema = z.enum(['card', 'bank', 'autopay', 'cash']);

/**
 * What a line of the history paid: the bill (the account's charges: the only kind that lowers the
 * debt), an ordered service, a state duty, an installment (a bill payment on an account with an
 * installment agreement), or a refund (money given back from one of the account's payments).
 */
export const PaymentKindSchema = z.enum(['bill', 'order', 'state-duty', 'installment', 'refund']);

/** A payment, or a refund, as listed in the history. */
export const PaymentRecordSchema = z.object({
  /** The payment's id; for kind 'refund' the refund's own id (keys are unique per kind). */
  id: IdSchema,
  kind: PaymentKindSchema,
  /** ISO date-time. */
  createdAt: z.string(),
  /** Kopecks, > 0 also for a refund (its kind says the money went back). */
  amount: KopecksSchema,
  status: PaymentStatusSchema,
  purpose: PaymentPurposeSchema,
  channel: PaymentChannelSchema,
  /** e.g. 'Оплата картой', 'Платёж через банк'; a refund's reason ('Досрочный возврат контейнера 05.12.2026'). */
  description: z.string(),
  /** The order paid or refunded, as it is called ('Вывоз отходов: строительные отходы, 2,5 м³, …'); null for the bill. */
  order: z.string().nullable(),
  /** The fiscal receipt (54-ФЗ) once the register has made it: billing/fiscal-receipts/{receiptId}. */
  receiptId: IdSchema.nullable(),
});

/** GET client/{contragentId}/billing/payments — the history with a period filter (dates inclusive) and a kind. */
export const PaymentHistoryQuerySchema = PageQuerySchema.extend({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  kind: PaymentKindSchema.optional(),
});

/** The filter's money: succeeded payments and refunds, kopecks. */
export const PaymentTotalsSchema = z.object({ paid: KopecksSchema, refunded: KopecksSchema });
export const PaymentHistoryPageSchema = pageOf(PaymentRecordSchema).extend({ totals: PaymentTotalsSchema });

/** GET client/{contragentId}/billing/payments/export — the same filter, a file (Content-Disposition: attachment). */
export const PaymentExportQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  kind: PaymentKindSchema.optional(),
  format: z.enum(['csv', 'xlsx']),
});

/** GET client/{contragentId}/billing/fiscal-receipts/{receiptId} — one of the account's cash receipts, a download. */
export const FiscalReceiptParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  receiptId: z.coerce.number().int().positive(),
});

/** GET client/{contragentId}/billing/reconciliation — акт сверки for whole months, a PDF. */
export const ReconciliationQuerySchema = z.object({ from: PeriodSchema, to: PeriodSchema });

/**
 * POST client/{contragentId}/billing/receipts/{period}/send — «Не получил квитанцию»: the receipt is
 * written to the outbox for the account's email; the answer names the address masked.
 */
export const ReceiptSentSchema = z.object({ sentTo: z.string() });

export type Kopecks = z.infer<typeof KopecksSchema>;
export type Period = z.infer<typeof PeriodSchema>;
export type BillingUnit = z.infer<typeof BillingUnitSchema>;
export type BillingPeriodParams = z.infer<typeof BillingPeriodParamsSchema>;
export type BillingSummary = z.infer<typeof BillingSummarySchema>;
export type BillingPeriods = z.infer<typeof BillingPeriodsSchema>;
export type ChargeLine = z.infer<typeof ChargeLineSchema>;
export type ChargeTotals = z.infer<typeof ChargeTotalsSchema>;
export type MonthCharges = z.infer<typeof MonthChargesSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type PaymentPurpose = z.infer<typeof PaymentPurposeSchema>;
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;
export type PaymentKind = z.infer<typeof PaymentKindSchema>;
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
export type PaymentTotals = z.infer<typeof PaymentTotalsSchema>;
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPageSchema>;
export type FiscalReceiptParams = z.infer<typeof FiscalReceiptParamsSchema>;
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuerySchema>;
export type PaymentExportQuery = z.infer<typeof PaymentExportQuerySchema>;
export type ReconciliationQuery = z.infer<typeof ReconciliationQuerySchema>;
export type ReceiptSent = z.infer<typeof ReceiptSentSchema>;
