import { z } from 'zod';
import { ChangeObjectSchema, ChangeObjectStatusSchema, ChangeObjectWithCommentsSchema } from './change-objects.ts';
import { ChatSchema, ChatStatusSchema, ChatThreadSchema } from './chats.ts';
import { COMMUNICATION_LIMITS } from './limits/communication.ts';
import { COMMUNICATION_TEXTS } from './limits/texts.ts';
import { oneOrMany, pageOf, PageQuerySchema } from './paging.ts';
import { IdSchema } from './user.ts';

/**
 * The operator side under /api/admin/ (its own credential, not a resident's token): lists every
 * resident's chats and requests and answers them. Used by the demo CLI and by tests that play the
 * operator; a real operator's backend has its own back office instead.
 */
const owner = { userId: IdSchema, login: z.string() };

export const AdminChatSchema = ChatSchema.extend(owner);
export const AdminChatsPageSchema = pageOf(AdminChatSchema);
export const AdminChatThreadSchema = ChatThreadSchema.extend({ chat: AdminChatSchema });
export const AdminChatsQuerySchema = PageQuerySchema.extend({ status: oneOrMany(ChatStatusSchema).optional() });

export const AdminChangeObjectSchema = ChangeObjectSchema.extend(owner);
export const AdminChangeObjectWithCommentsSchema = ChangeObjectWithCommentsSchema.extend(owner);
export const AdminChangeObjectsPageSchema = pageOf(AdminChangeObjectSchema);
export const AdminChangeObjectsQuerySchema = PageQuerySchema.extend({
  status: oneOrMany(ChangeObjectStatusSchema).optional(),
});

/** POST /api/admin/chats/{id}/messages and /api/admin/change-objects/{id}/comments. */
export const AdminAnswerBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, COMMUNICATION_TEXTS.required)
    .max(COMMUNICATION_LIMITS.textMaxLength, COMMUNICATION_TEXTS.textTooLong),
});

/** PUT /api/admin/chats/{id}. */
export const AdminChatStatusBodySchema = z.object({ status: ChatStatusSchema });
/** PUT /api/admin/change-objects/{id}. */
export const AdminChangeObjectStatusBodySchema = z.object({ status: ChangeObjectStatusSchema });

export type AdminChat = z.infer<typeof AdminChatSchema>;
export type AdminChatsPage = z.infer<typeof AdminChatsPageSchema>;
export type AdminChatThread = z.infer<typeof AdminChatThreadSchema>;
export type AdminChangeObject = z.infer<typeof AdminChangeObjectSchema>;
export type AdminChangeObjectWithComments = z.infer<typeof AdminChangeObjectWithCommentsSchema>;
export type AdminChangeObjectsPage = z.infer<typeof AdminChangeObjectsPageSchema>;
export type AdminAnswerBody = z.infer<typeof AdminAnswerBodySchema>;
