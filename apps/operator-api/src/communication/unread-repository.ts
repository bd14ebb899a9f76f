import type { DatabaseSync } from 'node:sqlite';
import type { UnreadMessagesResponse } from '@resident/contract';
import { typed } from '../db/rows.ts';

export interface UnreadRepository {
  /** Operator messages and comments the resident has not read, across all their chats and requests. */
  countsOf(userId: number): UnreadMessagesResponse;
}

/** Like the tasks, read through the partial indexes of unread operator rows only. */
export const UNREAD_QUERY = `SELECT
    (SELECT count(*) FROM chats c JOIN chat_messages m
      ON m.chat_id = c.id AND m.author = 'operator' AND m.read_by_resident = 0
      WHERE c.user_id = ?1) AS chat_messages,
    (SELECT count(*) FROM change_objects o JOIN change_object_comments m
      ON m.change_object_id = o.id AND m.author = 'operator' AND m.read_by_resident = 0
      WHERE o.user_id = ?1) AS change_object_comments`;

export function createUnreadRepository(db: DatabaseSync): UnreadRepository {
  const counts = typed<{ chat_messages: number; change_object_comments: number }, [number]>(db.prepare(UNREAD_QUERY));
  return {
    countsOf(userId) {
      const row = counts.get(userId);
      const chatMessages = row?.chat_messages ?? 0;
      const changeObjectComments = row?.change_object_comments ?? 0;
      return { count: chatMessages + changeObjectComments, chatMessages, changeObjectComments };
    },
  };
}
