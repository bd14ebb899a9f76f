import { z } from 'zod';

/**
 * GET main/communication/unreadmessages: what the resident has not read yet — operator messages in
 * chats and operator comments on recalculation requests. DELETE main/communication/unreadMessages
 * answers the same counts after marking.
 */
export const UnreadMessagesResponseSchema = z.object({
  /** chatMessages + changeObjectComments. */
  count: z.number().int().nonnegative(),
  chatMessages: z.number().int().nonnegative(),
  changeObjectComments: z.number().int().nonnegative(),
});

const positiveId = z.coerce.number().int().positive();

/**
 * DELETE main/communication/unreadMessages?chatId= (or ?changeObjectId=): marks that chat's operator
 * messages (that request's operator comments) read. Exactly one of the two.
 */
export const ClearUnreadQuerySchema = z
  .object({ chatId: positiveId.optional(), changeObjectId: positiveId.optional() })
  .refine((query) => (query.chatId === undefined) !== (query.changeObjectId === undefined), {
    message: 'Укажите chatId или changeObjectId',
  });

export type UnreadMessagesResponse = z.infer<typeof UnreadMessagesResponseSchema>;
/** What the client sends: exactly one of the two. */
export type ClearUnreadQuery = { chatId: number; changeObjectId?: never } | { changeObjectId: number; chatId?: never };
