import { z } from 'zod';
import { IdSchema } from './user.ts';

/**
 * Query of GET main/communication/tasks. With `contragentId` (one of the caller's accounts) the
 * tasks of that account plus the chats tied to no account; without it, all of the caller's tasks.
 */
export const TasksQuerySchema = z.object({
  contragentId: z.coerce.number().int().positive().optional(),
});

/** A chat with an operator answer the resident has not read (spec §2 "Task dropdown"). */
export const ChatTaskSchema = z.object({
  /** The chat id: the task opens /resident/{userId}/chats/{id}. */
  id: IdSchema,
  /** The latest unread operator message. */
  content: z.string(),
  /** When that message was sent (ISO 8601, UTC). */
  created: z.iso.datetime(),
});

/** A recalculation request with operator comments the resident has not read. */
export const ChangeObjectTaskSchema = z.object({
  /** The change object id: the task opens /resident/{userId}/chats-recalculation/{id}. */
  id: IdSchema,
  /** The unread operator comments, oldest first; the portal shows the first. */
  comments: z.array(z.string()),
  /** E.g. 'П-000123', shown as 'Заявка №П-000123'. */
  requestNumber: z.string(),
  /** When the request was made (ISO 8601, UTC). */
  created: z.iso.datetime(),
});

/** Spec §3 "Tasks response"; notification count = changeObjects.length + chats.length (spec §4). */
export const TasksResponseSchema = z.object({
  chats: z.array(ChatTaskSchema),
  changeObjects: z.array(ChangeObjectTaskSchema),
});

export type TasksQuery = z.infer<typeof TasksQuerySchema>;
export type ChatTask = z.infer<typeof ChatTaskSchema>;
export type ChangeObjectTask = z.infer<typeof ChangeObjectTaskSchema>;
export type TasksResponse = z.infer<typeof TasksResponseSchema>;
