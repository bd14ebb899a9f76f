import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface DocumentRecord {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export interface DocumentRepository {
  /** The document only if it belongs to the user; anyone else's is indistinguishable from none. */
  findOwn(userId: number, documentId: number): Promise<DocumentRecord | undefined>;
  /** Any resident's document (the operator's view). */
  find(documentId: number): Promise<DocumentRecord | undefined>;
}

interface Row {
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

const record = (row: Row | undefined): DocumentRecord | undefined =>
  row && { key: row.storage_key, name: row.file_name, contentType: row.content_type, size: row.size };

/** On the async store: a document uploaded through one instance is found by every other. */
export function createDocumentRepository(store: Store): DocumentRepository {
  return {
    findOwn: async (userId, documentId) =>
      record(
        await first(
          store,
          sql<Row>`SELECT storage_key, file_name, content_type, size FROM documents WHERE id = ${documentId} AND user_id = ${userId}`,
        ),
      ),
    find: async (documentId) =>
      record(
        await first(
          store,
          sql<Row>`SELECT storage_key, file_name, content_type, size FROM documents WHERE id = ${documentId}`,
        ),
      ),
  };
}
