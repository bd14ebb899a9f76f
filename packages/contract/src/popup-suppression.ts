import { z } from 'zod';
import { IdSchema } from './user.ts';

/** Path parameters of POST client/{contragentId}/popupwindow/{popupId}. */
export const PopupWindowParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  popupId: z.coerce.number().int().positive(),
});

/**
 * POST client/{contragentId}/popupwindow/{popupId} (no body) — «Больше не показывать»: the popup
 * is hidden for the calling user from now on (GET client/contragent/{id} no longer lists it).
 * Repeating the call answers the same.
 */
export const SuppressPopupResponseSchema = z.object({
  popupId: IdSchema,
  hidden: z.literal(true),
});

export type PopupWindowParams = z.infer<typeof PopupWindowParamsSchema>;
export type SuppressPopupResponse = z.infer<typeof SuppressPopupResponseSchema>;
