import type { DatabaseSync } from 'node:sqlite';
import type { Document, DocumentType, Page, Rating } from '@resident/contract';
import { typed } from '../db/rows.ts';

export const iso = (millis: number) => new Date(millis).toISOString();

/** A file already in the document store, to be recorded with its message or comment. */
export interface NewDocument {
  key: string;
  name: string;
  contentType: string;
  size: number;
  type: DocumentType | null;
}

/**
 * The documents of one message or comment as a JSON array, built by SQLite in the same row, so a
 * page of 50 messages is one statement. `owner` is the column that links them (m.id).
 */
export const documentsJson = (column: 'chat_message_id' | 'change_object_comment_id', owner: string) =>
  `(SELECT json_group_array(json_object('id', d.id, 'name', d.file_name, 'contentType', d.content_type,
      'size', d.size, 'type', d.document_type))
    FROM documents d WHERE d.${column} = ${owner}) AS documents`;

export const parseDocuments = (json: string): Document[] => JSON.parse(json) as Document[];

export function ratingOf(row: { rating: number | null; rating_comment: string | null; rated_at: number | null }): Rating | null {
  return row.rating === null ? null : { value: row.rating, comment: row.rating_comment ?? '', rated: iso(row.rated_at ?? 0) };
}

/** A value of a set of allowed values, or the fallback (rows written by older code). */
export const oneOf = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** A list filter for `IN (SELECT value FROM json_each(?))`: null means no filter. */
export const filterJson = (values: readonly (string | number)[] | undefined) => (values && values.length > 0 ? JSON.stringify(values) : null);

export function pageResult<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

type DocumentLink = { chatMessageId: number; commentId?: never } | { commentId: number; chatMessageId?: never };

/** Records documents of a resident (the owner every download is checked against). */
export function createDocumentWriter(db: DatabaseSync) {
  const insert = typed<unknown, [number, string, string, string, number, string | null, number | null, number | null, number]>(
    db.prepare(`INSERT INTO documents (user_id, storage_key, file_name, content_type, size, document_type,
        chat_message_id, change_object_comment_id, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  );
  return (userId: number, link: DocumentLink, documents: readonly NewDocument[], at: number) => {
    for (const document of documents) {
      insert.run(
        userId,
        document.key,
        document.name,
        document.contentType,
        document.size,
        document.type,
        link.chatMessageId ?? null,
        link.commentId ?? null,
        at,
      );
    }
  };
}
