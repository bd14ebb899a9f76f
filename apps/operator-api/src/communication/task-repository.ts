import type { DatabaseSync } from 'node:sqlite';
import type { ChangeObjectTask, TasksResponse } from '@resident/contract';
import { typed } from '../db/rows.ts';

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
  tasksOf(userId: number, contragentId?: number): TasksResponse;
}

const iso = (millis: number) => new Date(millis).toISOString();

/**
 * The header polls this call for every signed-in resident: two statements, prepared once, each
 * walking the user's rows by index and reading only unread operator rows (partial indexes).
 * Parameters: ?1 the user, ?2 the contragent or null.
 */
export const TASK_QUERIES = {
  chats: `SELECT c.id, m.text AS content, m.created_at AS created
    FROM chats c
    JOIN chat_messages m ON m.id = (
      SELECT u.id FROM chat_messages u
      WHERE u.chat_id = c.id AND u.author = 'operator' AND u.read_by_resident = 0
      ORDER BY u.created_at DESC, u.id DESC LIMIT 1)
    WHERE c.user_id = ?1 AND (?2 IS NULL OR c.contragent_id IS NULL OR c.contragent_id = ?2)
    ORDER BY m.created_at DESC, c.id DESC`,
  changeObjectComments: `SELECT o.id, o.request_number, o.created_at, m.text
    FROM change_objects o
    JOIN change_object_comments m ON m.change_object_id = o.id
    WHERE o.user_id = ?1 AND (?2 IS NULL OR o.contragent_id = ?2)
      AND m.author = 'operator' AND m.read_by_resident = 0
    ORDER BY o.created_at DESC, o.id DESC, m.created_at, m.id`,
} as const;

export function createTaskRepository(db: DatabaseSync): TaskRepository {
  const chats = typed<ChatTaskRow, [number, number | null]>(db.prepare(TASK_QUERIES.chats));
  const comments = typed<CommentRow, [number, number | null]>(db.prepare(TASK_QUERIES.changeObjectComments));

  return {
    tasksOf(userId, contragentId) {
      const contragent = contragentId ?? null;
      // Rows arrive grouped by request (ORDER BY o.id), so a request is complete once the id changes.
      const changeObjects: ChangeObjectTask[] = [];
      for (const row of comments.all(userId, contragent)) {
        const last = changeObjects.at(-1);
        if (last?.id === row.id) last.comments.push(row.text);
        else changeObjects.push({ id: row.id, comments: [row.text], requestNumber: row.request_number, created: iso(row.created_at) });
      }
      return {
        chats: chats.all(userId, contragent).map((row) => ({ id: row.id, content: row.content, created: iso(row.created) })),
        changeObjects,
      };
    },
  };
}
