import { z } from 'zod';
import { IsoDateSchema, KopecksSchema } from './billing.ts';
import { PAYMENT_MAX_KOPECKS } from './limits/payments.ts';
import { IdSchema } from './user.ts';

/** 'court': a case in court; 'claim': a pre-trial claim (претензия). */
export const LitigationKindSchema = z.enum(['court', 'claim']);
/** Where the case stands, from the claim sent to the closed case. */
export const LitigationStatusSchema = z.enum(['claim-sent', 'filed', 'hearing', 'decided', 'enforcement', 'closed']);

export const HearingSchema = z.object({
  id: IdSchema,
  /** ISO date-time (UTC); the portal shows it in the resident's time. */
  startsAt: z.string(),
  /** Зал судебных заседаний, e.g. '12'; null when the court has not named it. */
  courtRoom: z.string().nullable(),
  description: z.string(),
});

export const LitigationDocumentSchema = z.object({
  id: IdSchema,
  title: z.string(),
  fileName: z.string(),
  issuedAt: IsoDateSchema,
});

/** The state duty (госпошлина) the court put on the resident in one case. */
export const CaseStateDutySchema = z.object({
  amount: KopecksSchema,
  paid: z.boolean(),
});

export const LitigationCaseSchema = z.object({
  id: IdSchema,
  kind: LitigationKindSchema,
  number: z.string(),
  /** null for a pre-trial claim. */
  court: z.string().nullable(),
  subject: z.string(),
  claimed: KopecksSchema,
  /** null until the court decides. */
  awarded: KopecksSchema.nullable(),
  stateDuty: CaseStateDutySchema.nullable(),
  status: LitigationStatusSchema,
  /** The enforcement proceedings in words; null when there are none. */
  enforcementStage: z.string().nullable(),
  openedAt: IsoDateSchema,
  /** Ordered by time. */
  hearings: z.array(HearingSchema),
  documents: z.array(LitigationDocumentSchema),
});

/**
 * GET client/{contragentId}/litigation — the account's cases and claims (newest first) and its
 * state-duty debt: `debt` is the user record's stateDutyDebt flag, `unpaid` the sum still to pay
 * through POST …/litigation/state-duty/order.
 */
export const LitigationSchema = z.object({
  cases: z.array(LitigationCaseSchema),
  stateDuty: z.object({ debt: z.boolean(), unpaid: KopecksSchema }),
});

export const LitigationDocumentParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  documentId: z.coerce.number().int().positive(),
});

/**
 * POST client/{contragentId}/litigation/state-duty/order — the order (kind 'state-duty') for the
 * unpaid duty: pay it with purpose 'state-duty', this orderId and exactly this amount.
 */
export const StateDutyOrderSchema = z.object({ orderId: IdSchema, amount: KopecksSchema });

/**
 * PUT /api/admin/litigation-cases/{id}/state-duty (the operator's side) — the state duty a court put
 * on the resident in this case, kopecks; the account's state-duty debt flag is set with it.
 */
export const AdminStateDutyBodySchema = z.object({
  amount: KopecksSchema.refine((value) => value > 0 && value <= PAYMENT_MAX_KOPECKS, {
    message: 'Сумма госпошлины должна быть больше нуля',
  }),
});

export type LitigationKind = z.infer<typeof LitigationKindSchema>;
export type LitigationStatus = z.infer<typeof LitigationStatusSchema>;
export type Hearing = z.infer<typeof HearingSchema>;
export type LitigationDocument = z.infer<typeof LitigationDocumentSchema>;
export type LitigationCase = z.infer<typeof LitigationCaseSchema>;
export type Litigation = z.infer<typeof LitigationSchema>;
export type StateDutyOrder = z.infer<typeof StateDutyOrderSchema>;
export type AdminStateDutyBody = z.infer<typeof AdminStateDutyBodySchema>;
