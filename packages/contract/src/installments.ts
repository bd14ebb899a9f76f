import { z } from 'zod';
import { IsoDateSchema, KopecksSchema } from './billing.ts';
import { IdSchema } from './user.ts';

/**
 * The installments registry (рассрочка) of one account: client/{contragentId}/installments (v3
 * base). Money is integer kopecks. The conditions and the schedule live in limits/installments.ts;
 * the operator API checks them again and refuses with the condition named.
 */

export const ScheduledPaymentStatusSchema = z.enum(['paid', 'due', 'overdue']);

/** One row of an agreement's schedule; `status` is computed from the operator's clock. */
export const InstallmentPaymentSchema = z.object({
  /** 1-based; 1 is the first payment. */
  number: z.number().int().positive(),
  dueDate: IsoDateSchema,
  amount: KopecksSchema,
  paidAmount: KopecksSchema,
  /** When it was paid in full (ISO date-time), or null. */
  paidAt: z.string().nullable(),
  status: ScheduledPaymentStatusSchema,
});

export const InstallmentAgreementSchema = z.object({
  id: IdSchema,
  /** «РС-000001»: the agreement's number as printed. */
  number: z.string(),
  /** The day it was concluded, the first payment's due date. */
  concludedOn: IsoDateSchema,
  /** The debt it spreads. */
  debt: KopecksSchema,
  months: z.number().int().positive(),
  paid: KopecksSchema,
  /** What is left to pay: debt − paid. */
  remaining: KopecksSchema,
  /** The sum of the overdue rows' unpaid parts. */
  overdue: KopecksSchema,
  status: z.enum(['active', 'completed']),
  payments: z.array(InstallmentPaymentSchema),
});

export const InstallmentApplicationStatusSchema = z.enum(['pending', 'approved', 'refused']);

export const InstallmentApplicationSchema = z.object({
  id: IdSchema,
  /** ISO date-time it was sent. */
  createdAt: z.string(),
  /** The account's debt when it was sent. */
  debt: KopecksSchema,
  firstPayment: KopecksSchema,
  months: z.number().int().positive(),
  status: InstallmentApplicationStatusSchema,
  /** Why the operator refused, for status 'refused'. */
  refusalReason: z.string().nullable(),
  /** The agreement it became, for status 'approved'. */
  agreementId: IdSchema.nullable(),
  /** ISO date-time of the decision, or null while pending. */
  decidedAt: z.string().nullable(),
});

/** GET client/{contragentId}/installments. */
export const InstallmentsSchema = z.object({
  contragentId: IdSchema,
  /** The account's current debt as billing computes it: what an application spreads. */
  debt: KopecksSchema,
  agreements: z.array(InstallmentAgreementSchema),
  /** Newest first. */
  applications: z.array(InstallmentApplicationSchema),
});

/**
 * POST client/{contragentId}/installments/applications. Only the shape is checked here; the
 * conditions (debt, first payment share, months) are checked by the route, which names the one
 * broken in a 400.
 */
export const InstallmentApplicationBodySchema = z.object({
  firstPayment: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  months: z.number().int().positive().max(120),
});

/** The operator's view (/api/admin/installments): whose application it is. */
export const AdminInstallmentApplicationSchema = InstallmentApplicationSchema.extend({
  contragentId: IdSchema,
  numberPersonalAccount: z.string(),
  login: z.string().nullable(),
});
export const AdminInstallmentApplicationsSchema = z.array(AdminInstallmentApplicationSchema);
export const AdminInstallmentsQuerySchema = z.object({ status: InstallmentApplicationStatusSchema.optional() });

/** POST /api/admin/installments/{id}/refuse. */
export const AdminRefuseInstallmentBodySchema = z.object({
  reason: z.string().trim().min(1, 'Укажите причину отказа').max(1000, 'Не более 1 000 символов'),
});

export type ScheduledPaymentStatusValue = z.infer<typeof ScheduledPaymentStatusSchema>;
export type InstallmentPayment = z.infer<typeof InstallmentPaymentSchema>;
export type InstallmentAgreement = z.infer<typeof InstallmentAgreementSchema>;
export type InstallmentApplicationStatus = z.infer<typeof InstallmentApplicationStatusSchema>;
export type InstallmentApplication = z.infer<typeof InstallmentApplicationSchema>;
export type Installments = z.infer<typeof InstallmentsSchema>;
export type InstallmentApplicationBody = z.infer<typeof InstallmentApplicationBodySchema>;
export type AdminInstallmentApplication = z.infer<typeof AdminInstallmentApplicationSchema>;
export type AdminRefuseInstallmentBody = z.infer<typeof AdminRefuseInstallmentBodySchema>;
