import type { DocumentType } from '@resident/contract';
import type { NewDocument } from '../communication/communication-rows.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { discardUpload } from '../documents/read-upload.ts';
import type { Upload, UploadedFile } from '../documents/read-upload.ts';

/** Uploaded files as documents; `typeOf` names the document type of a file's field (null in chats). */
export const asDocuments = (
  files: readonly UploadedFile[],
  typeOf: (field: string) => DocumentType | null = () => null,
): NewDocument[] =>
  files.map((file) => ({
    key: file.key,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    type: typeOf(file.field),
  }));

/** Runs the rest of a multipart request; if it fails, the files it uploaded are deleted again. */
export async function withUpload<T>(store: DocumentStore, upload: Upload, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardUpload(store, upload.files);
    throw error;
  }
}
