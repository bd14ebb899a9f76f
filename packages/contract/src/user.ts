import { z } from 'zod';

export const IdSchema = z.number().int().positive();

/** GET main/user/ — returned to the portal as is (spec §3 "User response"). */
export const UserResponseSchema = z.object({
  id: IdSchema,
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  operator: z.string(),
  verified: z.boolean(),
  contragents: z.array(z.object({ id: IdSchema, stateDutyDebt: z.boolean() })),
});

export const PopupWindowSchema = z.object({
  id: IdSchema,
  title: z.string(),
  text: z.string(),
});

/**
 * GET client/contragent/{id} — the contractor record behind a personal account. The spec does not
 * list its fields; these are the ones the session user (spec §3) is assembled from.
 */
export const ContragentSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  numberPersonalAccount: z.string(),
  /** Closed personal account: shown as '(закрыт)', hides insurance. */
  isClosed: z.boolean(),
  stateDutyDebt: z.boolean(),
  wasteDisposal: z.boolean(),
  isInstallmentRegister: z.boolean(),
  address: z.string(),
  /** Popups the resident has not suppressed with "do not show again". */
  popupWindows: z.array(PopupWindowSchema),
});

/** PUT client/user/select_contragent/{id} answers with the newly selected contragent. */
export const SelectContragentResponseSchema = ContragentSchema;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export type UserResponse = z.infer<typeof UserResponseSchema>;
export type Contragent = z.infer<typeof ContragentSchema>;
export type PopupWindow = z.infer<typeof PopupWindowSchema>;
