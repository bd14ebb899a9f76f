import { z } from 'zod';
import { IdSchema } from './user.ts';

/** Path parameters of the calls under client/{contragentId}/… */
export const ContragentIdParamsSchema = z.object({ contragentId: z.coerce.number().int().positive() });

/**
 * GET client/{contragentId}/numberPersonalAccount — the personal account number data the header
 * shows ('Л/С {number}', '(закрыт)'). The spec does not list its fields; these are what a resident
 * needs to recognise the account.
 */
export const NumberPersonalAccountSchema = z.object({
  contragentId: IdSchema,
  numberPersonalAccount: z.string(),
  isClosed: z.boolean(),
  address: z.string(),
});

export type ContragentIdParams = z.infer<typeof ContragentIdParamsSchema>;
export type NumberPersonalAccount = z.infer<typeof NumberPersonalAccountSchema>;
