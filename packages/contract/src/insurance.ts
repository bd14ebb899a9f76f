import { z } from 'zod';
import { EmailSchema } from './email.ts';
import { IsoDateSchema, KopecksSchema } from './billing.ts';
import { INSURANCE_STEPS } from './limits/insurance.ts';
import { VALIDATION_MESSAGES } from './limits/messages.ts';
import { IdSchema } from './user.ts';

// The insurance marketplace, on its own base (runtime config `marketplaceBase`,
// default '/api/marketplace/v1/'), authorised by the resident's marketplace token.

export const InsuranceProductKindSchema = z.enum(['property', 'liability']);

/** A programme of a product: what is insured, for how much, for how long and at what price. */
export const InsuranceProgrammeSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  title: z.string(),
  /** Страховая сумма, kopecks. */
  coverage: KopecksSchema,
  /** The full price of the policy, kopecks. */
  price: KopecksSchema,
  periodMonths: z.number().int().positive(),
  /** What the programme covers, one risk per line. */
  risks: z.array(z.string()),
});

export const InsuranceProductSchema = z.object({
  id: IdSchema,
  kind: InsuranceProductKindSchema,
  title: z.string(),
  insurer: z.string(),
  description: z.string(),
  /** Conditions of the product, one per line. */
  conditions: z.array(z.string()),
  /** The lowest programme price, kopecks. */
  priceFrom: KopecksSchema,
  /** The offer (оферта) the resident accepts by paying. */
  offer: z.string(),
  programmes: z.array(InsuranceProgrammeSchema),
});

/** GET products */
export const InsuranceProductsSchema = z.array(InsuranceProductSchema);

const Name = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(100)
  .regex(/^[А-Яа-яЁё][А-Яа-яЁё\s'’-]*$/, VALIDATION_MESSAGES.cyrillicOnly);

/** The insured person (страхователь): the portal prefills it from the profile. */
export const InsuredPersonSchema = z.object({
  lastName: Name,
  firstName: Name,
  middleName: Name.nullable(),
  birthDate: IsoDateSchema,
  /** E.164 of a Russian number. */
  phone: z.string().regex(/^\+7[3-9]\d{9}$/, VALIDATION_MESSAGES.phone),
  email: EmailSchema,
});

export const InsuranceStepSchema = z.enum(INSURANCE_STEPS);

/** The account's unfinished purchase, kept on the server: the resident comes back to the same step. */
export const InsuranceDraftSchema = z.object({
  step: InsuranceStepSchema,
  objectId: IdSchema.nullable(),
  productId: IdSchema.nullable(),
  programmeId: IdSchema.nullable(),
  person: InsuredPersonSchema.nullable(),
  /** ISO date-time of the last change. */
  updatedAt: z.string(),
});

/** PUT accounts/{contragentId}/draft: the whole draft as the flow has it now. */
export const SaveInsuranceDraftBodySchema = z.object({
  step: InsuranceStepSchema,
  objectId: IdSchema.nullable(),
  productId: IdSchema.nullable(),
  programmeId: IdSchema.nullable(),
  person: InsuredPersonSchema.nullable(),
});

export const InsurancePolicyStatusSchema = z.enum(['awaiting-payment', 'active', 'expired', 'cancelled']);

export const InsurancePolicySchema = z.object({
  id: IdSchema,
  /** The insurer's policy number, given when the policy is issued. */
  number: z.string(),
  productTitle: z.string(),
  programmeTitle: z.string(),
  insurer: z.string(),
  objectAddress: z.string(),
  insuredName: z.string(),
  coverage: KopecksSchema,
  price: KopecksSchema,
  status: InsurancePolicyStatusSchema,
  /** The paid policy's period; null while it awaits payment. */
  startsOn: IsoDateSchema.nullable(),
  endsOn: IsoDateSchema.nullable(),
  /** The order (kind 'insurance-policy') that pays it. */
  orderId: IdSchema,
  createdAt: z.string(),
  /** The PDF's file name; null until the policy is paid. */
  fileName: z.string().nullable(),
});

/** GET accounts/{contragentId}/policies, newest first. */
export const InsurancePoliciesSchema = z.array(InsurancePolicySchema);

/**
 * POST accounts/{contragentId}/policies — issues the policy of the confirmed draft and its order:
 * pay it with POST client/{contragentId}/payments (v3), purpose 'service', this orderId and exactly
 * this amount. The offer must be accepted.
 */
export const CreateInsurancePolicyBodySchema = z.object({
  offerAccepted: z.literal(true, { message: 'Примите условия оферты' }),
});

export const InsurancePolicyOrderSchema = z.object({
  policy: InsurancePolicySchema,
  orderId: IdSchema,
  amount: KopecksSchema,
});

export const InsuranceAccountParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
});

export const InsurancePolicyParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  policyId: z.coerce.number().int().positive(),
});

export type InsuranceProductKind = z.infer<typeof InsuranceProductKindSchema>;
export type InsuranceProgramme = z.infer<typeof InsuranceProgrammeSchema>;
export type InsuranceProduct = z.infer<typeof InsuranceProductSchema>;
export type InsuredPerson = z.infer<typeof InsuredPersonSchema>;
export type InsuranceDraft = z.infer<typeof InsuranceDraftSchema>;
export type SaveInsuranceDraftBody = z.infer<typeof SaveInsuranceDraftBodySchema>;
export type InsurancePolicyStatus = z.infer<typeof InsurancePolicyStatusSchema>;
export type InsurancePolicy = z.infer<typeof InsurancePolicySchema>;
export type CreateInsurancePolicyBody = z.infer<typeof CreateInsurancePolicyBodySchema>;
export type InsurancePolicyOrder = z.infer<typeof InsurancePolicyOrderSchema>;
