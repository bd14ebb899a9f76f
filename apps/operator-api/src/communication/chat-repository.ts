import type { DatabaseSync } from 'node:sqlite';
import { ChatStatusSchema } from '@resident/contract';
import type { AdminChat, Chat, ChatCategory, ChatMessage, ChatStatus, Page } from '@resident/contract';
import { typed } from '../db/rows.ts';
import { createTransaction } from '../db/transaction.ts';
import {
  createDocumentWriter,
  documentsJson,
  filterJson,
  iso,
  oneOf,
  pageResult,
  parseDocuments,
  ratingOf,
} from './communication-rows.ts';
import type { NewDocument } from './communication-rows.ts';

interface ChatRow {
  id: number;
  user_id: number;
  login: string;
  subject: string;
  status: string;
  contragent_id: number | null;
  created_at: number;
  updated_at: number;
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
  category_id: number;
  category_code: string;
  category_name: string;
  unread_count: number;
  last_message_id: number | null;
}

interface MessageRow {
  id: number;
  chat_id: number;
  author: 'resident' | 'operator';
  text: string;
  created_at: number;
  read_by_resident: number;
  documents: string;
}

export interface ChatListFilter {
  page: number;
  size: number;
  status?: readonly ChatStatus[];
  category?: readonly number[];
  /** That account's chats plus those tied to no account. */
  contragentId?: number;
}

export interface ThreadPage {
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface NewChat {
  userId: number;
  contragentId: number | null;
  category: ChatCategory;
  subject: string;
  text: string;
  documents: readonly NewDocument[];
  at: number;
}

export interface ChatRepository {
  categories(): ChatCategory[];
  category(id: number): ChatCategory | undefined;
  categoryByCode(code: string): ChatCategory | undefined;
  /** A resident's chats, most recently updated first. */
  listOf(userId: number, filter: ChatListFilter): Page<Chat>;
  /** Every resident's chats (the operator's view). */
  listAll(filter: Pick<ChatListFilter, 'page' | 'size' | 'status'>): Page<AdminChat>;
  /** The chat if it is the user's; anyone else's is indistinguishable from none. Without a user: any. */
  find(chatId: number, userId?: number): AdminChat | undefined;
  /** Messages newest last: the `limit` newest ones older than message `before`. */
  messages(chatId: number, before: number | undefined, limit: number): ThreadPage;
  create(chat: NewChat): Chat;
  /**
   * Adds a message and moves the status: a resident's message makes the chat 'open' (reopening a
   * resolved or closed one), an operator's answers an open one. Operator messages start unread.
   */
  addMessage(chatId: number, author: 'resident' | 'operator', text: string, documents: readonly NewDocument[], at: number): ChatMessage;
  rate(chatId: number, value: number, comment: string, at: number): void;
  /** Reopening ('open') forgets the mark. */
  setStatus(chatId: number, status: ChatStatus, at: number): void;
  /** Marks the chat's operator messages read; false when the chat is not the user's. */
  markRead(userId: number, chatId: number): boolean;
}

const STATUSES = ChatStatusSchema.options;

/** 'О-000042': the number a resident quotes on the phone; the chat id, so nothing to store. */
export const chatRequestNumber = (id: number) => `О-${String(id).padStart(6, '0')}`;

const CHAT_SELECT = `SELECT c.id, c.user_id, u.login, c.subject, c.status, c.contragent_id, c.created_at, c.updated_at,
    c.rating, c.rating_comment, c.rated_at, k.id AS category_id, k.code AS category_code, k.name AS category_name,
    (SELECT count(*) FROM chat_messages x
      WHERE x.chat_id = c.id AND x.author = 'operator' AND x.read_by_resident = 0) AS unread_count,
    (SELECT x.id FROM chat_messages x WHERE x.chat_id = c.id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) AS last_message_id
  FROM chats c
  JOIN users u ON u.id = c.user_id
  JOIN chat_categories k ON k.id = coalesce(c.category_id, 7)`;

const MESSAGE_SELECT = `SELECT m.id, m.chat_id, m.author, m.text, m.created_at, m.read_by_resident,
    ${documentsJson('chat_message_id', 'm.id')}
  FROM chat_messages m`;

// ?1 user, ?2 contragent or null, ?3 statuses (JSON) or null, ?4 category ids (JSON) or null.
const USER_FILTER = `WHERE c.user_id = ?1 AND (?2 IS NULL OR c.contragent_id IS NULL OR c.contragent_id = ?2)
  AND (?3 IS NULL OR c.status IN (SELECT value FROM json_each(?3)))
  AND (?4 IS NULL OR coalesce(c.category_id, 7) IN (SELECT value FROM json_each(?4)))`;
const ALL_FILTER = 'WHERE (?1 IS NULL OR c.status IN (SELECT value FROM json_each(?1)))';
const NEWEST_FIRST = 'ORDER BY c.updated_at DESC, c.id DESC';

/** The resident's view of a chat: without the operator-side owner fields. */
export function residentChat({ userId: _userId, login: _login, ...chat }: AdminChat): Chat {
  return chat;
}

export function createChatRepository(db: DatabaseSync): ChatRepository {
  const transaction = createTransaction(db);
  const writeDocuments = createDocumentWriter(db);
  const categories = typed<ChatCategory, []>(db.prepare('SELECT id, code, name FROM chat_categories ORDER BY sort_order, id'));
  const categoryById = typed<ChatCategory, [number]>(db.prepare('SELECT id, code, name FROM chat_categories WHERE id = ?'));
  const categoryByCode = typed<ChatCategory, [string]>(db.prepare('SELECT id, code, name FROM chat_categories WHERE code = ?'));

  type UserParams = [number, number | null, string | null, string | null];
  const listOf = typed<ChatRow, [...UserParams, number, number]>(db.prepare(`${CHAT_SELECT} ${USER_FILTER} ${NEWEST_FIRST} LIMIT ?5 OFFSET ?6`));
  const countOf = typed<{ n: number }, UserParams>(db.prepare(`SELECT count(*) AS n FROM chats c ${USER_FILTER}`));
  const listAll = typed<ChatRow, [string | null, number, number]>(db.prepare(`${CHAT_SELECT} ${ALL_FILTER} ${NEWEST_FIRST} LIMIT ?2 OFFSET ?3`));
  const countAll = typed<{ n: number }, [string | null]>(db.prepare(`SELECT count(*) AS n FROM chats c ${ALL_FILTER}`));
  const chatById = typed<ChatRow, [number, number | null]>(db.prepare(`${CHAT_SELECT} WHERE c.id = ?1 AND (?2 IS NULL OR c.user_id = ?2)`));
  const messageById = typed<MessageRow, [number]>(db.prepare(`${MESSAGE_SELECT} WHERE m.id = ?`));
  // Keyset paging on the (chat_id, created_at) index: no OFFSET walk through 10 000 messages.
  const messagePage = typed<MessageRow, [number, number | null, number]>(
    db.prepare(`${MESSAGE_SELECT}
      WHERE m.chat_id = ?1 AND (?2 IS NULL OR (m.created_at, m.id) < (SELECT b.created_at, b.id FROM chat_messages b WHERE b.id = ?2 AND b.chat_id = ?1))
      ORDER BY m.created_at DESC, m.id DESC LIMIT ?3`),
  );
  const insertChat = typed<{ id: number }, [number, number | null, number, string, string, number, number]>(
    db.prepare(`INSERT INTO chats (user_id, contragent_id, category_id, category, subject, status, created_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?5, 'open', ?6, ?7) RETURNING id`),
  );
  const insertMessage = typed<{ id: number }, [number, string, string, number, number]>(
    db.prepare('INSERT INTO chat_messages (chat_id, author, text, created_at, read_by_resident) VALUES (?, ?, ?, ?, ?) RETURNING id'),
  );
  const ownerOf = typed<{ user_id: number }, [number]>(db.prepare('SELECT user_id FROM chats WHERE id = ?'));
  // ?1 chat, ?2 time, ?3 author.
  const afterMessage = db.prepare(`UPDATE chats SET updated_at = ?2,
      rating = CASE WHEN ?3 = 'resident' AND status IN ('resolved', 'closed') THEN NULL ELSE rating END,
      rating_comment = CASE WHEN ?3 = 'resident' AND status IN ('resolved', 'closed') THEN NULL ELSE rating_comment END,
      rated_at = CASE WHEN ?3 = 'resident' AND status IN ('resolved', 'closed') THEN NULL ELSE rated_at END,
      status = CASE WHEN ?3 = 'resident' THEN 'open' WHEN status = 'open' THEN 'answered' ELSE status END
    WHERE id = ?1`);
  const rate = db.prepare('UPDATE chats SET rating = ?, rating_comment = ?, rated_at = ?, updated_at = ? WHERE id = ?');
  // Reopening forgets the mark: it was given to the solution that did not hold.
  const setStatus = db.prepare(`UPDATE chats SET status = ?1, updated_at = ?2,
      rating = CASE WHEN ?1 = 'open' THEN NULL ELSE rating END,
      rating_comment = CASE WHEN ?1 = 'open' THEN NULL ELSE rating_comment END,
      rated_at = CASE WHEN ?1 = 'open' THEN NULL ELSE rated_at END
    WHERE id = ?3`);
  const owns = typed<{ id: number }, [number, number]>(db.prepare('SELECT id FROM chats WHERE id = ? AND user_id = ?'));
  const markRead = db.prepare(
    "UPDATE chat_messages SET read_by_resident = 1 WHERE chat_id = ? AND author = 'operator' AND read_by_resident = 0",
  );

  function toMessage(row: MessageRow): ChatMessage {
    return {
      id: row.id,
      chatId: row.chat_id,
      author: row.author,
      text: row.text,
      created: iso(row.created_at),
      read: row.author === 'resident' || row.read_by_resident === 1,
      documents: parseDocuments(row.documents),
    };
  }

  function toChat(row: ChatRow): AdminChat {
    const last = row.last_message_id === null ? undefined : messageById.get(row.last_message_id);
    return {
      id: row.id,
      requestNumber: chatRequestNumber(row.id),
      subject: row.subject,
      category: { id: row.category_id, code: row.category_code, name: row.category_name },
      status: oneOf(STATUSES, row.status, 'open'),
      contragentId: row.contragent_id,
      created: iso(row.created_at),
      updated: iso(row.updated_at),
      lastMessage: last ? toMessage(last) : null,
      unreadCount: row.unread_count,
      rating: ratingOf(row),
      userId: row.user_id,
      login: row.login,
    };
  }

  function addMessage(chatId: number, author: 'resident' | 'operator', text: string, documents: readonly NewDocument[], at: number) {
    const owner = ownerOf.get(chatId);
    if (!owner) throw new Error(`chat ${chatId} does not exist`);
    const message = insertMessage.get(chatId, author, text, at, author === 'resident' ? 1 : 0);
    if (!message) throw new Error('message was not stored');
    writeDocuments(owner.user_id, { chatMessageId: message.id }, documents, at);
    afterMessage.run(chatId, at, author);
    return message.id;
  }

  return {
    categories: () => categories.all(),
    category: (id) => categoryById.get(id),
    categoryByCode: (code) => categoryByCode.get(code),

    listOf(userId, filter) {
      const params: UserParams = [userId, filter.contragentId ?? null, filterJson(filter.status), filterJson(filter.category)];
      const rows = listOf.all(...params, filter.size, (filter.page - 1) * filter.size);
      return pageResult(rows.map((row) => residentChat(toChat(row))), countOf.get(...params)?.n ?? 0, filter.page, filter.size);
    },

    listAll(filter) {
      const status = filterJson(filter.status);
      const rows = listAll.all(status, filter.size, (filter.page - 1) * filter.size);
      return pageResult(rows.map(toChat), countAll.get(status)?.n ?? 0, filter.page, filter.size);
    },

    find(chatId, userId) {
      const row = chatById.get(chatId, userId ?? null);
      return row ? toChat(row) : undefined;
    },

    messages(chatId, before, limit) {
      const rows = messagePage.all(chatId, before ?? null, limit + 1);
      return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
    },

    create(chat) {
      const id = transaction(() => {
        const row = insertChat.get(chat.userId, chat.contragentId, chat.category.id, chat.category.name, chat.subject, chat.at, chat.at);
        if (!row) throw new Error('chat was not stored');
        addMessage(row.id, 'resident', chat.text, chat.documents, chat.at);
        return row.id;
      });
      const created = chatById.get(id, null);
      if (!created) throw new Error('chat was not stored');
      return residentChat(toChat(created));
    },

    addMessage(chatId, author, text, documents, at) {
      const id = transaction(() => addMessage(chatId, author, text, documents, at));
      const row = messageById.get(id);
      if (!row) throw new Error('message was not stored');
      return toMessage(row);
    },

    rate(chatId, value, comment, at) {
      rate.run(value, comment, at, at, chatId);
    },

    setStatus(chatId, status, at) {
      setStatus.run(status, at, chatId);
    },

    markRead(userId, chatId) {
      if (!owns.get(chatId, userId)) return false;
      markRead.run(chatId);
      return true;
    },
  };
}
