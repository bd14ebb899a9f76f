import type { Row } from '../db/database-schema.ts';
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

type MessageRow = Row<'outbox'>;
type FileRow = Pick<Row<'outbox_attachments'>, 'file_name' | 'content_type' | 'content'>;

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
const COLUMNS = ['id', 'kind', 'recipient', 'subject', 'body', 'status', 'error', 'created_at', 'sent_at'] as const;
const FILE_COLUMNS = ['file_name', 'content_type', 'content'] as const;

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
    const attachments = await store.q
      .selectFrom('outbox_attachments')
      .select((eb) => [
        'id',
        'message_id',
        'file_name',
        'content_type',
        eb.fn<number>('length', ['content']).as('size'),
      ])
      .where(
        'message_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      // Only the outbox's own statuses are ever written (insert, markSent, markFailed).
      status: row.status as OutboxStatus,
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
        const row = await store.q
          .insertInto('outbox')
          .values({
            kind: message.kind,
            recipient: message.to,
            subject: message.subject,
            body: message.text,
            status: message.status,
            created_at: message.createdAt,
          })
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new Error('outbox insert returned no row');
        for (const file of message.attachments) {
          await store.q
            .insertInto('outbox_attachments')
            .values({
              message_id: row.id,
              file_name: file.fileName,
              content_type: file.contentType,
              content: Buffer.from(file.content),
            })
            .execute();
        }
        return row.id;
      }),
    async markSent(id, sentAt) {
      const status: OutboxStatus = 'sent';
      await root.updateTable('outbox').set({ status, sent_at: sentAt, error: null }).where('id', '=', id).execute();
    },
    async markFailed(id, error) {
      const status: OutboxStatus = 'failed';
      await root.updateTable('outbox').set({ status, error }).where('id', '=', id).execute();
    },
    async list({ page: pageNumber, size, kind }) {
      // Chosen in code: PostgreSQL cannot type a bare NULL parameter in `? IS NULL`.
      const all = store.q.selectFrom('outbox');
      const outbox = kind === undefined ? all : all.where('kind', '=', kind);
      const counted = await outbox.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const total = Number(counted?.total ?? 0);
      const rows = await outbox
        .select(COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((pageNumber - 1) * size)
        .execute();
      return {
        content: await toMessages(rows),
        page: pageNumber,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
    async get(id) {
      const row = await store.q.selectFrom('outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && (await toMessages([row]))[0];
    },
    async attachment(messageId, attachmentId) {
      const row = await store.q
        .selectFrom('outbox_attachments')
        .select(FILE_COLUMNS)
        .where('id', '=', attachmentId)
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return row && toFile(row);
    },
    files: async (messageId) =>
      (
        await store.q
          .selectFrom('outbox_attachments')
          .select(FILE_COLUMNS)
          .where('message_id', '=', messageId)
          .orderBy('id')
          .execute()
      ).map(toFile),
  };
}
