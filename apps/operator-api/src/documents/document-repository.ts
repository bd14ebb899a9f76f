import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

export interface DocumentRecord {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export interface DocumentRepository {
  /** The document only if it belongs to the user; anyone else's is indistinguishable from none. */
  findOwn(userId: number, documentId: number): DocumentRecord | undefined;
  /** Any resident's document (the operator's view). */
  find(documentId: number): DocumentRecord | undefined;
}

interface Row {
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

export function createDocumentRepository(db: DatabaseSync): DocumentRepository {
  const own = typed<Row, [number, number]>(
    db.prepare('SELECT storage_key, file_name, content_type, size FROM documents WHERE id = ? AND user_id = ?'),
  );
  const any = typed<Row, [number]>(db.prepare('SELECT storage_key, file_name, content_type, size FROM documents WHERE id = ?'));
  const record = (row: Row | undefined) => row && { key: row.storage_key, name: row.file_name, contentType: row.content_type, size: row.size };
  return {
    findOwn: (userId, documentId) => record(own.get(documentId, userId)),
    find: (documentId) => record(any.get(documentId)),
  };
}
