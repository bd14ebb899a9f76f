import { z } from 'zod';
import { IsoDateSchema, KopecksSchema, PaymentStatusSchema, PeriodSchema } from './billing.ts';
import { AUTOPAY_LIMITS, AUTOPAY_PROBLEMS, AUTOPAY_TEXTS } from './limits/autopay.ts';
import { PAYMENT_MAX_KOPECKS } from './limits/payments.ts';
import { IdSchema } from './user.ts';

/**
 * Service payment and autopay. A resident pays any service the account is billed for
 * with the amount they choose (POST client/{contragentId}/payments, purpose 'charges' with the
 * service's `serviceId`), and may let the operator charge the account's debt from a saved card
 * every month: on a day of the month or when a receipt arrives, never more than a maximum.
 */

/** A service the account is billed for and where it stands in the newest receipt. */
export const BilledServiceSchema = z.object({
  /** e.g. 'tko'; the `serviceId` of a payment for it. */
  id: z.string(),
  /** e.g. 'Обращение с ТКО'. */
  name: z.string(),
  /** Kopecks at the end of the newest month: > 0 owed, < 0 overpaid, 0 settled. */
  debt: KopecksSchema,
  /** The month of the newest receipt. */
  period: PeriodSchema,
});

/** GET client/{contragentId}/services — the services of the newest receipt, in the receipt's order. */
export const BilledServicesSchema = z.object({ services: z.array(BilledServiceSchema) });

/**
 * A card the acquirer keeps a token of (a payment made with «Сохранить карту для автоплатежа»).
 * Only the mask ever leaves the operator API.
 */
export const SavedCardSchema = z.object({
  id: IdSchema,
  /** e.g. '•••• 4242'. */
  mask: z.string(),
  /** ISO date-time. */
  savedAt: z.string(),
});

/** Why the last due autopayment was not made; the autopay waits until the resident changes it. */
export const AutopayProblemSchema = z.object({
  reason: z.enum(AUTOPAY_PROBLEMS),
  /** What was due, kopecks. */
  amount: KopecksSchema,
  /** ISO date-time. */
  at: z.string(),
  /** In Russian: what happened, that nothing was charged, and what to do. */
  text: z.string(),
});

export const AutopayChargeSchema = z.object({
  paymentId: IdSchema,
  amount: KopecksSchema,
  status: PaymentStatusSchema,
  /** ISO date-time. */
  at: z.string(),
});

const day = z
  .number()
  .int()
  .min(AUTOPAY_LIMITS.dayMin, AUTOPAY_TEXTS.dayRange)
  .max(AUTOPAY_LIMITS.dayMax, AUTOPAY_TEXTS.dayRange);

/** The autopay of an account (one per account, whichever of its holders set it up). */
export const AutopaySchema = z.object({
  enabled: z.boolean(),
  /** Kopecks: a larger debt is not charged. */
  maxAmount: KopecksSchema,
  /** The day of the month (1–28), or null: when a receipt arrives. */
  day: day.nullable(),
  card: SavedCardSchema,
  /** Set when the last due autopayment was not made; cleared by any change of the autopay. */
  problem: AutopayProblemSchema.nullable(),
  /** The next date a day-of-month autopay charges (Moscow); null on receipt, while off or waiting on a problem. */
  nextChargeOn: IsoDateSchema.nullable(),
  /** The newest autopayment made, with its outcome. */
  lastCharge: AutopayChargeSchema.nullable(),
});

/**
 * GET, PUT and DELETE client/{contragentId}/autopay — the account's autopay (null: none) and the
 * caller's saved cards to choose from.
 */
export const AutopayStateSchema = z.object({
  autopay: AutopaySchema.nullable(),
  cards: z.array(SavedCardSchema),
});

const maxAmount = KopecksSchema.refine((value) => value > 0 && value <= PAYMENT_MAX_KOPECKS, {
  message: 'Максимальная сумма должна быть больше 0 и не больше 500 000 ₽',
});

/** The first charge the resident agreed to: exactly what the preview (or the refusal) named. */
export const AutopayConfirmedChargeSchema = z.object({
  on: IsoDateSchema,
  amount: KopecksSchema,
});

/** PUT client/{contragentId}/autopay: sets it up or changes it (and so clears a problem). */
export const AutopayBodySchema = z.object({
  enabled: z.boolean(),
  maxAmount,
  day: day.nullable(),
  /** One of the caller's saved cards. */
  cardId: IdSchema,
  /**
   * Required when the first charge is due within AUTOPAY_LIMITS.confirmWithinDays days of saving:
   * its date and amount as the preview showed them. Missing or different → 409, nothing saved.
   */
  confirmedCharge: AutopayConfirmedChargeSchema.optional(),
});

/**
 * GET client/{contragentId}/autopay/preview: the settings the form holds (day absent: «при
 * поступлении квитанции»).
 */
export const AutopayPreviewQuerySchema = z.object({
  maxAmount: z.coerce.number().pipe(maxAmount),
  day: z.coerce.number().pipe(day).optional(),
});

/**
 * What the first charge would do with the debt as it is now; 'next-receipt': on receipt, the newest
 * receipt is charged already, so the next charge comes with the next one (date and debt unknown).
 */
export const AutopayFirstChargeOutcomeSchema = z.enum(['charge', 'nothing-due', 'over-maximum', 'next-receipt']);

/**
 * The first charge of an autopay saved now, by the rule the operator's runs follow: a day of the
 * month charges on the first such day from today on (never a day already past this month); «при
 * поступлении квитанции» charges a receipt not yet charged today, else when the next one arrives.
 */
export const AutopayFirstChargeSchema = z.object({
  /** Moscow date; null with 'next-receipt'. */
  on: IsoDateSchema.nullable(),
  /** Kopecks it would charge with the debt as it is now: 0 when nothing is owed or the debt is over the maximum. */
  amount: KopecksSchema,
  /** The account's debt now (< 0 overpaid). The run charges the debt of its day, up to the maximum. */
  debt: KopecksSchema,
  outcome: AutopayFirstChargeOutcomeSchema,
  /** Saving needs `confirmedCharge` with this date and amount (a charge within AUTOPAY_LIMITS.confirmWithinDays days). */
  needsConfirmation: z.boolean(),
});

export const AutopayPreviewSchema = z.object({ firstCharge: AutopayFirstChargeSchema });

/** DELETE client/cards/{cardId}. */
export const SavedCardParamsSchema = z.object({ cardId: z.coerce.number().int().positive() });
/** What removing a card did: the autopays that charged it are removed with it. */
export const CardRemovedSchema = z.object({ autopayRemoved: z.boolean() });

/** What one run did with one due autopay. */
export const AutopayRunOutcomeSchema = z.enum(['charged', 'declined', 'over-maximum', 'nothing-due']);

/** POST /api/admin/autopay/run (the operator side): the autopays that were due and what became of them. */
export const AutopayRunSchema = z.object({
  results: z.array(
    z.object({
      contragentId: IdSchema,
      numberPersonalAccount: z.string(),
      outcome: AutopayRunOutcomeSchema,
      /** The debt that was due, kopecks. */
      amount: KopecksSchema,
      paymentId: IdSchema.nullable(),
    }),
  ),
  /** The autopays whose resident was reminded by email, in this run, of tomorrow's charge. */
  reminded: z.array(
    z.object({
      contragentId: IdSchema,
      /** The charge's Moscow date. */
      chargeOn: IsoDateSchema,
    }),
  ),
});

export type BilledService = z.infer<typeof BilledServiceSchema>;
export type BilledServices = z.infer<typeof BilledServicesSchema>;
export type SavedCard = z.infer<typeof SavedCardSchema>;
export type AutopayProblemInfo = z.infer<typeof AutopayProblemSchema>;
export type AutopayCharge = z.infer<typeof AutopayChargeSchema>;
export type Autopay = z.infer<typeof AutopaySchema>;
export type AutopayState = z.infer<typeof AutopayStateSchema>;
export type AutopayBody = z.infer<typeof AutopayBodySchema>;
export type AutopayConfirmedCharge = z.infer<typeof AutopayConfirmedChargeSchema>;
export type AutopayPreviewQuery = z.infer<typeof AutopayPreviewQuerySchema>;
export type AutopayFirstCharge = z.infer<typeof AutopayFirstChargeSchema>;
export type AutopayPreview = z.infer<typeof AutopayPreviewSchema>;
export type CardRemoved = z.infer<typeof CardRemovedSchema>;
export type AutopayRunOutcome = z.infer<typeof AutopayRunOutcomeSchema>;
export type AutopayRun = z.infer<typeof AutopayRunSchema>;
