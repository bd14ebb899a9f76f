import { sql } from 'kysely';
import { ChatStatusSchema } from '@resident/contract';
import type { AdminChat, Chat, ChatCategory, ChatMessage, ChatStatus, Page } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';
import { documentsOf, inFilter, iso, oneOf, pageResult, ratingOf, writeDocuments } from './communication-rows.ts';
import type { NewDocument } from './communication-rows.ts';

/** A chat with its owner's login, its category and what the list shows of its messages (CHAT_SELECT). */
type ChatRow = Pick<
  Row<'chats'>,
  | 'id'
  | 'user_id'
  | 'subject'
  | 'status'
  | 'contragent_id'
  | 'created_at'
  | 'updated_at'
  | 'rating'
  | 'rating_comment'
  | 'rated_at'
> & {
  login: Row<'users'>['login'];
  category_id: Row<'chat_categories'>['id'];
  category_code: Row<'chat_categories'>['code'];
  category_name: Row<'chat_categories'>['name'];
  unread_count: number;
  last_message_id: Row<'chat_messages'>['id'] | null;
};

type Author = 'resident' | 'operator';

const MESSAGE_COLUMNS = ['id', 'chat_id', 'author', 'text', 'created_at', 'read_by_resident'] as const;
type MessageRow = Omit<Pick<Row<'chat_messages'>, (typeof MESSAGE_COLUMNS)[number]>, 'author'> & { author: Author };

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
  categories(): Promise<ChatCategory[]>;
  category(id: number): Promise<ChatCategory | undefined>;
  categoryByCode(code: string): Promise<ChatCategory | undefined>;
  /** A resident's chats, most recently updated first. */
  listOf(userId: number, filter: ChatListFilter): Promise<Page<Chat>>;
  /** Every resident's chats (the operator's view). */
  listAll(filter: Pick<ChatListFilter, 'page' | 'size' | 'status'>): Promise<Page<AdminChat>>;
  /** The chat if it is the user's; anyone else's is indistinguishable from none. Without a user: any. */
  find(chatId: number, userId?: number): Promise<AdminChat | undefined>;
  /** Messages newest last: the `limit` newest ones older than message `before`. */
  messages(chatId: number, before: number | undefined, limit: number): Promise<ThreadPage>;
  create(chat: NewChat): Promise<Chat>;
  /**
   * Adds a message and moves the status: a resident's message makes the chat 'open' (reopening a
   * resolved or closed one), an operator's answers an open one. Operator messages start unread.
   */
  addMessage(
    chatId: number,
    author: 'resident' | 'operator',
    text: string,
    documents: readonly NewDocument[],
    at: number,
  ): Promise<ChatMessage>;
  rate(chatId: number, value: number, comment: string, at: number): Promise<void>;
  /** Reopening ('open') forgets the mark. */
  setStatus(chatId: number, status: ChatStatus, at: number): Promise<void>;
  /** Marks the chat's operator messages read; false when the chat is not the user's. */
  markRead(userId: number, chatId: number): Promise<boolean>;
}

const STATUSES = ChatStatusSchema.options;

/** 'О-000042': the number a resident quotes on the phone; the chat id, so nothing to store. */
export const chatRequestNumber = (id: number) => `О-${String(id).padStart(6, '0')}`;

const CHAT_SELECT = sql`SELECT c.id, c.user_id, u.login, c.subject, c.status, c.contragent_id, c.created_at, c.updated_at,
    c.rating, c.rating_comment, c.rated_at, k.id AS category_id, k.code AS category_code, k.name AS category_name,
    (SELECT count(*) FROM chat_messages x
      WHERE x.chat_id = c.id AND x.author = 'operator' AND x.read_by_resident = 0) AS unread_count,
    (SELECT x.id FROM chat_messages x WHERE x.chat_id = c.id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) AS last_message_id
  FROM chats c
  JOIN users u ON u.id = c.user_id
  JOIN chat_categories k ON k.id = coalesce(c.category_id, 7)`;

const MESSAGE_SELECT = sql`SELECT m.id, m.chat_id, m.author, m.text, m.created_at, m.read_by_resident FROM chat_messages m`;
const CATEGORY_COLUMNS = ['id', 'code', 'name'] as const;

const NEWEST_FIRST = sql`ORDER BY c.updated_at DESC, c.id DESC`;

/** A resident's chats: with a contragent, that account's and those tied to no account. */
function userFilter(userId: number, filter: ChatListFilter) {
  const contragent =
    filter.contragentId === undefined
      ? sql``
      : sql` AND (c.contragent_id IS NULL OR c.contragent_id = ${filter.contragentId})`;
  return sql`WHERE c.user_id = ${userId}${contragent}${inFilter(sql`c.status`, filter.status)}${inFilter(sql`coalesce(c.category_id, 7)`, filter.category)}`;
}

const allFilter = (status: readonly ChatStatus[] | undefined) =>
  status && status.length > 0 ? sql`WHERE c.status IN (${sql.join(status)})` : sql``;

/** The resident's view of a chat: without the operator-side owner fields. */
export function residentChat({ userId: _userId, login: _login, ...chat }: AdminChat): Chat {
  return chat;
}

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createChatRepository(store: Store): ChatRepository {
  const { db } = store;

  async function toMessages(tx: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
    const documents = await documentsOf(
      tx,
      'chat_message_id',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      chatId: row.chat_id,
      author: row.author,
      text: row.text,
      created: iso(row.created_at),
      read: row.author === 'resident' || row.read_by_resident === 1,
      documents: documents.get(row.id) ?? [],
    }));
  }

  async function messagesById(tx: Db, ids: readonly number[]): Promise<Map<number, ChatMessage>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .selectFrom('chat_messages as m')
      .select(MESSAGE_COLUMNS.map((column) => `m.${column}` as const))
      .where('m.id', 'in', [...new Set(ids)])
      .$narrowType<{ author: Author }>()
      .execute();
    return new Map((await toMessages(tx, rows)).map((message) => [message.id, message]));
  }

  async function toChats(rows: readonly ChatRow[]): Promise<AdminChat[]> {
    const last = await messagesById(
      db,
      rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id])),
    );
    return rows.map((row) => ({
      id: row.id,
      requestNumber: chatRequestNumber(row.id),
      subject: row.subject,
      category: { id: row.category_id, code: row.category_code, name: row.category_name },
      status: oneOf(STATUSES, row.status, 'open'),
      contragentId: row.contragent_id,
      created: iso(row.created_at),
      updated: iso(row.updated_at),
      lastMessage: (row.last_message_id === null ? undefined : last.get(row.last_message_id)) ?? null,
      unreadCount: row.unread_count,
      rating: ratingOf(row),
      userId: row.user_id,
      login: row.login,
    }));
  }

  async function find(chatId: number, userId?: number): Promise<AdminChat | undefined> {
    const owner = userId === undefined ? sql`` : sql` AND c.user_id = ${userId}`;
    const row = await first(db, sql<ChatRow>`${CHAT_SELECT} WHERE c.id = ${chatId}${owner}`);
    return row ? (await toChats([row]))[0] : undefined;
  }

  /** Inside a transaction of the caller's. */
  async function addMessage(
    tx: Db,
    chatId: number,
    author: Author,
    text: string,
    documents: readonly NewDocument[],
    at: number,
  ) {
    const owner = await tx.selectFrom('chats').select('user_id').where('id', '=', chatId).executeTakeFirst();
    if (!owner) throw new Error(`chat ${chatId} does not exist`);
    const message = await tx
      .insertInto('chat_messages')
      .values({ chat_id: chatId, author, text, created_at: at, read_by_resident: author === 'resident' ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow(() => new Error('message was not stored'));
    await writeDocuments(tx, owner.user_id, { chatMessageId: message.id }, documents, at);
    // A resident's message reopens a resolved or closed chat, which forgets its mark; an operator's answers an open one.
    const change =
      author === 'resident'
        ? sql`rating = CASE WHEN status IN ('resolved', 'closed') THEN NULL ELSE rating END,
            rating_comment = CASE WHEN status IN ('resolved', 'closed') THEN NULL ELSE rating_comment END,
            rated_at = CASE WHEN status IN ('resolved', 'closed') THEN NULL ELSE rated_at END,
            status = 'open'`
        : sql`status = CASE WHEN status = 'open' THEN 'answered' ELSE status END`;
    await sql`UPDATE chats SET updated_at = ${at}, ${change} WHERE id = ${chatId}`.execute(tx);
    return message.id;
  }

  return {
    categories: () =>
      db.selectFrom('chat_categories').select(CATEGORY_COLUMNS).orderBy('sort_order').orderBy('id').execute(),
    category: (id) => db.selectFrom('chat_categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst(),
    categoryByCode: (code) =>
      db.selectFrom('chat_categories').select(CATEGORY_COLUMNS).where('code', '=', code).executeTakeFirst(),

    async listOf(userId, filter) {
      const where = userFilter(userId, filter);
      const rows = await all(
        db,
        sql<ChatRow>`${CHAT_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
      );
      const total = (await first(db, sql<{ n: number }>`SELECT count(*) AS n FROM chats c ${where}`))?.n ?? 0;
      return pageResult((await toChats(rows)).map(residentChat), total, filter.page, filter.size);
    },

    async listAll(filter) {
      const where = allFilter(filter.status);
      const rows = await all(
        db,
        sql<ChatRow>`${CHAT_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
      );
      const total = (await first(db, sql<{ n: number }>`SELECT count(*) AS n FROM chats c ${where}`))?.n ?? 0;
      return pageResult(await toChats(rows), total, filter.page, filter.size);
    },

    find,

    async messages(chatId, before, limit) {
      // Keyset paging on the (chat_id, created_at) index: no OFFSET walk through 10 000 messages.
      const older =
        before === undefined
          ? sql``
          : sql` AND (m.created_at, m.id) < (SELECT b.created_at, b.id FROM chat_messages b WHERE b.id = ${before} AND b.chat_id = ${chatId})`;
      const rows = await all(
        db,
        sql<MessageRow>`${MESSAGE_SELECT} WHERE m.chat_id = ${chatId}${older} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit + 1}`,
      );
      return { messages: await toMessages(db, rows.slice(0, limit).reverse()), hasMore: rows.length > limit };
    },

    async create(chat) {
      const id = await store.transaction(async (tx) => {
        const row = await tx
          .insertInto('chats')
          .values({
            user_id: chat.userId,
            contragent_id: chat.contragentId,
            category_id: chat.category.id,
            category: chat.category.name,
            subject: chat.subject,
            status: 'open',
            created_at: chat.at,
            updated_at: chat.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow(() => new Error('chat was not stored'));
        await addMessage(tx, row.id, 'resident', chat.text, chat.documents, chat.at);
        return row.id;
      });
      const created = await find(id);
      if (!created) throw new Error('chat was not stored');
      return residentChat(created);
    },

    async addMessage(chatId, author, text, documents, at) {
      const id = await store.transaction((tx) => addMessage(tx, chatId, author, text, documents, at));
      const message = (await messagesById(db, [id])).get(id);
      if (!message) throw new Error('message was not stored');
      return message;
    },

    async rate(chatId, value, comment, at) {
      await db
        .updateTable('chats')
        .set({ rating: value, rating_comment: comment, rated_at: at, updated_at: at })
        .where('id', '=', chatId)
        .execute();
    },

    async setStatus(chatId, status, at) {
      // Reopening forgets the mark: it was given to the solution that did not hold.
      const forget = status === 'open' ? { rating: null, rating_comment: null, rated_at: null } : {};
      await db
        .updateTable('chats')
        .set({ status, updated_at: at, ...forget })
        .where('id', '=', chatId)
        .execute();
    },

    async markRead(userId, chatId) {
      const own = await db
        .selectFrom('chats')
        .select('id')
        .where('id', '=', chatId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!own) return false;
      await db
        .updateTable('chat_messages')
        .set({ read_by_resident: 1 })
        .where('chat_id', '=', chatId)
        // Literals, not parameters: the planner matches them to the partial index chat_messages_unread.
        .where('author', '=', sql.lit('operator'))
        .where('read_by_resident', '=', sql.lit(0))
        .execute();
      return true;
    },
  };
}
