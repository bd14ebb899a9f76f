import { z } from 'zod';

// zod writes a file as `{ type: string, format: binary }`, the OpenAPI way of saying "raw bytes".
const FileBodySchema = z.file();

/**
 * The 200 of a download: its media types with a binary body. The handler sends a Buffer or a
 * stream, which Fastify passes through without serialising it.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBodySchema }])) };
}
