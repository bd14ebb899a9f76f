import type { FastifyReply } from 'fastify';
import { COMMUNICATION_TEXTS, FILE_NOT_FOUND_ON_SERVER } from '@resident/contract';
import type { DocumentRecord } from '../documents/document-repository.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { contentDisposition } from '../documents/file-name.ts';
import { ApiError } from '../errors/http-errors.ts';

/**
 * Sends a stored document as a download: its sniffed type, never rendered inline, never sniffed
 * again by the browser. A record whose file is gone answers 400 FILE_NOT_FOUND_ON_SERVER (spec §8).
 */
export async function sendDocument(
  reply: FastifyReply,
  store: DocumentStore,
  document: DocumentRecord,
): Promise<FastifyReply> {
  const file = await store.open(document.key);
  if (!file) throw new ApiError(400, FILE_NOT_FOUND_ON_SERVER, COMMUNICATION_TEXTS.fileNotFound);
  return (
    reply
      .header('content-type', document.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(document.name))
      .header('x-content-type-options', 'nosniff')
      // Opened directly in a tab it still must not run anything.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(file.stream)
  );
}
