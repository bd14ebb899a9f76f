import { sql } from 'kysely';
import type { UnreadMessagesResponse } from '@resident/contract';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface UnreadRepository {
  /** Operator messages and comments the resident has not read, across all their chats and requests. */
  countsOf(userId: number): Promise<UnreadMessagesResponse>;
}

/** Like the tasks, read through the partial indexes of unread operator rows only. */
export const unreadQuery = (userId: number) => sql<{ chat_messages: number; change_object_comments: number }>`SELECT
    (SELECT count(*) FROM chats c JOIN chat_messages m
      ON m.chat_id = c.id AND m.author = 'operator' AND m.read_by_resident = 0
      WHERE c.user_id = ${userId}) AS chat_messages,
    (SELECT count(*) FROM change_objects o JOIN change_object_comments m
      ON m.change_object_id = o.id AND m.author = 'operator' AND m.read_by_resident = 0
      WHERE o.user_id = ${userId}) AS change_object_comments`;

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createUnreadRepository(store: Store): UnreadRepository {
  return {
    async countsOf(userId) {
      const row = await first(store.db, unreadQuery(userId));
      const chatMessages = row?.chat_messages ?? 0;
      const changeObjectComments = row?.change_object_comments ?? 0;
      return { count: chatMessages + changeObjectComments, chatMessages, changeObjectComments };
    },
  };
}
