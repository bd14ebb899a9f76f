import { signatureOf, UPLOAD_HEAD_BYTES } from '@resident/contract/limits';

/** How many leading bytes the sniffer looks at: what the upload rule reads, the first entries of an Office zip. */
export const SNIFF_BYTES = UPLOAD_HEAD_BYTES;

export const OCTET_STREAM = 'application/octet-stream';

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** DOCX and XLSX are zips; their part names tell them apart (ECMA-376 part 2). */
function zipType(head: Uint8Array): string {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const decoder = new TextDecoder();
  for (let offset = 0; offset + 30 <= head.length; offset += 1) {
    if (!startsWith(head, ZIP_LOCAL_HEADER, offset)) continue;
    const nameLength = view.getUint16(offset + 26, true);
    const name = decoder.decode(head.subarray(offset + 30, offset + 30 + nameLength));
    if (name.startsWith('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (name.startsWith('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return 'application/zip';
}

// Text is UTF-8 without NUL and without control characters other than tab, newlines and form feed.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isText(head: Uint8Array, truncated: boolean): boolean {
  try {
    // stream: a multi-byte character cut off where the sample ends (not the file) is not an error.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: truncated });
    return !CONTROL.test(text);
  } catch {
    return false;
  }
}

/** Every type sniffContentType answers: what a stored document can be downloaded as. */
export const SNIFFED_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'text/plain; charset=utf-8',
  OCTET_STREAM,
] as const;

/**
 * The type of a file from its first bytes (never from the client's claim): the contract's table of
 * signatures (FILE_SIGNATURES, the one the upload rule checks extensions against), a zip refined
 * into DOCX or XLSX, else UTF-8 plain text; anything else is application/octet-stream.
 * `truncated`: the file goes on after `head`.
 */
export function sniffContentType(head: Uint8Array, truncated = false): string {
  if (head.length === 0) return OCTET_STREAM;
  const signature = signatureOf(head);
  if (signature) return signature.contentType === 'application/zip' ? zipType(head) : signature.contentType;
  if (isText(head, truncated)) return 'text/plain; charset=utf-8';
  return OCTET_STREAM;
}
