import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface FixtureMessage {
  author: 'resident' | 'operator';
  text: string;
  at: number;
  read?: boolean;
}

const flag = (message: FixtureMessage) => (message.read ? 1 : 0);

/** Inserts a chat with its messages as the chats feature would; returns the chat id. */
export async function addChat(
  store: Store,
  chat: { userId: number; contragentId: number | null; at?: number; messages: FixtureMessage[] },
): Promise<number> {
  const at = chat.at ?? 0;
  const row = await first(
    store.db,
    sql<{ id: number }>`INSERT INTO chats (user_id, contragent_id, category, subject, status, created_at, updated_at)
      VALUES (${chat.userId}, ${chat.contragentId}, 'Помощь', 'Вопрос', 'open', ${at}, ${at}) RETURNING id`,
  );
  const id = Number(row?.id);
  for (const message of chat.messages) {
    await sql`INSERT INTO chat_messages (chat_id, author, text, created_at, read_by_resident)
      VALUES (${id}, ${message.author}, ${message.text}, ${message.at}, ${flag(message)})`.execute(store.db);
  }
  return id;
}

/** Inserts a recalculation request with its comments; returns its id. */
export async function addChangeObject(
  store: Store,
  request: { userId: number; contragentId: number; requestNumber: string; at: number; comments: FixtureMessage[] },
): Promise<number> {
  const row = await first(
    store.db,
    sql<{ id: number }>`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, created_at)
      VALUES (${request.userId}, ${request.contragentId}, ${request.requestNumber}, 'absence', 'new', ${request.at}) RETURNING id`,
  );
  const id = Number(row?.id);
  for (const comment of request.comments) {
    await sql`INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident)
      VALUES (${id}, ${comment.author}, ${comment.text}, ${comment.at}, ${flag(comment)})`.execute(store.db);
  }
  return id;
}
