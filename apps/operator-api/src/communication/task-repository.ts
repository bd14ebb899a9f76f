import { sql } from 'kysely';
import type { ChangeObjectTask, TasksResponse } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** A chat with its latest unread operator message's text and time. */
interface ChatTaskRow {
  id: Row<'chats'>['id'];
  content: Row<'chat_messages'>['text'];
  created: Row<'chat_messages'>['created_at'];
}

/** A request with one of its unread operator comments. */
type CommentRow = Pick<Row<'change_objects'>, 'id' | 'request_number' | 'created_at'> &
  Pick<Row<'change_object_comments'>, 'text'>;

export interface TaskRepository {
  /**
   * What awaits the resident's attention: chats with an unread operator message and recalculation
   * requests with unread operator comments. With a contragent, only that account's (and the chats
   * tied to no account); the caller has checked that the contragent is the user's.
   */
  tasksOf(userId: number, contragentId?: number): Promise<TasksResponse>;
  /**
   * tasksOf for one contragent, checking in the same statement that it is the user's: undefined
   * when it is not. One round trip instead of three: on PostgreSQL each costs a write, a read and a
   * backend's wake-up, and the header polls this call for every open portal.
   */
  tasksOfOwned(userId: number, contragentId: number): Promise<TasksResponse | undefined>;
}

interface TaskUnionRow {
  kind: 'owned' | 'chat' | 'comment';
  id: number;
  text: string | null;
  /** The chat's latest unread operator message, or the request's creation. */
  created: number | null;
  request_number: string | null;
  /** The comment's own time and id: a request's comments oldest first. */
  comment_created: number | null;
  comment_id: number | null;
}

const iso = (millis: number) => new Date(millis).toISOString();

/**
 * The header polls this call for every signed-in resident: two statements, each walking the user's
 * rows by index and reading only unread operator rows (partial indexes).
 */
export const TASK_QUERIES = {
  chats: (
    userId: number,
    contragentId: number | undefined,
  ) => sql<ChatTaskRow>`SELECT c.id, m.text AS content, m.created_at AS created
    FROM chats c
    JOIN chat_messages m ON m.id = (
      SELECT u.id FROM chat_messages u
      WHERE u.chat_id = c.id AND u.author = 'operator' AND u.read_by_resident = 0
      ORDER BY u.created_at DESC, u.id DESC LIMIT 1)
    WHERE c.user_id = ${userId}${contragentId === undefined ? sql`` : sql` AND (c.contragent_id IS NULL OR c.contragent_id = ${contragentId})`}
    ORDER BY m.created_at DESC, c.id DESC`,
  changeObjectComments: (
    userId: number,
    contragentId: number | undefined,
  ) => sql<CommentRow>`SELECT o.id, o.request_number, o.created_at, m.text
    FROM change_objects o
    JOIN change_object_comments m ON m.change_object_id = o.id
    WHERE o.user_id = ${userId}${contragentId === undefined ? sql`` : sql` AND o.contragent_id = ${contragentId}`}
      AND m.author = 'operator' AND m.read_by_resident = 0
    ORDER BY o.created_at DESC, o.id DESC, m.created_at, m.id`,
  /**
   * Both lists of one contragent and a row saying it is the user's, as one statement (tasksOfOwned).
   * The first branch names every column's type: PostgreSQL resolves a UNION's types pairwise.
   */
  owned: (
    userId: number,
    contragentId: number,
  ) => sql<TaskUnionRow>`SELECT 'owned' AS kind, contragent_id AS id, CAST(NULL AS TEXT) AS text,
      CAST(NULL AS BIGINT) AS created, CAST(NULL AS TEXT) AS request_number,
      CAST(NULL AS BIGINT) AS comment_created, CAST(NULL AS BIGINT) AS comment_id
    FROM user_contragents WHERE user_id = ${userId} AND contragent_id = ${contragentId}
    UNION ALL
    SELECT 'chat', c.id, m.text, m.created_at, NULL, NULL, NULL
    FROM chats c
    JOIN chat_messages m ON m.id = (
      SELECT u.id FROM chat_messages u
      WHERE u.chat_id = c.id AND u.author = 'operator' AND u.read_by_resident = 0
      ORDER BY u.created_at DESC, u.id DESC LIMIT 1)
    WHERE c.user_id = ${userId} AND (c.contragent_id IS NULL OR c.contragent_id = ${contragentId})
    UNION ALL
    SELECT 'comment', o.id, m.text, o.created_at, o.request_number, m.created_at, m.id
    FROM change_objects o
    JOIN change_object_comments m ON m.change_object_id = o.id
    WHERE o.user_id = ${userId} AND o.contragent_id = ${contragentId} AND m.author = 'operator' AND m.read_by_resident = 0`,
} as const;

/** Newest first by (time, id); a request's comments oldest first by (time, id). */
const newestFirst = (a: TaskUnionRow, b: TaskUnionRow) =>
  (b.created ?? 0) - (a.created ?? 0) ||
  b.id - a.id ||
  (a.comment_created ?? 0) - (b.comment_created ?? 0) ||
  (a.comment_id ?? 0) - (b.comment_id ?? 0);

/** The rows of a task query as the answer: chats and requests newest first, a request's comments in order. */
function tasksFrom(chats: ChatTaskRow[], comments: CommentRow[]): TasksResponse {
  // Rows arrive grouped by request (ORDER BY o.id), so a request is complete once the id changes.
  const changeObjects: ChangeObjectTask[] = [];
  for (const row of comments) {
    const last = changeObjects.at(-1);
    if (last?.id === row.id) last.comments.push(row.text);
    else
      changeObjects.push({
        id: row.id,
        comments: [row.text],
        requestNumber: row.request_number,
        created: iso(row.created_at),
      });
  }
  return {
    chats: chats.map((row) => ({ id: row.id, content: row.content, created: iso(row.created) })),
    changeObjects,
  };
}

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createTaskRepository(store: Store): TaskRepository {
  const { db } = store;
  return {
    async tasksOf(userId, contragentId) {
      const comments = await all(db, TASK_QUERIES.changeObjectComments(userId, contragentId));
      return tasksFrom(await all(db, TASK_QUERIES.chats(userId, contragentId)), comments);
    },
    async tasksOfOwned(userId, contragentId) {
      const rows = (await all(db, TASK_QUERIES.owned(userId, contragentId))).sort(newestFirst);
      if (!rows.some((row) => row.kind === 'owned')) return undefined;
      const chats = rows
        .filter((row) => row.kind === 'chat')
        .map((row) => ({ id: row.id, content: row.text ?? '', created: row.created ?? 0 }));
      const comments = rows
        .filter((row) => row.kind === 'comment')
        .map((row) => ({
          id: row.id,
          request_number: row.request_number ?? '',
          created_at: row.created ?? 0,
          text: row.text ?? '',
        }));
      return tasksFrom(chats, comments);
    },
  };
}
