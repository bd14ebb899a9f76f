import { sql } from 'kysely';
import type { ChangeObjectTask, TasksResponse } from '@resident/contract';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

interface ChatTaskRow {
  id: number;
  content: string;
  created: number;
}

interface CommentRow {
  id: number;
  request_number: string;
  created_at: number;
  text: string;
}

export interface TaskRepository {
  /**
   * What awaits the resident's attention: chats with an unread operator message and recalculation
   * requests with unread operator comments. With a contragent, only that account's (and the chats
   * tied to no account); the caller has checked that the contragent is the user's.
   */
  tasksOf(userId: number, contragentId?: number): Promise<TasksResponse>;
}

const iso = (millis: number) => new Date(millis).toISOString();

/**
 * The header polls this call for every signed-in resident: two statements, each walking the user's
 * rows by index and reading only unread operator rows (partial indexes).
 */
export const TASK_QUERIES = {
  chats: (userId: number, contragentId: number | undefined) => sql<ChatTaskRow>`SELECT c.id, m.text AS content, m.created_at AS created
    FROM chats c
    JOIN chat_messages m ON m.id = (
      SELECT u.id FROM chat_messages u
      WHERE u.chat_id = c.id AND u.author = 'operator' AND u.read_by_resident = 0
      ORDER BY u.created_at DESC, u.id DESC LIMIT 1)
    WHERE c.user_id = ${userId}${contragentId === undefined ? sql`` : sql` AND (c.contragent_id IS NULL OR c.contragent_id = ${contragentId})`}
    ORDER BY m.created_at DESC, c.id DESC`,
  changeObjectComments: (userId: number, contragentId: number | undefined) => sql<CommentRow>`SELECT o.id, o.request_number, o.created_at, m.text
    FROM change_objects o
    JOIN change_object_comments m ON m.change_object_id = o.id
    WHERE o.user_id = ${userId}${contragentId === undefined ? sql`` : sql` AND o.contragent_id = ${contragentId}`}
      AND m.author = 'operator' AND m.read_by_resident = 0
    ORDER BY o.created_at DESC, o.id DESC, m.created_at, m.id`,
} as const;

/** On the async store (issue 19): the same SQL on SQLite and PostgreSQL. */
export function createTaskRepository(store: Store): TaskRepository {
  const { db } = store;
  return {
    async tasksOf(userId, contragentId) {
      // Rows arrive grouped by request (ORDER BY o.id), so a request is complete once the id changes.
      const changeObjects: ChangeObjectTask[] = [];
      for (const row of await all(db, TASK_QUERIES.changeObjectComments(userId, contragentId))) {
        const last = changeObjects.at(-1);
        if (last?.id === row.id) last.comments.push(row.text);
        else changeObjects.push({ id: row.id, comments: [row.text], requestNumber: row.request_number, created: iso(row.created_at) });
      }
      const chats = await all(db, TASK_QUERIES.chats(userId, contragentId));
      return { chats: chats.map((row) => ({ id: row.id, content: row.content, created: iso(row.created) })), changeObjects };
    },
  };
}
