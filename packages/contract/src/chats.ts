import { z } from 'zod';
import { DocumentSchema } from './documents.ts';
import { COMMUNICATION_LIMITS } from './limits/communication.ts';
import { DECIMAL_PATTERN } from './limits/formats.ts';
import { VALIDATION_MESSAGES } from './limits/messages.ts';
import { COMMUNICATION_TEXTS } from './limits/texts.ts';
import { oneOrMany, pageOf, PageQuerySchema } from './paging.ts';
import { IdSchema } from './user.ts';

const { subjectMaxLength, textMaxLength } = COMMUNICATION_LIMITS;
const positiveId = z.coerce.number().int().positive();
const timestamp = z.iso.datetime();

/**
 * 'open': waiting for the operator; 'answered': the operator replied; 'resolved': the operator
 * solved it (the resident may rate it or reopen it); 'closed': closed without a solution (may be
 * reopened). A resident's message reopens a resolved or closed chat.
 */
export const ChatStatusSchema = z.enum(['open', 'answered', 'resolved', 'closed']);

/** GET main/communication/chatcategories. 'payment-search' is the category of POST client/createFindPaymentChat. */
export const ChatCategorySchema = z.object({
  id: IdSchema,
  code: z.string(),
  name: z.string(),
});
export const ChatCategoriesResponseSchema = z.array(ChatCategorySchema);

export const MessageAuthorSchema = z.enum(['resident', 'operator']);

export const ChatMessageSchema = z.object({
  id: IdSchema,
  chatId: IdSchema,
  author: MessageAuthorSchema,
  /** May be empty when the message carries documents only. */
  text: z.string(),
  created: timestamp,
  /** Operator messages: whether the resident has read it; the resident's own are always read. */
  read: z.boolean(),
  documents: z.array(DocumentSchema),
});

/** The resident's mark of a resolved appeal. */
export const RatingSchema = z.object({
  value: z.number().int().min(1).max(5),
  comment: z.string(),
  rated: timestamp,
});

/** A help chat (appeal) as listed and as the head of its thread. */
export const ChatSchema = z.object({
  id: IdSchema,
  /** 'О-000042': the chat id, shown as 'Обращение №О-000042'. */
  requestNumber: z.string(),
  subject: z.string(),
  category: ChatCategorySchema,
  status: ChatStatusSchema,
  /** The personal account it concerns; null for a question about no particular account. */
  contragentId: IdSchema.nullable(),
  created: timestamp,
  /** The last message or status change. */
  updated: timestamp,
  lastMessage: ChatMessageSchema.nullable(),
  /** Operator messages the resident has not read. */
  unreadCount: z.number().int().nonnegative(),
  rating: RatingSchema.nullable(),
});

/**
 * GET main/communication/chats. `status` and `category` (ids) may repeat; `contragentId` narrows
 * to that account's chats plus those tied to no account (another resident's account: 404).
 */
export const ChatsQuerySchema = PageQuerySchema.extend({
  status: oneOrMany(ChatStatusSchema).optional(),
  category: oneOrMany(positiveId).optional(),
  contragentId: positiveId.optional(),
});
export const ChatsPageSchema = pageOf(ChatSchema);

/**
 * GET main/communication/chat/{id}: the newest `limit` messages older than the message `before`
 * (all the newest without it), oldest first (newest last); `hasMore`: older ones exist — ask again
 * with `before` = the id of the first message received.
 */
export const ChatThreadQuerySchema = z.object({
  before: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ChatThreadSchema = z.object({
  chat: ChatSchema,
  messages: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});

/** Path of GET/PUT main/communication/chat/{id} (a chat id) and POST … (a category id). */
export const ChatIdParamsSchema = z.object({ id: positiveId });

const requiredText = (max: number, tooLong: string) =>
  z.string().trim().min(1, COMMUNICATION_TEXTS.required).max(max, tooLong);
const optionalText = z.string().trim().max(textMaxLength, COMMUNICATION_TEXTS.textTooLong).default('');

/**
 * POST main/communication/chat/{categoryId}, multipart/form-data: these text fields plus up to
 * 10 `files` (25 MB each, no .crdownload/.part). Answers the new chat.
 */
export const CreateChatFieldsSchema = z.object({
  subject: requiredText(subjectMaxLength, COMMUNICATION_TEXTS.subjectTooLong),
  body: requiredText(textMaxLength, COMMUNICATION_TEXTS.textTooLong),
  /** One of the resident's accounts; omitted: a question about no particular account. */
  contragentId: positiveId.optional(),
});

/**
 * PUT main/communication/chat/{id}, JSON. 'rate': a resolved chat, 1..5 with an optional comment
 * (rating again replaces the mark); 'reopen': a resolved or closed chat goes back to 'open', the
 * optional text becomes the resident's message. Anything else: 409.
 */
export const UpdateAppealBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('rate'),
    rating: z.number().int().min(1).max(5),
    comment: optionalText,
  }),
  z.object({
    action: z.literal('reopen'),
    text: optionalText,
  }),
]);

/**
 * POST main/communication/message, multipart/form-data: `chatId`, `text` (may be empty when files
 * are attached) and up to 10 `files`. Answers the stored message.
 */
export const SendMessageFieldsSchema = z.object({
  chatId: positiveId,
  text: optionalText,
});

/** Spec §5 number format (DECIMAL_PATTERN), roubles, below a billion (kopecks stay exact integers). */
const amount = z
  .string()
  .trim()
  .regex(DECIMAL_PATTERN, VALIDATION_MESSAGES.generic)
  .transform(Number)
  .refine((value) => value > 0, 'Сумма должна быть больше нуля')
  .refine((value) => value < 1_000_000_000, VALIDATION_MESSAGES.generic);

/**
 * POST client/createFindPaymentChat, multipart/form-data: a payment the resident made that the
 * account does not show. Creates a help chat in the 'payment-search' category whose first message
 * lists these fields; `files` (the receipt) are optional. Answers the new chat.
 */
export const FindPaymentChatFieldsSchema = z.object({
  contragentId: positiveId,
  /** ISO date, from 2019-01-01 up to today. */
  paymentDate: z.iso.date(),
  /** Roubles: '1520', '1520.5', '1520.50'. */
  amount,
  /** Where it was paid (bank, terminal, app). */
  paymentPlace: z.string().trim().max(subjectMaxLength, COMMUNICATION_TEXTS.subjectTooLong).default(''),
  comment: optionalText,
});

export type ChatStatus = z.infer<typeof ChatStatusSchema>;
export type ChatCategory = z.infer<typeof ChatCategorySchema>;
export type MessageAuthor = z.infer<typeof MessageAuthorSchema>;
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type Rating = z.infer<typeof RatingSchema>;
export type Chat = z.infer<typeof ChatSchema>;
export type ChatsPage = z.infer<typeof ChatsPageSchema>;
export type ChatThread = z.infer<typeof ChatThreadSchema>;
/** What the client sends: JSON body of PUT main/communication/chat/{id}. */
export type UpdateAppealBody = z.input<typeof UpdateAppealBodySchema>;
export type CreateChatFields = z.infer<typeof CreateChatFieldsSchema>;
export type SendMessageFields = z.infer<typeof SendMessageFieldsSchema>;
export type FindPaymentChatFields = z.infer<typeof FindPaymentChatFieldsSchema>;

/** Query of GET main/communication/chats as the client sends it (see ChatsQuerySchema). */
export type ChatsQuery = {
  page?: number;
  size?: number;
  status?: ChatStatus | ChatStatus[];
  category?: number | number[];
  contragentId?: number;
};

/** Query of GET main/communication/chat/{id} as the client sends it (see ChatThreadQuerySchema). */
export type ChatThreadQuery = { before?: number; limit?: number };
