import { sql } from 'kysely';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import type { OutboxMessage, OutboxPage, OutboxQuery, OutboxStatus } from './outbox-schemas.ts';

export interface OutboxFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface NewOutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments: readonly OutboxFile[];
  status: OutboxStatus;
  createdAt: number;
}

interface MessageRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

interface AttachmentRow {
  id: number;
  message_id: number;
  file_name: string;
  content_type: string;
  size: number;
}

interface FileRow {
  file_name: string;
  content_type: string;
  content: Uint8Array;
}

export interface OutboxRepository {
  /** Writes the message with its files; joins the caller's store transaction when there is one. */
  insert(message: NewOutboxMessage): Promise<number>;
  markSent(id: number, sentAt: number): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  list(query: OutboxQuery): Promise<OutboxPage>;
  get(id: number): Promise<OutboxMessage | undefined>;
  attachment(messageId: number, attachmentId: number): Promise<OutboxFile | undefined>;
  /** A message's files with their content, for delivery. */
  files(messageId: number): Promise<OutboxFile[]>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const COLUMNS = sql`id, kind, recipient, subject, body, status, error, created_at, sent_at`;

const toFile = (row: FileRow): OutboxFile => ({
  fileName: row.file_name,
  contentType: row.content_type,
  // PostgreSQL's bytea arrives as a Buffer; callers compare plain bytes.
  content: new Uint8Array(row.content),
});

/** On the async store: the outbox every instance writes and the operator reads in one place. */
export function createOutboxRepository(store: Store): OutboxRepository {
  // A delivery runs after the request that queued it and outside its transaction: it writes on the root.
  const root = store.db;

  async function toMessages(rows: MessageRow[]): Promise<OutboxMessage[]> {
    if (rows.length === 0) return [];
    const attachments = await all(
      store,
      sql<AttachmentRow>`SELECT id, message_id, file_name, content_type, length(content) AS size
        FROM outbox_attachments WHERE message_id IN (${sql.join(rows.map((row) => row.id))}) ORDER BY id`,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      status: row.status,
      error: row.error,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: iso(row.sent_at),
      attachments: attachments
        .filter((file) => file.message_id === row.id)
        .map((file) => ({
          id: file.id,
          fileName: file.file_name,
          contentType: file.content_type,
          size: Number(file.size),
        })),
    }));
  }

  return {
    insert: (message) =>
      store.transaction(async () => {
        const row = await first(
          store,
          sql<{ id: number }>`INSERT INTO outbox (kind, recipient, subject, body, status, created_at)
            VALUES (${message.kind}, ${message.to}, ${message.subject}, ${message.text}, ${message.status}, ${message.createdAt}) RETURNING id`,
        );
        if (!row) throw new Error('outbox insert returned no row');
        for (const file of message.attachments) {
          await run(
            store,
            sql`INSERT INTO outbox_attachments (message_id, file_name, content_type, content)
              VALUES (${row.id}, ${file.fileName}, ${file.contentType}, ${Buffer.from(file.content)})`,
          );
        }
        return row.id;
      }),
    markSent: async (id, sentAt) =>
      void (await run(
        root,
        sql`UPDATE outbox SET status = 'sent', sent_at = ${sentAt}, error = NULL WHERE id = ${id}`,
      )),
    markFailed: async (id, error) =>
      void (await run(root, sql`UPDATE outbox SET status = 'failed', error = ${error} WHERE id = ${id}`)),
    async list({ page: pageNumber, size, kind }) {
      // Chosen in code: PostgreSQL cannot type a bare NULL parameter in `? IS NULL`.
      const where = kind === undefined ? sql`` : sql`WHERE kind = ${kind}`;
      const total = Number(
        (await first(store, sql<{ total: number }>`SELECT COUNT(*) AS total FROM outbox ${where}`))?.total ?? 0,
      );
      const rows = await all(
        store,
        sql<MessageRow>`SELECT ${COLUMNS} FROM outbox ${where} ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${(pageNumber - 1) * size}`,
      );
      return {
        content: await toMessages(rows),
        page: pageNumber,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
    async get(id) {
      const row = await first(store, sql<MessageRow>`SELECT ${COLUMNS} FROM outbox WHERE id = ${id}`);
      return row && (await toMessages([row]))[0];
    },
    async attachment(messageId, attachmentId) {
      const row = await first(
        store,
        sql<FileRow>`SELECT file_name, content_type, content FROM outbox_attachments WHERE id = ${attachmentId} AND message_id = ${messageId}`,
      );
      return row && toFile(row);
    },
    files: async (messageId) =>
      (
        await all(
          store,
          sql<FileRow>`SELECT file_name, content_type, content FROM outbox_attachments WHERE message_id = ${messageId} ORDER BY id`,
        )
      ).map(toFile),
  };
}
