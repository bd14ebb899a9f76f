import type { DatabaseSync } from 'node:sqlite';

export interface FixtureMessage {
  author: 'resident' | 'operator';
  text: string;
  at: number;
  read?: boolean;
}

const flag = (message: FixtureMessage) => (message.read ? 1 : 0);

/** Inserts a chat with its messages as the chats feature would; returns the chat id. */
export function addChat(
  db: DatabaseSync,
  chat: { userId: number; contragentId: number | null; at?: number; messages: FixtureMessage[] },
): number {
  const at = chat.at ?? 0;
  const row = db
    .prepare(
      `INSERT INTO chats (user_id, contragent_id, category, subject, status, created_at, updated_at)
       VALUES (?, ?, 'Помощь', 'Вопрос', 'open', ?, ?) RETURNING id`,
    )
    .get(chat.userId, chat.contragentId, at, at);
  const id = Number(row?.id);
  const insert = db.prepare('INSERT INTO chat_messages (chat_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, ?)');
  for (const message of chat.messages) insert.run(id, message.author, message.text, message.at, flag(message));
  return id;
}

/** Inserts a recalculation request with its comments; returns its id. */
export function addChangeObject(
  db: DatabaseSync,
  request: { userId: number; contragentId: number; requestNumber: string; at: number; comments: FixtureMessage[] },
): number {
  const row = db
    .prepare(
      `INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, created_at)
       VALUES (?, ?, ?, 'absence', 'new', ?) RETURNING id`,
    )
    .get(request.userId, request.contragentId, request.requestNumber, request.at);
  const id = Number(row?.id);
  const insert = db.prepare(
    'INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, ?)',
  );
  for (const comment of request.comments) insert.run(id, comment.author, comment.text, comment.at, flag(comment));
  return id;
}
