import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Document, DocumentType, Page, Rating } from '@resident/contract';
import { all } from '../db/store/store.ts';
import type { Db } from '../db/store/store.ts';

export const iso = (millis: number) => new Date(millis).toISOString();

/** A file already in the document store, to be recorded with its message or comment. */
export interface NewDocument {
  key: string;
  name: string;
  contentType: string;
  size: number;
  type: DocumentType | null;
}

type DocumentColumn = 'chat_message_id' | 'change_object_comment_id';

interface DocumentRow {
  owner: number;
  id: number;
  name: string;
  content_type: string;
  size: number;
  type: DocumentType | null;
}

/**
 * The documents of the given messages or comments, by their id, oldest first: one statement for a
 * page of 50 messages. (SQLite built them as JSON in the message's row; json_group_array has no
 * spelling PostgreSQL shares, so they are read beside it and joined here.)
 */
export async function documentsOf(
  db: Db,
  column: DocumentColumn,
  owners: readonly number[],
): Promise<Map<number, Document[]>> {
  const byOwner = new Map<number, Document[]>();
  if (owners.length === 0) return byOwner;
  const rows = await all(
    db,
    sql<DocumentRow>`SELECT d.${sql.ref(column)} AS owner, d.id, d.file_name AS name, d.content_type, d.size, d.document_type AS type
      FROM documents d WHERE d.${sql.ref(column)} IN (${sql.join([...new Set(owners)])}) ORDER BY d.id`,
  );
  for (const row of rows) {
    const documents = byOwner.get(row.owner) ?? [];
    documents.push({ id: row.id, name: row.name, contentType: row.content_type, size: row.size, type: row.type });
    byOwner.set(row.owner, documents);
  }
  return byOwner;
}

export function ratingOf(row: {
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
}): Rating | null {
  return row.rating === null
    ? null
    : { value: row.rating, comment: row.rating_comment ?? '', rated: iso(row.rated_at ?? 0) };
}

/** A value of a set of allowed values, or the fallback (rows written by older code). */
export const oneOf = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * A list filter: ` AND <column> IN (…)`, or nothing for no values. Spelled out rather than
 * `IN (SELECT value FROM json_each(?))`, which is SQLite's alone.
 */
export const inFilter = (column: RawBuilder<unknown>, values: readonly (string | number)[] | undefined) =>
  values && values.length > 0 ? sql` AND ${column} IN (${sql.join(values)})` : sql``;

export function pageResult<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

type DocumentLink = { chatMessageId: number; commentId?: never } | { commentId: number; chatMessageId?: never };

/** Records documents of a resident (the owner every download is checked against), inside the caller's transaction. */
export async function writeDocuments(
  tx: Db,
  userId: number,
  link: DocumentLink,
  documents: readonly NewDocument[],
  at: number,
): Promise<void> {
  for (const document of documents) {
    await sql`INSERT INTO documents (user_id, storage_key, file_name, content_type, size, document_type,
        chat_message_id, change_object_comment_id, created_at)
      VALUES (${userId}, ${document.key}, ${document.name}, ${document.contentType}, ${document.size}, ${document.type},
        ${link.chatMessageId ?? null}, ${link.commentId ?? null}, ${at})`.execute(tx);
  }
}
