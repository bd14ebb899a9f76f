import type { FastifyRequest } from 'fastify';
import { COMMUNICATION_TEXTS, uploadProblemMessage } from '@resident/contract';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * A failure of the server's own file system (disk full, permissions): it carries the failed
 * syscall. Only these stay 500; everything else a multipart body can make the parser throw is the
 * client's doing.
 */
function isStorageFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

/** The body's sender went away before it was read to the end (closed tab, lost network). */
export function clientAborted(request: FastifyRequest): boolean {
  return request.raw.aborted || request.raw.socket.destroyed;
}

/**
 * An error raised while reading a multipart body, in the API's shape: the parser's limits as 413,
 * and every malformed, truncated or wrongly delimited body (busboy throws plain Errors such as
 * 'Unexpected end of multipart data' or 'Multipart: Boundary not found') as 400 — never the 500 of
 * an unexpected failure. Our own ApiErrors and storage failures pass through.
 */
export function uploadParserError(error: unknown): unknown {
  if (error instanceof ApiError || isStorageFailure(error)) return error;
  const code = codeOf(error);
  if (code === 'FST_FILES_LIMIT') return new ApiError(413, 'TOO_MANY_FILES', COMMUNICATION_TEXTS.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'FILE_TOO_LARGE', uploadProblemMessage('too-large', ''));
  return new ApiError(400, 'MALFORMED_MULTIPART', UPLOAD_MESSAGES.malformed);
}
