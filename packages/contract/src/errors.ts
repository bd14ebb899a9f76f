import { z } from 'zod';

export const ErrorDetailSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});

/**
 * Every non-OAuth error body: `details` (a code/text or a list of items) and/or `message`.
 * The portal maps it with spec §8.
 */
export const ErrorBodySchema = z.object({
  details: z.union([z.string(), z.array(ErrorDetailSchema)]).optional(),
  message: z.string().optional(),
});

export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
