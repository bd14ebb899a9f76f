import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../documents/file-name.ts';

/** A generated file as a download: never rendered in the API's origin, never cached by a shared cache. */
export function sendGeneratedFile(
  reply: FastifyReply,
  body: Buffer | Uint8Array,
  contentType: string,
  fileName: string,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-length', body.byteLength)
    .header('content-disposition', contentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
