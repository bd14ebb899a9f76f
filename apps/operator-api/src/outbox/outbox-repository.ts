import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';
import { createTransaction } from '../db/transaction.ts';
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

export interface OutboxRepository {
  insert(message: NewOutboxMessage): number;
  markSent(id: number, sentAt: number): void;
  markFailed(id: number, error: string): void;
  list(query: OutboxQuery): OutboxPage;
  get(id: number): OutboxMessage | undefined;
  attachment(messageId: number, attachmentId: number): OutboxFile | undefined;
  /** A message's files with their content, for delivery. */
  files(messageId: number): OutboxFile[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createOutboxRepository(db: DatabaseSync): OutboxRepository {
  const insertMessage = typed<{ id: number }, [string, string, string, string, string, number]>(
    db.prepare(`INSERT INTO outbox (kind, recipient, subject, body, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
  );
  const insertAttachment = db.prepare(
    'INSERT INTO outbox_attachments (message_id, file_name, content_type, content) VALUES (?, ?, ?, ?)',
  );
  const markSent = db.prepare("UPDATE outbox SET status = 'sent', sent_at = ?, error = NULL WHERE id = ?");
  const markFailed = db.prepare("UPDATE outbox SET status = 'failed', error = ? WHERE id = ?");
  const columns = 'id, kind, recipient, subject, body, status, error, created_at, sent_at';
  const page = typed<MessageRow, [string | null, string | null, number, number]>(
    db.prepare(`SELECT ${columns} FROM outbox WHERE (? IS NULL OR kind = ?)
      ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
  );
  const count = typed<{ total: number }, [string | null, string | null]>(
    db.prepare('SELECT count(*) AS total FROM outbox WHERE (? IS NULL OR kind = ?)'),
  );
  const one = typed<MessageRow, [number]>(db.prepare(`SELECT ${columns} FROM outbox WHERE id = ?`));
  const attachmentsOf = typed<AttachmentRow, [number]>(
    db.prepare(`SELECT id, message_id, file_name, content_type, length(content) AS size
      FROM outbox_attachments WHERE message_id = ? ORDER BY id`),
  );
  const attachment = typed<{ file_name: string; content_type: string; content: Uint8Array }, [number, number]>(
    db.prepare('SELECT file_name, content_type, content FROM outbox_attachments WHERE id = ? AND message_id = ?'),
  );
  const files = typed<{ file_name: string; content_type: string; content: Uint8Array }, [number]>(
    db.prepare('SELECT file_name, content_type, content FROM outbox_attachments WHERE message_id = ? ORDER BY id'),
  );
  const transaction = createTransaction(db);

  const toMessage = (row: MessageRow): OutboxMessage => ({
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    status: row.status,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: iso(row.sent_at),
    attachments: attachmentsOf.all(row.id).map((file) => ({
      id: file.id,
      fileName: file.file_name,
      contentType: file.content_type,
      size: file.size,
    })),
  });
  const toFile = (row: { file_name: string; content_type: string; content: Uint8Array }): OutboxFile => ({
    fileName: row.file_name,
    contentType: row.content_type,
    content: row.content,
  });

  return {
    insert(message) {
      return transaction(() => {
        const row = insertMessage.get(message.kind, message.to, message.subject, message.text, message.status, message.createdAt);
        if (!row) throw new Error('outbox insert returned no row');
        for (const file of message.attachments) insertAttachment.run(row.id, file.fileName, file.contentType, file.content);
        return row.id;
      });
    },
    markSent: (id, sentAt) => void markSent.run(sentAt, id),
    markFailed: (id, error) => void markFailed.run(error, id),
    list({ page: pageNumber, size, kind }) {
      const filter = kind ?? null;
      const total = count.get(filter, filter)?.total ?? 0;
      return {
        content: page.all(filter, filter, size, (pageNumber - 1) * size).map(toMessage),
        page: pageNumber,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
    get(id) {
      const row = one.get(id);
      return row && toMessage(row);
    },
    attachment(messageId, attachmentId) {
      const row = attachment.get(attachmentId, messageId);
      return row && toFile(row);
    },
    files: (messageId) => files.all(messageId).map(toFile),
  };
}
