import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  COMMUNICATION_LIMITS,
  COMMUNICATION_TEXTS,
  forbiddenExtensionOf,
  isBadFileName,
  uploadProblem,
  uploadProblemMessage,
  type UploadProblem,
} from '@resident/contract';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';
import { clientAborted, uploadParserError } from './upload-errors.ts';
import type { DocumentStore } from './document-store.ts';
import { guardPartHeaders } from './part-header-guard.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';
import { sanitizeFileName } from './file-name.ts';

export interface UploadedFile {
  /** The multipart field it came in (for requests: the document type). */
  field: string;
  /** The client's file name, sanitised. */
  name: string;
  key: string;
  contentType: string;
  size: number;
}

export interface Upload {
  /** The text fields; validate them with the route's schema. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** Text fields are at most 10 000 characters: 64 KiB holds that in any script. */
const FIELD_BYTES = 64 * 1024;

/** The parser's limits, per request. */
export const UPLOAD_LIMITS = {
  fileSize: COMMUNICATION_LIMITS.fileMaxBytes,
  files: COMMUNICATION_LIMITS.filesPerMessage,
  fields: 20,
  fieldSize: FIELD_BYTES,
  parts: 40,
} as const;

/** How each refusal is answered (the tests of the shared cases read it too). */
export const UPLOAD_PROBLEM_ANSWERS = {
  'bad-name': { status: 400, code: 'BAD_FILE_NAME' },
  'forbidden-extension': { status: 400, code: 'FORBIDDEN_FILE_EXTENSION' },
  'too-large': { status: 413, code: 'FILE_TOO_LARGE' },
  empty: { status: 400, code: 'EMPTY_FILE' },
  'content-mismatch': { status: 400, code: 'FILE_CONTENT_MISMATCH' },
  'active-content': { status: 400, code: 'FORBIDDEN_FILE_CONTENT' },
} as const satisfies Record<UploadProblem, { status: number; code: string }>;

/** The answer to a refused file: the reason of @resident/contract/limits, in the portal's words. */
function refused(problem: UploadProblem, fileName: string): ApiError {
  const { status, code } = UPLOAD_PROBLEM_ANSWERS[problem];
  return new ApiError(status, code, uploadProblemMessage(problem, fileName));
}

async function drain(stream: NodeJS.ReadableStream & { resume(): unknown }): Promise<void> {
  stream.resume();
  await finished(stream);
}

/**
 * Reads a multipart/form-data request: text fields, and files streamed to the document store,
 * judged by uploadProblem of @resident/contract/limits as the portal judges them (a sound name,
 * ≤ 25 MB each, ≤ 10, no .crdownload/.part, not empty, first bytes fitting the extension and never
 * a page; only in `fileFields`). The whole body is read even after a bad part, so the client gets
 * the answer instead of a reset connection; on any failure the files already stored are deleted
 * and the failure is thrown.
 */
export async function readUpload(
  request: FastifyRequest,
  store: DocumentStore,
  fileFields: readonly string[],
): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType);
  const ticket = await request.server.uploadGuard?.admit(request);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let failure: unknown;
  let counted = false;
  // The parts busboy drops without a word (a raw CR in a file name) are refused instead.
  const partHeaders = guardPartHeaders(request.raw, (problem) =>
    problem === 'bad-file-name'
      ? refused('bad-name', '')
      : new ApiError(400, 'MALFORMED_MULTIPART', UPLOAD_MESSAGES.malformed),
  );
  try {
    // preservePath: the parser would cut '../../a.pdf' down to 'a.pdf'; the rules must see what was sent.
    for await (const part of partHeaders.parts(request.parts({ limits: UPLOAD_LIMITS, preservePath: true }))) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          failure ??= new ApiError(400, 'VALIDATION', `${part.fieldname}: ${COMMUNICATION_TEXTS.textTooLong}`);
        fields[part.fieldname] = part.value;
        continue;
      }
      // The name is judged as sent and as it will be stored, so neither spelling slips through.
      const forbidden = [part.filename, sanitizeFileName(part.filename)].find((name) => forbiddenExtensionOf(name));
      if (!fileFields.includes(part.fieldname)) {
        failure ??= new ApiError(400, 'VALIDATION', `${part.fieldname}: ${MESSAGES.unexpectedFileField}`);
      } else if (isBadFileName(part.filename)) {
        failure ??= refused('bad-name', part.filename);
      } else if (forbidden !== undefined) {
        failure ??= refused('forbidden-extension', forbidden);
      }
      if (!failure && !counted) {
        counted = true;
        failure = await ticket?.countUpload().then(
          () => undefined,
          (error: unknown) => error,
        );
      }
      if (failure) {
        await drain(part.file);
        continue;
      }
      let saving;
      try {
        // Each chunk is reserved in the shared quota before it reaches the disk.
        saving = await store.save(part.file, ticket && ((bytes) => ticket.reserve(bytes)));
      } catch (error) {
        // Past the quota: the store read the rest of the file and deleted it; storage failures stay 500s.
        if (!(error instanceof ApiError)) throw error;
        failure = error;
        continue;
      }
      const { head, ...saved } = saving;
      // The parser stops reading at the limit, so a truncated file is over it whatever was saved.
      // The content is judged from the head the store kept while streaming: nothing is read twice.
      const problem = part.file.truncated
        ? 'too-large'
        : uploadProblem({ name: part.filename, size: saved.size, head });
      if (problem) {
        await store.remove(saved.key);
        ticket?.unreserve(saved.size);
        failure = refused(problem, part.filename);
        continue;
      }
      files.push({ field: part.fieldname, name: sanitizeFileName(part.filename), ...saved });
    }
  } catch (error) {
    failure = uploadParserError(error);
    // A resident closing the tab mid-upload is ordinary; nobody is there to read the answer.
    if (clientAborted(request)) request.log.info({ err: error }, 'client aborted the upload');
  } finally {
    partHeaders.end();
  }
  // A part the parser dropped is refused, never lost.
  if (partHeaders.refusal !== undefined) failure = partHeaders.refusal;
  // Kept files stay reserved until the response (UploadGuard.release): the route writes their rows
  // first, possibly over the network, and until then the stored total does not count them.
  if (failure !== undefined) {
    await ticket?.end();
    await discardUpload(store, files);
    throw failure;
  }
  return { fields, files };
}

/** Deletes the files of an upload whose request failed after they were stored. */
export async function discardUpload(store: DocumentStore, files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => store.remove(file.key)));
}
