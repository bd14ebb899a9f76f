import { z } from 'zod';
import { ChangeObjectCommentSchema, ChangeObjectSchema } from './change-objects.ts';
import { ChatMessageSchema, ChatSchema } from './chats.ts';
import { IdSchema } from './user.ts';

/**
 * The websocket dispatch (GET /api/ws, the portal's `wsBase`). The browser offers two
 * subprotocols, `new WebSocket(url, ['bearer', accessToken])`; the server selects 'bearer'. The
 * token never appears in a URL (URLs end up in access logs and proxies).
 */
export const DISPATCH_SUBPROTOCOL = 'bearer';

/** Close codes of the dispatch socket. */
export const DISPATCH_CLOSE_CODES = {
  /** No, a dead or a revoked access token (at connect), or the session was revoked later (logout). */
  unauthorized: 4401,
} as const;

/** What the server pushes, one JSON object per frame, only to the resident concerned. */
export const DispatchEventSchema = z.discriminatedUnion('type', [
  /** Sent once the token was accepted: the connection is live. */
  z.object({ type: z.literal('ready') }),
  /** An operator message in one of the resident's chats. */
  z.object({ type: z.literal('message'), chatId: IdSchema, message: ChatMessageSchema }),
  /** An operator comment on one of the resident's recalculation requests. */
  z.object({ type: z.literal('comment'), changeObjectId: IdSchema, comment: ChangeObjectCommentSchema }),
  /** Tasks or unread counts changed (reload main/communication/tasks and unreadmessages). */
  z.object({ type: z.literal('tasks') }),
  /** The operator changed a chat (its status). */
  z.object({ type: z.literal('chat'), chat: ChatSchema }),
  /** The operator changed a recalculation request (its status). */
  z.object({ type: z.literal('changeObject'), changeObject: ChangeObjectSchema }),
  /** One of the account's waste pickups changed (paid, scheduled, done, cancelled): reload the orders. */
  z.object({ type: z.literal('wastePickup'), pickupId: IdSchema }),
]);

export type DispatchEvent = z.infer<typeof DispatchEventSchema>;
export type DispatchEventType = DispatchEvent['type'];
